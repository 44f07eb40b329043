import { createFileRoute } from '@tanstack/react-router'
import { eventCategoriesQueryOptions, eventMonthQueryOptions, eventsQueryOptions } from '../features/events/api/get-events'
import { EventsPage } from '../features/events/components/events-list'
import { readEventsView } from '../features/events/events-view'
import { readForPage, readRecordForPage } from '../lib/page-reads'

export const Route = createFileRoute('/events/')({
  // The view, the month and the category live in the URL, so each is shared, reloaded and stepped through without JavaScript.
  validateSearch: readEventsView,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const events = deps.view === 'month' ? eventMonthQueryOptions(deps.month, deps.category) : eventsQueryOptions(deps.category)
    // A category no one has (the API's 404) makes the page a missing page (decision 0057).
    return deps.category === undefined
      ? readForPage(context.queryClient, [events, eventCategoriesQueryOptions()])
      : readRecordForPage(context.queryClient, events, [eventCategoriesQueryOptions()])
  },
  head: async (context) => (await import('../features/events/event-head')).eventsHead(context, context.match.search),
  component: EventsRoute,
  notFoundComponent: EventsRoute,
})

function EventsRoute() {
  return <EventsPage view={Route.useSearch()} />
}
