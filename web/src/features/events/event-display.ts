import { addDays, compactDate, eventEnd } from '@church/api/lib/event-times'

/**
 * The 'Contact Us' mailto of an event page (SPEC §2): to the church's email, subject
 * 'Event Inquiry: {title}'. The subject is percent-encoded so '&', '?' or '#' in a title
 * can't end it early or add other mail headers.
 */
export const eventInquiryHref = (email: string, title: string) => `mailto:${email}?subject=${encodeURIComponent(`Event Inquiry: ${title}`)}`

/** Where an event's picture comes from: its own image, or the local default photo (never an internet stock URL). */
export const DEFAULT_EVENT_IMAGE = '/images/event-default.svg'
export const eventImageSrc = (imageUrl: string | null | undefined) => imageUrl?.trim() || DEFAULT_EVENT_IMAGE

type CalendarEvent = {
  title: string
  description: string
  nextDate: string
  startTime: string
  endTime: string
  location: string
  isRecurring: boolean
  recurrenceRule: string
}

/**
 * 'Add to Google Calendar': Google's event template link, in the church's time zone, repeating
 * by the event's rule; an event without a time is an all-day event.
 */
export function googleCalendarHref(event: CalendarEvent, opts: { timezone: string; address: string; pageUrl: string }) {
  const dates = event.startTime
    ? (() => {
        const end = eventEnd(event.nextDate, event.startTime, event.endTime)
        return `${compactDate(event.nextDate, event.startTime)}/${compactDate(end.date, end.time)}`
      })()
    : `${compactDate(event.nextDate)}/${compactDate(addDays(event.nextDate))}`
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates,
    ctz: opts.timezone,
    details: [event.description.trim(), opts.pageUrl].filter(Boolean).join('\n\n'),
    location: event.location || opts.address,
  })
  if (event.isRecurring && event.recurrenceRule) params.set('recur', `RRULE:${event.recurrenceRule}`)
  return `https://calendar.google.com/calendar/render?${params}`
}
