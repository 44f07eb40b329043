import { createFileRoute } from '@tanstack/react-router'
import { eventQueryOptions } from '../features/events/api/get-event'
import { EventDetail } from '../features/events/components/event-detail'
import { ServingSection } from '../features/serving/components/serving-section'
import { readRecordForPage } from '../lib/page-reads'
import { eventPageReads } from './-event-page-reads'

export const Route = createFileRoute('/events/$id')({
  loader: async ({ context, params }) => {
    const { servingDayQueryOptions, registrationQueryOptions } = await eventPageReads()
    return readRecordForPage(context.queryClient, eventQueryOptions(params.id), [
      servingDayQueryOptions(params.id),
      registrationQueryOptions(params.id, ''),
    ])
  },
  head: async (context) => (await import('../features/events/event-head')).eventHead(context),
  component: EventDetailPage,
  notFoundComponent: EventDetailPage,
})

function EventDetailPage() {
  const { id } = Route.useParams()
  return (
    <>
      <EventDetail key={id} id={id} />
      <ServingSection key={`serving-${id}`} eventId={id} />
    </>
  )
}
