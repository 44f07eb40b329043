/**
 * Dates and times as the site shows them, in English: 'Tuesday, December 1, 2026', '7:00 PM'.
 * Written out by hand rather than with date-fns (kept for the dashboard), so the public pages'
 * first load carries a few hundred bytes instead of its parser and formatter (about 9 KB gzipped).
 * They read and write exactly as date-fns's parse and format did: dates.test.ts compares the two.
 */

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

type Day = { year: number; month: number; day: number; weekday: number }

/**
 * A calendar date ('YYYY-MM-DD'), or null when it is not one. As date-fns's 'yyyy-MM-dd' read it:
 * up to 4 digits of year (above 0), up to 2 of month and day, a day that exists in that month.
 * A calendar date has the same weekday in every time zone: it is counted in UTC.
 */
function readDate(date: string): Day | null {
  const match = /^(\d{1,4})-(\d{1,2})-(\d{1,2})$/.exec(date)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const leap = year % 400 === 0 || (year % 4 === 0 && year % 100 !== 0)
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > DAYS_IN_MONTH[month - 1] + (leap && month === 2 ? 1 : 0)) return null
  const at = new Date(0)
  at.setUTCFullYear(year, month - 1, day)
  return { year, month, day, weekday: at.getUTCDay() }
}

const monthDayYear = ({ year, month, day }: Day) => `${MONTHS[month - 1]} ${day}, ${String(year).padStart(4, '0')}`

/** 'Tuesday, December 1, 2026'; the raw value when it is not a date. */
export function formatLongDate(date: string): string {
  const day = readDate(date)
  return day ? `${WEEKDAYS[day.weekday]}, ${monthDayYear(day)}` : date
}

/** 'December 1, 2026'; the raw value when it is not a date. */
export function formatDate(date: string): string {
  const day = readDate(date)
  return day ? monthDayYear(day) : date
}

/** '10:00 AM' from '10:00'; '' stays ''; the raw value when it is not a time (up to 2 digits each, 0-23 and 0-59). */
export function formatTime(time: string): string {
  if (!time) return ''
  const match = /^(\d{1,2}):(\d{1,2})\s*$/.exec(time)
  const [hours, minutes] = match ? [Number(match[1]), Number(match[2])] : [Number.NaN, Number.NaN]
  if (!(hours <= 23 && minutes <= 59)) return time
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`
}

/** '10:00 AM – 11:30 AM', or just the start when there is no end. */
export function formatTimeRange(start: string, end: string): string {
  const [from, to] = [formatTime(start), formatTime(end)]
  return from && to ? `${from} – ${to}` : from
}
