import { createFileRoute } from '@tanstack/react-router'
import { eventMonthQueryOptions, eventsQueryOptions } from '../features/events/api/get-events'
import { EventsPage } from '../features/events/components/events-list'
import { readEventsView } from '../features/events/events-view'
import { readForPage } from '../lib/page-reads'

export const Route = createFileRoute('/events/')({
  // The view and the month live in the URL, so the month view is shared, reloaded and stepped through without JavaScript.
  validateSearch: readEventsView,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    readForPage(context.queryClient, [deps.view === 'month' ? eventMonthQueryOptions(deps.month) : eventsQueryOptions()]),
  head: async (context) => (await import('../features/site-config/page-head')).fixedPageTags(context, '/events'),
  component: EventsRoute,
})

function EventsRoute() {
  return <EventsPage view={Route.useSearch()} />
}
