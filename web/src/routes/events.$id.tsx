import { createFileRoute } from '@tanstack/react-router'
import { eventQueryOptions } from '../features/events/api/get-event'
import { EventDetail } from '../features/events/components/event-detail'

export const Route = createFileRoute('/events/$id')({
  // Started here, not awaited: 'Loading event details...' shows at once.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(eventQueryOptions(params.id))
  },
  component: EventDetailPage,
})

function EventDetailPage() {
  const { id } = Route.useParams()
  return <EventDetail key={id} id={id} />
}
