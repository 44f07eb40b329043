import { Link } from '@tanstack/react-router'
import { PageHeader } from '../../../components/page-header'
import { ListLoadError, ListLoading, ListMessage } from '../../../components/page-states'
import { useEvents } from '../api/get-events'
import type { EventsView } from '../events-view'
import { CalendarSubscribe } from './calendar-subscribe'
import { EventCard } from './event-card'
import { EventsMonth } from './events-month'

const VIEW_LINK = 'inline-flex min-h-11 items-center rounded-lg px-4 py-2 font-semibold no-underline'

/**
 * /events: the upcoming events as cards (docs/product.md#events-list), or with ?view=month the
 * month view (events-month.tsx); both offer the calendar feed. The two views are plain links.
 */
export function EventsPage({ view }: { view: EventsView }) {
  const month = view.view === 'month'
  return (
    <>
      <PageHeader title={month ? 'Events Calendar' : 'Upcoming Events'}>
        Worship, study, shared meals and service: there is always a place for you at the table. Come as you are and bring a friend.
      </PageHeader>
      <div className="container-page grid gap-8 py-10 sm:py-14">
        <nav aria-label="Events view" className="flex justify-center">
          <ul className="inline-flex gap-1 rounded-xl border-2 border-slate-200 bg-white p-1">
            <li>
              <Link
                to="/events"
                aria-current={month ? undefined : 'page'}
                className={`${VIEW_LINK} ${month ? 'text-slate-700 hover:bg-slate-100' : 'bg-primary text-white'}`}
              >
                List
              </Link>
            </li>
            <li>
              <Link
                to="/events"
                search={{ view: 'month' }}
                aria-current={month ? 'page' : undefined}
                className={`${VIEW_LINK} ${month ? 'bg-primary text-white' : 'text-slate-700 hover:bg-slate-100'}`}
              >
                Month
              </Link>
            </li>
          </ul>
        </nav>
        {month ? <EventsMonth month={view.month} /> : <UpcomingEvents />}
        <CalendarSubscribe />
      </div>
    </>
  )
}

/** Up to nine upcoming events as cards, with the loading and empty texts of docs/product.md#events-list. */
function UpcomingEvents() {
  const { data: events, isPending, error, refetch, isFetching } = useEvents()
  if (isPending) return <ListLoading text="Loading events..." />
  if (error) return <ListLoadError title="We couldn't load events" error={error} retry={() => void refetch()} retrying={isFetching} />
  if (events.length === 0)
    return <ListMessage title="No Upcoming Events">Check back soon for new events and opportunities to connect!</ListMessage>
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event, index) => (
        <li key={event.id}>
          <EventCard event={event} first={index === 0} />
        </li>
      ))}
    </ul>
  )
}
