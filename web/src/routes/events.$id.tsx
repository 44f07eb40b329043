import { createFileRoute } from '@tanstack/react-router'
import { eventQueryOptions } from '../features/events/api/get-event'
import { EventDetail } from '../features/events/components/event-detail'
import { readForPage } from '../lib/page-reads'

export const Route = createFileRoute('/events/$id')({
  loader: ({ context, params }) => readForPage(context.queryClient, [eventQueryOptions(params.id)]),
  component: EventDetailPage,
})

function EventDetailPage() {
  const { id } = Route.useParams()
  return <EventDetail key={id} id={id} />
}
