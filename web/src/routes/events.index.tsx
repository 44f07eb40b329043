import { createFileRoute } from '@tanstack/react-router'
import { eventsQueryOptions } from '../features/events/api/get-events'
import { EventsList } from '../features/events/components/events-list'
import { fixedPageTags } from '../features/site-config/page-head'
import { readForPage } from '../lib/page-reads'

export const Route = createFileRoute('/events/')({
  loader: ({ context }) => readForPage(context.queryClient, [eventsQueryOptions()]),
  head: (context) => fixedPageTags(context, '/events'),
  component: EventsList,
})
