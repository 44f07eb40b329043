import { Link } from '@tanstack/react-router'
import { LineIcon } from '../../../components/icons'
import type { ChurchEvent } from '../api/get-event'
import { EventImage } from './event-image'
import { CancelledBadge, NoticeBox, OccurrenceDate, shownOccurrence } from './occurrence-parts'
import { RecurrenceBadge } from './recurrence-badge'

/**
 * One upcoming event on the events page: picture, title, the date it is listed at (its next one
 * when it repeats, as changed: 'Cancelled', moved, a new time or place), its days when it lasts
 * several, the 12-hour time range, location and recurrence. The title is the link; it stretches
 * over the whole card for touch.
 */
export function EventCard({
  event,
}: {
  event: Pick<
    ChurchEvent,
    'id' | 'title' | 'date' | 'endDate' | 'next' | 'startTime' | 'endTime' | 'location' | 'imageUrl' | 'recurrenceDescription'
  >
}) {
  const { occurrence, span, severalDays, time, notice } = shownOccurrence(event)
  return (
    <article className="card-link">
      <EventImage imageUrl={event.imageUrl} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        {occurrence.cancelled || event.recurrenceDescription ? (
          <div className="flex flex-wrap items-center gap-2">
            {occurrence.cancelled ? <CancelledBadge /> : null}
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
            <LineIcon name="calendar" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
            <span>
              <OccurrenceDate date={occurrence.date} span={span} severalDays={severalDays} cancelled={occurrence.cancelled} />
            </span>
          </li>
          {time ? (
            <li className="flex items-start gap-2">
              <LineIcon name="clock" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
              <span>{time}</span>
            </li>
          ) : null}
          {occurrence.location ? (
            <li className="flex items-start gap-2">
              <LineIcon name="place" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
              <span>{occurrence.location}</span>
            </li>
          ) : null}
        </ul>
        <NoticeBox notice={notice} />
      </div>
    </article>
  )
}
