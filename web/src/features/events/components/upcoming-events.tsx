import { Link } from '@tanstack/react-router'
import { formatLongDate, formatTimeRange } from '../../../lib/dates'
import { useUpcomingEvents } from '../api/get-upcoming-events'

/** Home: the next three events (SPEC Home, §9), each linking to its page. */
export function UpcomingEvents() {
  const { data: events, isPending, error, refetch, isFetching } = useUpcomingEvents()

  return (
    <section aria-labelledby="upcoming-events-title" className="bg-white py-14">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="upcoming-events-title" className="section-title">
            Upcoming Events
          </h2>
          <Link to="/events" className="btn-outline">
            View All Events
          </Link>
        </div>
        {isPending ? (
          <p className="text-muted mt-6" role="status">
            Loading events...
          </p>
        ) : error ? (
          <div className="text-muted mt-6 flex flex-wrap items-center gap-x-4 gap-y-2" role="status">
            <p>We couldn't load upcoming events just now.</p>
            <button
              type="button"
              className="font-semibold text-primary underline underline-offset-4"
              onClick={() => refetch()}
              disabled={isFetching}
            >
              Try again
            </button>
          </div>
        ) : events.length === 0 ? (
          <p className="text-muted mt-6">No upcoming events right now. Check back soon for new events and opportunities to connect!</p>
        ) : (
          <ul className="mt-6 grid gap-5 md:grid-cols-3">
            {events.map((event) => (
              <li key={event.id} className="card flex flex-col border-t-4 border-t-primary p-5">
                <p className="text-sm font-semibold uppercase tracking-wide text-primary">
                  <time dateTime={event.date}>{formatLongDate(event.date)}</time>
                </p>
                <h3 className="mt-2 text-lg font-semibold text-secondary">
                  <Link to="/events/$id" params={{ id: event.id }} className="text-inherit no-underline hover:text-primary hover:underline">
                    {event.title}
                  </Link>
                </h3>
                {event.startTime ? <p className="text-muted mt-1">{formatTimeRange(event.startTime, event.endTime)}</p> : null}
                {event.location ? <p className="text-muted mt-1">{event.location}</p> : null}
                {event.recurrenceDescription ? <p className="mt-3 text-sm text-slate-600">{event.recurrenceDescription}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
