/**
 * The church's regular service times as staff keep them in the Church tab, and how every public
 * place writes them. Pure code: the server (page heads, JSON-LD, feeds, emails) and the web app
 * (hero, footer, contact, plan a visit, kids church, live-stream promo) share it.
 */
import { todayIn, zonedInstant } from './dates'

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** 'main': the Sunday service of the hero, promo, plan a visit, heads and feeds; 'kids': Kids Church's time; '': listed only. */
export const SERVICE_ROLES = ['main', 'kids', ''] as const
export type ServiceRole = (typeof SERVICE_ROLES)[number]

export type ServiceTime = { name: string; day: string; time: string; place: string; note: string; role: string }

/** What the site shows before anything is loaded, and what a database without rows falls back to: the seeded Sunday service. */
export const DEFAULT_MAIN_SERVICE: ServiceTime = {
  name: 'Sunday Worship',
  day: 'Sunday',
  time: '10:30',
  place: 'Main Sanctuary',
  note: '',
  role: 'main',
}

/** How long the main service lasts (about an hour and a quarter): JSON-LD's closing time. */
export const SERVICE_LENGTH_MINUTES = 75

/** The main Sunday service: the one marked 'main', else the first on a Sunday, else the first, else the default. */
export function mainService<T extends ServiceTime>(times: readonly T[]): T | ServiceTime {
  return times.find((t) => t.role === 'main') ?? times.find((t) => t.day === 'Sunday') ?? times[0] ?? DEFAULT_MAIN_SERVICE
}

/** The times listed in the footer and on the contact page: all but the Kids Church time. */
export const listedServices = <T extends ServiceTime>(times: readonly T[]): T[] => times.filter((t) => t.role !== 'kids')

/** '10:30 AM' from '10:30', '7:00 PM' from '19:00' (in running text, `style` 'a.m.': '10:30 a.m.'); anything else as it is. */
export function formatClock(time: string, style: 'AM' | 'a.m.' = 'AM'): string {
  const m = /^(\d{2}):(\d{2})$/.exec(time)
  if (!m) return time
  const hour = Number(m[1])
  const half = hour < 12 ? 'AM' : 'PM'
  return `${hour % 12 || 12}:${m[2]} ${style === 'AM' ? half : half === 'AM' ? 'a.m.' : 'p.m.'}`
}

/** 'HH:MM' plus `minutes`, on the same day (capped at 23:59). */
export function addMinutes(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number)
  const total = Math.min(h * 60 + m + minutes, 23 * 60 + 59)
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
}

/** The time zone as people write it at the instant `at`: 'CST' or 'CDT' for America/Chicago (never EST). */
export function zoneLabel(timeZone: string, at: Date): string {
  try {
    return (
      new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')
        ?.value ?? ''
    )
  } catch {
    return ''
  }
}

/** The zone label of a wall-clock date and time in `timeZone`: 'CST' in December, 'CDT' in July (America/Chicago). */
export const zoneLabelOn = (timeZone: string, date: string, time: string) => zoneLabel(timeZone, zonedInstant(timeZone, date, time))

/**
 * The next time `day` at `time` comes round in `timeZone` after `now` (today's counts until it has
 * passed), as an instant: the moment a zone label is read for.
 */
export function nextOccurrence(service: Pick<ServiceTime, 'day' | 'time'>, timeZone: string, now: Date = new Date()): Date {
  const target = WEEKDAYS.indexOf(service.day as Weekday)
  const today = todayIn(timeZone, now)
  const [y, mo, d] = today.split('-').map(Number)
  const weekday = new Date(Date.UTC(y, mo - 1, d)).getUTCDay()
  const time = /^\d{2}:\d{2}$/.test(service.time) ? service.time : '12:00'
  let days = target < 0 ? 0 : (target - weekday + 7) % 7
  if (days === 0 && target >= 0 && zonedInstant(timeZone, today, time) <= now) days = 7
  const date = new Date(Date.UTC(y, mo - 1, d + days)).toISOString().slice(0, 10)
  return zonedInstant(timeZone, date, time)
}

/** '10:30 AM CST': the time with its zone label at the service's next occurrence. */
export function clockWithZone(service: Pick<ServiceTime, 'day' | 'time'>, timeZone: string, now: Date = new Date()): string {
  const label = zoneLabel(timeZone, nextOccurrence(service, timeZone, now))
  return label ? `${formatClock(service.time)} ${label}` : formatClock(service.time)
}

/** How lists write a time next to its name: '10:30 AM' when the name says the day ('Sunday Worship'), else 'Tuesday 10:00 AM'. */
export function whenOf(service: Pick<ServiceTime, 'name' | 'day' | 'time'>): string {
  const clock = formatClock(service.time)
  return service.name.toLowerCase().includes(service.day.toLowerCase()) ? clock : `${service.day} ${clock}`
}

/**
 * How the next-service card writes a dated service's time with its zone: '10:30 AM CST', or on a
 * one-week change 'This Sunday at 9:00 AM CST (usually 10:30 AM)'.
 */
export function datedClock(time: string, zone: string, change: SundayChange | null): string {
  const at = `${change ? change.words : formatClock(time)}${zone ? ` ${zone}` : ''}`
  return change ? `${at} (usually ${change.usualTime})` : at
}

/** One week's dated Sunday service at another hour than the usual one, as every public place words it. */
export type SundayChange = {
  /** 'This Sunday at 9:00 AM', 'Next Sunday at 9:00 AM' or 'Sunday, Dec 20 at 9:00 AM'. */
  words: string
  /** The usual time it replaces that day: '10:00 AM'. */
  usualTime: string
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000)

/**
 * Whether the dated Sunday service visitors are shown (`dated`, the next one not over) is a change
 * for that one week from the usual Sunday time (`usual`, the main service of the Church tab), and
 * how to say so (docs/product.md#one-sunday-time). It is one only when the usual service is on a
 * Sunday at a clock time, the dated service falls on a Sunday, and no service dated that day
 * (`sameDay`, its times) is at the usual time. Named from `today`, the church's date: 'This Sunday'
 * up to six days ahead (today's included, until it is over), 'Next Sunday' seven days ahead (a
 * Sunday afternoon once today's is over), else its date.
 */
export function sundayChange(
  dated: { date: string; time: string },
  sameDay: readonly string[],
  usual: Pick<ServiceTime, 'day' | 'time'>,
  today: string,
): SundayChange | null {
  if (usual.day !== 'Sunday' || !/^\d{2}:\d{2}$/.test(usual.time)) return null
  if (new Date(`${dated.date}T12:00:00Z`).getUTCDay() !== 0) return null
  if (dated.time === usual.time || sameDay.includes(usual.time)) return null
  const days = daysBetween(today, dated.date)
  if (days < 0) return null
  const day =
    days <= 6
      ? 'This Sunday'
      : days === 7
        ? 'Next Sunday'
        : new Date(`${dated.date}T12:00:00Z`).toLocaleDateString('en-US', {
            weekday: 'long',
            month: 'short',
            day: 'numeric',
            timeZone: 'UTC',
          })
  return { words: `${day} at ${formatClock(dated.time)}`, usualTime: formatClock(usual.time) }
}
