/** Calendar-date arithmetic on 'YYYY-MM-DD' strings, in plain UTC (no time zones involved), and the church year. */
import { adventSunday, easterDay } from '../../lib/church-year'

export const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value

export function dateToUtc(date: string): number {
  const [y, m, d] = date.split('-').map(Number)
  return Date.UTC(y, m - 1, d)
}

export function addDays(date: string, days: number): string {
  return new Date(dateToUtc(date) + days * 86_400_000).toISOString().slice(0, 10)
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(dateToUtc(date)).getUTCDay()
}

/** 'November 15, 2026' */
export function longDate(date: string): string {
  return new Date(dateToUtc(date)).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' })
}

/** The first date on or after `today` that `inYear` gives for this year or the next. */
export function nextOnOrAfter(today: string, inYear: (year: number) => string): string {
  const year = Number(today.slice(0, 4))
  const candidate = inYear(year)
  return candidate >= today ? candidate : inYear(year + 1)
}

export type ChurchSeason = 'advent' | 'christmas' | 'epiphany' | 'lent' | 'easter' | 'pentecost'

/** Easter and Advent Sunday are the church year's own (lib/church-year.ts); the demo's seasons count from them. */
export { adventSunday, easterDay }

export function churchSeason(date: string): ChurchSeason {
  const year = Number(date.slice(0, 4))
  if (date >= `${year}-12-25` || date <= `${year}-01-05`) return 'christmas'
  if (date >= adventSunday(year)) return 'advent'
  const easter = easterDay(year)
  if (date < addDays(easter, -46)) return 'epiphany'
  if (date < easter) return 'lent'
  if (date < addDays(easter, 49)) return 'easter'
  return 'pentecost'
}

/**
 * When a demo record falls, relative to today (demo/events.json's `when`):
 * `{ weekday, fromDay? }` the first such weekday (0 = Sunday) on or after today plus fromDay days;
 * `{ lastWeekday }` the latest such weekday before today; `{ day }` today plus day days;
 * `{ monthDay: 'MM-DD' }` and `{ sundayOfAdvent }` the next such day on or after today.
 */
export type DemoDate =
  | { weekday: number; fromDay?: number }
  | { lastWeekday: number }
  | { day: number }
  | { monthDay: string }
  | { sundayOfAdvent: number }

export function demoDate(today: string, when: DemoDate): string {
  const day = 'weekday' in when ? when.weekday : 'lastWeekday' in when ? when.lastWeekday : 0
  if (!Number.isInteger(day) || day < 0 || day > 6) throw new Error(`demo data: no weekday ${day} in ${JSON.stringify(when)}`)
  if ('weekday' in when) {
    const from = addDays(today, when.fromDay ?? 0)
    return addDays(from, (when.weekday - weekday(from) + 7) % 7)
  }
  if ('lastWeekday' in when) return addDays(today, -((weekday(today) - when.lastWeekday + 7) % 7 || 7))
  if ('day' in when) return addDays(today, when.day)
  if ('monthDay' in when) return nextOnOrAfter(today, (year) => `${year}-${when.monthDay}`)
  if ('sundayOfAdvent' in when) return nextOnOrAfter(today, (year) => addDays(adventSunday(year), 7 * (when.sundayOfAdvent - 1)))
  throw new Error(`demo data: unreadable date rule ${JSON.stringify(when)}`)
}
