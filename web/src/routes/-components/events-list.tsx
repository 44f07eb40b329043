import { useEvents } from '../../features/events/api/get-events'
import { EventCard } from '../../features/events/components/event-card'

/** /events: up to nine upcoming events as cards, with the SPEC's loading and empty texts. */
export function EventsList() {
  const { data: events, isPending, error, refetch, isFetching } = useEvents()

  return (
    <>
      <section className="bg-gradient-to-br from-secondary to-primary text-white">
        <div className="container-page py-12 sm:py-16">
          <h1 className="text-3xl font-bold sm:text-4xl lg:text-5xl">Upcoming Events</h1>
          <p className="mt-3 max-w-2xl text-lg text-white/90">
            Worship, study, shared meals and service: there is always a place for you at the table. Come as you are and bring a friend.
          </p>
        </div>
      </section>
      <div className="container-page py-10 sm:py-14">
        {isPending ? (
          <p role="status" className="text-muted py-16 text-center text-lg">
            Loading events...
          </p>
        ) : error ? (
          <div role="alert" className="card mx-auto max-w-xl p-8 text-center">
            <h2 className="text-xl font-bold text-secondary">We couldn't load events</h2>
            <p className="text-muted mt-2">{error.message}</p>
            <button type="button" className="btn-primary mt-6" onClick={() => void refetch()} disabled={isFetching}>
              Try Again
            </button>
          </div>
        ) : events.length === 0 ? (
          <div className="card mx-auto max-w-xl p-8 text-center">
            <h2 className="text-xl font-bold text-secondary">No Upcoming Events</h2>
            <p className="text-muted mt-2">Check back soon for new events and opportunities to connect!</p>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
