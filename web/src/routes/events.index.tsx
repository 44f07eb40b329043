import { createFileRoute } from '@tanstack/react-router'
import { eventsQueryOptions } from '../features/events/api/get-events'
import { EventsList } from '../features/events/components/events-list'

export const Route = createFileRoute('/events/')({
  // Started here, not awaited: the page shows 'Loading events...' at once.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(eventsQueryOptions())
  },
  component: EventsList,
})
