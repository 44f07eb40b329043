import { createFileRoute } from '@tanstack/react-router'
import { eventQueryOptions } from '../features/events/api/get-event'
import { eventDateQueryOptions } from '../features/events/api/get-event-date'
import { EventDateDetail } from '../features/events/components/event-date-detail'
import { ServingSection } from '../features/serving/components/serving-section'
import { readRecordForPage } from '../lib/page-reads'
import { eventPageReads } from './-event-page-reads'

/**
 * One date of a series (decision 0025), beside the series' page rather than inside it. The series
 * is read too: its coming dates are listed under this one.
 */
export const Route = createFileRoute('/events/$id_/$date')({
  loader: async ({ context, params }) => {
    const { servingDayQueryOptions, registrationQueryOptions } = await eventPageReads()
    return readRecordForPage(context.queryClient, eventDateQueryOptions(params.id, params.date), [
      eventQueryOptions(params.id),
      servingDayQueryOptions(params.id, params.date),
      registrationQueryOptions(params.id, params.date),
    ])
  },
  head: async (context) => (await import('../features/events/event-head')).eventDateHead(context),
  component: EventDatePage,
  notFoundComponent: EventDatePage,
})

function EventDatePage() {
  const { id, date } = Route.useParams()
  return (
    <>
      <EventDateDetail key={`${id}/${date}`} id={id} date={date} />
      <ServingSection key={`serving-${id}/${date}`} eventId={id} date={date} />
    </>
  )
}
