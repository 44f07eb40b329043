import { addDays, compactDate, eventEnd } from '@church/api/lib/event-times'

/**
 * The 'Contact Us' mailto of an event page (docs/product.md#event-page): to the church's email, subject
 * 'Event Inquiry: {title}'. The subject is percent-encoded so '&', '?' or '#' in a title
 * can't end it early or add other mail headers.
 */
export const eventInquiryHref = (email: string, title: string) => `mailto:${email}?subject=${encodeURIComponent(`Event Inquiry: ${title}`)}`

/** Where an event's picture comes from: its own image, or the local default photo (never an internet stock URL). */
export const DEFAULT_EVENT_IMAGE = '/images/event-default.svg'
export const eventImageSrc = (imageUrl: string | null | undefined) => imageUrl?.trim() || DEFAULT_EVENT_IMAGE

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** A calendar date as a UTC midnight (a date has the same weekday everywhere), or null when it is not one. */
function readDay(date: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null
  const day = new Date(`${date}T00:00:00Z`)
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date ? null : day
}

/** 'Wed, Nov 25', or 'Wed, Nov 25, 2026' with its year; the raw value when it is not a date. */
export function shortDate(date: string, withYear = false): string {
  const day = readDay(date)
  if (!day) return date
  const words = `${WEEKDAYS[day.getUTCDay()]}, ${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}`
  return withYear ? `${words}, ${day.getUTCFullYear()}` : words
}

/** 'Wed' */
const weekdayOf = (date: string) => {
  const day = readDay(date)
  return day ? WEEKDAYS[day.getUTCDay()] : ''
}

/** The parts of a date or time an occurrence is shown with. */
type Timed = { date: string; startTime: string; endTime: string }

/**
 * Whether an occurrence lasting `span` days after its first is shown as several days ('Fri, Dec 4 –
 * Sun, Dec 6'): not a late night, which ends the next morning before it began (10 PM – 1 AM keeps
 * its one date).
 */
export const isSeveralDays = (span: number, { startTime, endTime }: Omit<Timed, 'date'>) =>
  span > 0 && !(span === 1 && startTime !== '' && endTime !== '' && endTime <= startTime)

/**
 * The days of an occurrence as a range: 'Fri, Dec 4 – Sun, Dec 6, 2026' (each year named when it
 * runs into the next one). Only for one shown as several days (isSeveralDays).
 */
export function dayRange(date: string, span: number): { first: string; last: string; lastDate: string } {
  const lastDate = addDays(date, span)
  const sameYear = lastDate.slice(0, 4) === date.slice(0, 4)
  return { first: shortDate(date, !sameYear), last: shortDate(lastDate, true), lastDate }
}

/**
 * The time line of an occurrence: '10:00 AM – 11:30 AM' (late: '10:00 PM – 1:00 AM'); over several
 * days each end with its weekday, 'Fri 6:00 PM – Sun 11:00 AM', or 'Starts Fri 6:00 PM' with no end.
 * '' for an all-day event.
 */
export function timeLine(occurrence: Timed, span: number, format: (time: string) => string): string {
  const { date, startTime, endTime } = occurrence
  if (!startTime) return ''
  if (!isSeveralDays(span, occurrence)) return endTime ? `${format(startTime)} – ${format(endTime)}` : format(startTime)
  const start = `${weekdayOf(date)} ${format(startTime)}`
  return endTime ? `${start} – ${weekdayOf(addDays(date, span))} ${format(endTime)}` : `Starts ${start}`
}

/** What a date of a series says besides its date and time. */
export interface OccurrenceNotice {
  cancelled: boolean
  /** A changed date in a few words: 'Moved from Wed, Nov 25', 'Time changed', 'Place changed'; '' when unchanged. */
  change: string
  /** Staff's word to visitors: 'No study on Thanksgiving week'. */
  note: string
}

type SeriesTimes = { startTime: string; endTime: string; location: string }
type ShownOccurrence = Timed & { on: string; location: string; cancelled: boolean; changed: boolean; note: string }

/**
 * The notice of an occurrence (cancelled, moved from its date, its time or place changed, staff's
 * note), or null for a date as the series has it. `series`: the event's own times and place.
 */
export function occurrenceNotice(series: SeriesTimes, occurrence: ShownOccurrence): OccurrenceNotice | null {
  const note = occurrence.note.trim()
  if (!occurrence.cancelled && !occurrence.changed && !note) return null
  const timeChanged = occurrence.startTime !== series.startTime || occurrence.endTime !== series.endTime
  const placeChanged = occurrence.location !== series.location
  const change =
    occurrence.cancelled || !occurrence.changed
      ? ''
      : occurrence.date !== occurrence.on
        ? `Moved from ${shortDate(occurrence.on)}`
        : timeChanged && placeChanged
          ? 'Time and place changed'
          : placeChanged
            ? 'Place changed'
            : 'Time changed'
  return { cancelled: occurrence.cancelled, change, note }
}

/** What a Google Calendar link needs: one date (and how many more days it lasts), or a series by its rule. */
export type CalendarEvent = Timed & {
  title: string
  description: string
  location: string
  /** Days after its first that each occurrence lasts (spanDays). */
  span: number
  /** The series' rule, without 'RRULE:'; absent for one date. */
  recurrenceRule?: string
}

/**
 * 'Add to Google Calendar': Google's event template link, in the church's time zone, lasting its
 * days (a late night to the next morning, a camp to its last day), repeating by the event's rule
 * when it has one; an event without a time is an all-day event.
 */
export function googleCalendarHref(event: CalendarEvent, opts: { timezone: string; address: string; pageUrl: string }) {
  const dates = event.startTime
    ? (() => {
        const end = eventEnd(event.date, event.startTime, event.endTime, event.span)
        return `${compactDate(event.date, event.startTime)}/${compactDate(end.date, end.time)}`
      })()
    : `${compactDate(event.date)}/${compactDate(addDays(event.date, event.span + 1))}`
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates,
    ctz: opts.timezone,
    details: [event.description.trim(), opts.pageUrl].filter(Boolean).join('\n\n'),
    location: event.location || opts.address,
  })
  if (event.recurrenceRule) params.set('recur', `RRULE:${event.recurrenceRule}`)
  return `https://calendar.google.com/calendar/render?${params}`
}
