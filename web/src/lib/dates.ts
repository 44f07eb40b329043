import { format, isValid, parse } from 'date-fns'

/** A calendar date ('YYYY-MM-DD') taken at local noon, so no time zone moves it to another day. */
function atNoon(date: string): Date | null {
  const day = parse(`${date} 12:00`, 'yyyy-MM-dd HH:mm', new Date())
  return isValid(day) ? day : null
}

/** 'Tuesday, December 1, 2026'; the raw value when it is not a date. */
export function formatLongDate(date: string): string {
  const day = atNoon(date)
  return day ? format(day, 'EEEE, MMMM d, yyyy') : date
}

/** 'December 1, 2026'; the raw value when it is not a date. */
export function formatDate(date: string): string {
  const day = atNoon(date)
  return day ? format(day, 'MMMM d, yyyy') : date
}

/** '10:00 AM' from '10:00'; '' stays ''. */
export function formatTime(time: string): string {
  if (!time) return ''
  const at = parse(time, 'HH:mm', new Date())
  return isValid(at) ? format(at, 'h:mm a') : time
}

/** '10:00 AM – 11:30 AM', or just the start when there is no end. */
export function formatTimeRange(start: string, end: string): string {
  const [from, to] = [formatTime(start), formatTime(end)]
  return from && to ? `${from} – ${to}` : from
}
