import { createFileRoute } from '@tanstack/react-router'
import { eventsQueryOptions } from '../features/events/api/get-events'
import { EventsList } from '../features/events/components/events-list'
import { readForPage } from '../lib/page-reads'

export const Route = createFileRoute('/events/')({
  loader: ({ context }) => readForPage(context.queryClient, [eventsQueryOptions()]),
  head: async (context) => (await import('../features/site-config/page-head')).fixedPageTags(context, '/events'),
  component: EventsList,
})
