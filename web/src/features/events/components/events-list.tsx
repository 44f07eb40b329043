import { Link } from '@tanstack/react-router'
import { PageHeader } from '../../../components/page-header'
import { ListLoadError, ListLoading, ListMessage, PageMessage } from '../../../components/page-states'
import { type PublicEventCategory, useEventCategories, useEvents } from '../api/get-events'
import type { EventsView } from '../events-view'
import { CalendarSubscribe } from './calendar-subscribe'
import { EventCard } from './event-card'
import { EventsMonth } from './events-month'

const VIEW_LINK = 'inline-flex min-h-11 items-center rounded-lg px-4 py-2 font-semibold no-underline'

/**
 * /events: the upcoming events as cards (docs/product.md#events-list), or with ?view=month the
 * month view (events-month.tsx); both offer the calendar feed. The two views are plain links, and so
 * is the row of categories (decision 0057): 'All', then each category with events coming, each
 * keeping the view and the month, so a visitor filters without JavaScript.
 */
export function EventsPage({ view }: { view: EventsView }) {
  const month = view.view === 'month'
  const categories = useEventCategories()
  const category = view.category === undefined ? undefined : categories.data?.find((c) => c.slug === view.category)
  // An address no category has: a missing page, as the server answered it (404), never an empty list.
  if (view.category !== undefined && (categories.data ? !category : categories.isError)) return <CategoryNotFound />
  const name = category?.name ?? ''
  return (
    <>
      <PageHeader title={category ? `${name} ${month ? 'Events Calendar' : 'Events'}` : month ? 'Events Calendar' : 'Upcoming Events'}>
        {category?.description ||
          'Worship, study, shared meals and service: there is always a place for you at the table. Come as you are and bring a friend.'}
      </PageHeader>
      <div className="container-page grid gap-8 py-10 sm:py-14">
        <div className="grid gap-4">
          <nav aria-label="Events view" className="flex justify-center">
            <ul className="inline-flex gap-1 rounded-xl border-2 border-slate-200 bg-white p-1">
              <li>
                <Link
                  to="/events"
                  search={view.category === undefined ? {} : { category: view.category }}
                  aria-current={month ? undefined : 'page'}
                  className={`${VIEW_LINK} ${month ? 'text-slate-700 hover:bg-slate-100' : 'bg-primary text-white'}`}
                >
                  List
                </Link>
              </li>
              <li>
                <Link
                  to="/events"
                  search={{ view: 'month', ...(view.category !== undefined && { category: view.category }) }}
                  aria-current={month ? 'page' : undefined}
                  className={`${VIEW_LINK} ${month ? 'bg-primary text-white' : 'text-slate-700 hover:bg-slate-100'}`}
                >
                  Month
                </Link>
              </li>
            </ul>
          </nav>
          <CategoryLinks view={view} categories={categories.data ?? []} />
        </div>
        {month ? <EventsMonth month={view.month} category={view.category} /> : <UpcomingEvents category={view.category} />}
        <CalendarSubscribe category={category} />
      </div>
    </>
  )
}

const CATEGORY_LINK = 'inline-flex min-h-11 items-center rounded-full border-2 px-4 py-1.5 text-sm font-semibold no-underline'

/**
 * 'All', then each category that has events coming (and the one shown, even without), in staff's
 * order; the one shown is marked (aria-current). Plain links keeping the view and the month.
 */
function CategoryLinks({ view, categories }: { view: EventsView; categories: PublicEventCategory[] }) {
  const shown = categories.filter((c) => c.upcoming > 0 || c.slug === view.category)
  if (shown.length === 0) return null
  const keep = { ...(view.view && { view: view.view }), ...(view.month && { month: view.month }) }
  const link = (slug: string | undefined, words: string) => {
    const current = view.category === slug
    return (
      <li key={slug ?? ''}>
        <Link
          to="/events"
          search={{ ...keep, ...(slug !== undefined && { category: slug }) }}
          aria-current={current ? 'page' : undefined}
          className={`${CATEGORY_LINK} ${current ? 'border-primary bg-primary text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-primary hover:text-primary'}`}
        >
          {words}
        </Link>
      </li>
    )
  }
  return (
    <nav aria-label="Event categories">
      <ul className="flex flex-wrap justify-center gap-2">
        {link(undefined, 'All')}
        {shown.map((c) => link(c.slug, c.name))}
      </ul>
    </nav>
  )
}

/** /events?category=… naming no category: said in words, with the way to every event. */
function CategoryNotFound() {
  return (
    <div className="container-page py-16">
      <PageMessage
        title="Category Not Found"
        action={
          <Link to="/events" className="btn-primary">
            See All Events
          </Link>
        }
      >
        There is no such kind of event here. It may have been renamed or removed.
      </PageMessage>
    </div>
  )
}

/** Up to nine upcoming events as cards, with the loading and empty texts of docs/product.md#events-list. */
function UpcomingEvents({ category }: { category?: string }) {
  const { data: events, isPending, error, refetch, isFetching } = useEvents(category)
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
