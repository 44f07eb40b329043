import { PageHeader } from '../../../components/page-header'
import { ListLoadError, ListLoading, ListMessage } from '../../../components/page-states'
import { useEvents } from '../api/get-events'
import { CalendarSubscribe } from './calendar-subscribe'
import { EventCard } from './event-card'

/** /events: up to nine upcoming events as cards, with the loading and empty texts of docs/product.md#events-list. */
export function EventsList() {
  const { data: events, isPending, error, refetch, isFetching } = useEvents()

  return (
    <>
      <PageHeader title="Upcoming Events">
        Worship, study, shared meals and service: there is always a place for you at the table. Come as you are and bring a friend.
      </PageHeader>
      <div className="container-page py-10 sm:py-14">
        {isPending ? (
          <ListLoading text="Loading events..." />
        ) : error ? (
          <ListLoadError title="We couldn't load events" error={error} retry={() => void refetch()} retrying={isFetching} />
        ) : events.length === 0 ? (
          <ListMessage title="No Upcoming Events">Check back soon for new events and opportunities to connect!</ListMessage>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {events.map((event, index) => (
              <li key={event.id}>
                <EventCard event={event} first={index === 0} />
              </li>
            ))}
          </ul>
        )}
        <CalendarSubscribe />
      </div>
    </>
  )
}
