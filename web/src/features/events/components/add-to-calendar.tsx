import { LineIcon } from '../../../components/icons'
import { useSiteOrigin } from '../../../lib/site-origin'
import type { Church } from '../../site-config/site-config'
import type { ChurchEvent } from '../api/get-event'
import { type CalendarEvent, googleCalendarHref } from '../event-display'
import { shownOccurrence } from './occurrence-parts'

type Shown = Pick<
  ChurchEvent,
  'id' | 'title' | 'description' | 'date' | 'endDate' | 'startTime' | 'endTime' | 'location' | 'isRecurring' | 'recurrenceRule' | 'next'
>

/**
 * An event page's 'Add to calendar': a one-event .ics (Apple Calendar, Outlook) and a Google Calendar
 * link. On a series' page, the series by its rule from the date it is next listed at (its times
 * as the series has them); with `date`, on the page of one date, that date alone as it happens
 * (moved, another time or place, staff's note) from its own .ics, /events/{id}/{date}.ics.
 */
export function AddToCalendar({ event, church, date = false }: { event: Shown; church: Church; date?: boolean }) {
  const origin = useSiteOrigin()
  const { occurrence: next, span } = shownOccurrence(event)
  const calendar: CalendarEvent = date
    ? {
        title: event.title,
        description: [next.note.trim(), event.description.trim()].filter(Boolean).join('\n\n'),
        date: next.date,
        startTime: next.startTime,
        endTime: next.endTime,
        location: next.location,
        span,
      }
    : {
        title: event.title,
        description: event.description,
        // A date the rule gives, at the series' own times: a moved date is the series' exception, not its start.
        date: next.on,
        startTime: event.startTime,
        endTime: event.endTime,
        location: event.location,
        span,
        recurrenceRule: event.isRecurring ? event.recurrenceRule : undefined,
      }
  const pageUrl = `${origin}/events/${event.id}${date ? `/${next.on}` : ''}`
  return (
    <div className="mt-4 grid gap-3">
      <a href={date ? `/events/${event.id}/${next.on}.ics` : `/events/${event.id}.ics`} download className="btn-outline w-full">
        <LineIcon name="calendar" className="h-5 w-5" />
        Apple or Outlook Calendar
      </a>
      <a
        href={googleCalendarHref(calendar, { timezone: church.timezone, address: church.address, pageUrl })}
        target="_blank"
        rel="noopener noreferrer"
        className="btn-outline w-full"
      >
        <LineIcon name="calendar" className="h-5 w-5" />
        Google Calendar
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </div>
  )
}
