import { Link } from '@tanstack/react-router'
import { LineIcon } from '../../../components/icons'
import { formatLongDate, formatTimeRange } from '../../../lib/dates'
import type { ChurchEvent } from '../api/get-event'
import { EventImage } from './event-image'
import { RecurrenceBadge } from './recurrence-badge'

/**
 * One upcoming event on the events page: picture, title, date with weekday, 12-hour time range,
 * location and recurrence. The title is the link; it stretches over the whole card for touch.
 */
export function EventCard({
  event,
}: {
  event: Pick<
    ChurchEvent,
    'id' | 'title' | 'date' | 'nextDate' | 'startTime' | 'endTime' | 'location' | 'imageUrl' | 'recurrenceDescription'
  >
}) {
  const time = formatTimeRange(event.startTime, event.endTime)
  return (
    <article className="card-link">
      <EventImage imageUrl={event.imageUrl} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        {event.recurrenceDescription ? (
          <div>
            <RecurrenceBadge text={event.recurrenceDescription} />
          </div>
        ) : null}
        <h2 className="card-title">
          <Link to="/events/$id" params={{ id: event.id }} className="cover-link">
            {event.title}
          </Link>
        </h2>
        <ul className="space-y-1.5 text-slate-700">
          <li className="flex items-start gap-2">
            <LineIcon name="calendar" className="mt-0.5 h-5 w-5 text-primary" />
            <time dateTime={event.nextDate}>{formatLongDate(event.nextDate)}</time>
          </li>
          {time ? (
            <li className="flex items-start gap-2">
              <LineIcon name="clock" className="mt-0.5 h-5 w-5 text-primary" />
              <span>{time}</span>
            </li>
          ) : null}
          {event.location ? (
            <li className="flex items-start gap-2">
              <LineIcon name="place" className="mt-0.5 h-5 w-5 text-primary" />
              <span>{event.location}</span>
            </li>
          ) : null}
        </ul>
      </div>
    </article>
  )
}
