import { Link } from '@tanstack/react-router'
import { formatLongDate, formatTimeRange } from '../../../lib/dates'
import { useUpcomingEvents } from '../../events/api/get-upcoming-events'
import { HomeListSection } from './home-list-section'

/** Home: the next three events (SPEC Home, §9), each linking to its page. */
export function HomeUpcomingEvents() {
  return (
    <HomeListSection
      id="upcoming-events-title"
      title="Upcoming Events"
      viewAll={{ to: '/events', label: 'View All Events' }}
      white
      query={useUpcomingEvents()}
      texts={{
        loading: 'Loading events...',
        failed: "We couldn't load upcoming events just now.",
        empty: 'No upcoming events right now. Check back soon for new events and opportunities to connect!',
      }}
      itemClassName="card flex flex-col border-t-4 border-t-primary p-5"
    >
      {(event) => (
        <>
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">
            <time dateTime={event.nextDate}>{formatLongDate(event.nextDate)}</time>
          </p>
          <h3 className="mt-2 text-lg font-semibold text-secondary">
            <Link to="/events/$id" params={{ id: event.id }} className="title-link">
              {event.title}
            </Link>
          </h3>
          {event.startTime ? <p className="text-muted mt-1">{formatTimeRange(event.startTime, event.endTime)}</p> : null}
          {event.location ? <p className="text-muted mt-1">{event.location}</p> : null}
          {event.recurrenceDescription ? <p className="mt-3 text-sm text-slate-600">{event.recurrenceDescription}</p> : null}
        </>
      )}
    </HomeListSection>
  )
}
