import { todayIn } from '../../lib/dates'

export type KeptBackup = { name: string; createdAt: Date; sizeBytes: number }

const HOUR_MS = 60 * 60 * 1000

/** The Monday (YYYY-MM-DD) of the week a church date falls in. */
function weekOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`)
  const sinceMonday = (day.getUTCDay() + 6) % 7
  day.setUTCDate(day.getUTCDate() - sinceMonday)
  return day.toISOString().slice(0, 10)
}

/**
 * Which backups retention removes. Kept: every backup of the last 24 hours (so 'Back up now'
 * never pushes out last night's), the newest of each of the last `keepDaily` days that have one, and
 * the newest of each of the last `keepWeekly` weeks (Monday to Sunday) that have one, days and
 * weeks on the church's clock. Everything else goes.
 */
export function backupsToRemove(
  backups: readonly KeptBackup[],
  keep: { keepDaily: number; keepWeekly: number },
  timeZone: string,
  now: Date,
): KeptBackup[] {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
  const kept = new Set<string>()
  const days = new Set<string>()
  const weeks = new Set<string>()
  for (const backup of newestFirst) {
    if (now.getTime() - backup.createdAt.getTime() < 24 * HOUR_MS) kept.add(backup.name)
    const day = todayIn(timeZone, backup.createdAt)
    if (!days.has(day) && days.size < keep.keepDaily) {
      days.add(day)
      kept.add(backup.name)
    }
    const week = weekOf(day)
    if (!weeks.has(week) && weeks.size < keep.keepWeekly) {
      weeks.add(week)
      kept.add(backup.name)
    }
  }
  return newestFirst.filter((backup) => !kept.has(backup.name))
}
