/** When an event ends, as calendars need it. Shared by the .ics feeds and the web's Google Calendar link. */

/** An event without an end time is shown in calendars as lasting an hour. */
export const DEFAULT_EVENT_MINUTES = 60

/** The longest an event may last: a camp, a retreat, a week of Vacation Bible School. */
export const MAX_EVENT_DAYS = 31

/** The day after (or `days` after) a 'YYYY-MM-DD' date. */
export const addDays = (date: string, days = 1) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** Whole days from one 'YYYY-MM-DD' date to another. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/** How many days after the day it starts an event ends: 0 when it has no later end date. */
export const spanDays = (event: { date: string; endDate?: string | null }) =>
  event.endDate && event.endDate > event.date ? daysBetween(event.date, event.endDate) : 0

/**
 * The end of a timed event that starts on `date` and ends `span` days later: with an end date
 * (span > 0), at its end time that day, or when that day is over when it has none; on one day, at
 * its end time when that is after the start, the next morning when it is before (10 PM – 1 AM runs
 * past midnight), else an hour after the start.
 */
export function eventEnd(date: string, startTime: string, endTime: string, span = 0): { date: string; time: string } {
  if (span > 0) return endTime ? { date: addDays(date, span), time: endTime } : { date: addDays(date, span + 1), time: '00:00' }
  if (endTime && endTime > startTime) return { date, time: endTime }
  if (endTime && endTime < startTime) return { date: addDays(date), time: endTime }
  const [h, m] = startTime.split(':').map(Number)
  const total = h * 60 + m + DEFAULT_EVENT_MINUTES
  const time = `${String(Math.floor((total % 1440) / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
  return { date: addDays(date, Math.floor(total / 1440)), time }
}

/** 'YYYY-MM-DD' + 'HH:MM' as iCalendar local time '20261224T190000'; a date alone as '20261224'. */
export const compactDate = (date: string, time?: string) => `${date.replaceAll('-', '')}${time ? `T${time.replace(':', '')}00` : ''}`
