/** When an event ends, as calendars need it. Shared by the .ics feeds and the web's Google Calendar link. */

/** An event without an end time is shown in calendars as lasting an hour. */
export const DEFAULT_EVENT_MINUTES = 60

/** The day after (or `days` after) a 'YYYY-MM-DD' date. */
export const addDays = (date: string, days = 1) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/**
 * The end of a timed event: its end time that day when it has one after the start, else an hour
 * after the start (which may be the next day).
 */
export function eventEnd(date: string, startTime: string, endTime: string): { date: string; time: string } {
  if (endTime && endTime > startTime) return { date, time: endTime }
  const [h, m] = startTime.split(':').map(Number)
  const total = h * 60 + m + DEFAULT_EVENT_MINUTES
  const time = `${String(Math.floor((total % 1440) / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`
  return { date: addDays(date, Math.floor(total / 1440)), time }
}

/** 'YYYY-MM-DD' + 'HH:MM' as iCalendar local time '20261224T190000'; a date alone as '20261224'. */
export const compactDate = (date: string, time?: string) => `${date.replaceAll('-', '')}${time ? `T${time.replace(':', '')}00` : ''}`
