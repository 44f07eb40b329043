import { formatLongDate, formatTimeRange } from '../../../lib/dates'
import { useUpcomingEvents } from '../api/get-upcoming-events'

/** Home: the next three events (SPEC Home, §9). */
export function UpcomingEvents() {
  const { data: events, isPending, error } = useUpcomingEvents()

  return (
    <section aria-labelledby="upcoming-events-title" className="container-page py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="upcoming-events-title" className="section-title">
          Upcoming Events
        </h2>
        <a href="/events" className="btn-outline">
          View All Events
        </a>
      </div>
      {isPending ? (
        <p className="text-muted mt-6" role="status">
          Loading events...
        </p>
      ) : error ? (
        <p className="mt-6 text-red-700" role="alert">
          We couldn't load upcoming events. {error.message}
        </p>
      ) : events.length === 0 ? (
        <p className="text-muted mt-6">No upcoming events right now. Check back soon for new events and opportunities to connect!</p>
      ) : (
        <ul className="mt-6 grid gap-5 md:grid-cols-3">
          {events.map((event) => (
            <li key={event.id} className="card flex flex-col p-5">
              <h3 className="text-lg font-semibold text-secondary">
                <a href={`/events/${event.id}`} className="text-inherit no-underline hover:text-primary hover:underline">
                  {event.title}
                </a>
              </h3>
              <p className="mt-2 font-medium text-primary">
                <time dateTime={event.date}>{formatLongDate(event.date)}</time>
              </p>
              {event.startTime ? <p className="text-muted">{formatTimeRange(event.startTime, event.endTime)}</p> : null}
              {event.location ? <p className="text-muted mt-1">{event.location}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
