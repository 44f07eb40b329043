const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a real calendar date written YYYY-MM-DD (pure: pages and the web read it without the form rules). */
export function isCalendarDate(value: string): boolean {
  const m = CALENDAR_DATE.exec(value)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
}

/** 'Wed, Nov 25, 2026' (without `year`: 'Wed, Nov 25') for a calendar date, the same in every zone. */
export const dayWords = (date: string, year = true) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(year && { year: 'numeric' }),
    timeZone: 'UTC',
  })

/** Today's date (YYYY-MM-DD) in the church's time zone: "upcoming" never means UTC. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/** The church's clock at `now`: its date and 'HH:MM' time in `timeZone` (what "upcoming" is measured against). */
export function churchNow(timeZone: string, now: Date = new Date()): { date: string; time: string; timeZone: string } {
  const { year, month, day, hour, minute } = wallParts(timeZone, now)
  const two = (n: number) => String(n).padStart(2, '0')
  return { date: `${year}-${two(month)}-${two(day)}`, time: `${two(hour)}:${two(minute)}`, timeZone }
}

/** One formatter per zone: making one costs far more than using it. */
const wallClocks = new Map<string, Intl.DateTimeFormat>()
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let clock = wallClocks.get(timeZone)
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    wallClocks.set(timeZone, clock)
  }
  return clock
}

/** The wall clock of `timeZone` at the instant `at`, as numbers. */
function wallParts(timeZone: string, at: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  return Object.fromEntries(
    wallClock(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>
}

/** Minutes east of UTC that `timeZone` is at the instant `at` (America/Chicago in July: -300). */
export function utcOffsetMinutes(timeZone: string, at: Date): number {
  const parts = wallParts(timeZone, at)
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second)
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000)
}

/** The instant a wall-clock date and 'HH:MM' time in `timeZone` denotes. */
export function zonedInstant(timeZone: string, date: string, time = '00:00'): Date {
  const [y, m, d] = date.split('-').map(Number)
  const [hh, mm] = time.split(':').map(Number)
  const wall = Date.UTC(y, m - 1, d, hh, mm)
  const guess = wall - utcOffsetMinutes(timeZone, new Date(wall)) * 60_000
  return new Date(wall - utcOffsetMinutes(timeZone, new Date(guess)) * 60_000)
}

/** '-06:00' style offset for ISO 8601 and JSON-LD. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}

/** A local date and time in the church's zone as ISO 8601 with its UTC offset: '2026-11-24T10:00:00-06:00'. */
export function zonedIso(timeZone: string, date: string, time: string): string {
  return `${date}T${time}:00${formatOffset(utcOffsetMinutes(timeZone, zonedInstant(timeZone, date, time)))}`
}
