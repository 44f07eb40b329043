import { publicationBadge } from '@church/api/lib/publication'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { RecordPreview } from '../features/admin/components/record-preview'
import { adminEventQuery } from '../features/admin/events/api/get-admin-events'
import { EventDetail } from '../features/events/components/event-detail'
import { useSiteConfig } from '../features/site-config/api/get-site-config'
import { withDefaults } from '../features/site-config/site-config'

/**
 * Staff's Preview of an event (decision 0042): the public event page as visitors would see it, drawn
 * from staff's read of the record (GET /api/admin/events/{id}), so a draft or a scheduled event shows
 * before visitors can read it; the public read still answers 404. Rendered in the browser only, like
 * the dashboard, and kept from search engines.
 */
export const Route = createFileRoute('/admin_/preview/events/$id')({
  head: async (context) => (await import('../features/site-config/page-head')).pageTags(context, { title: 'Preview', noindex: true }),
  component: EventPreview,
})

function EventPreview() {
  const { id } = Route.useParams()
  const read = useQuery({ ...adminEventQuery(id), enabled: typeof window !== 'undefined' })
  const timeZone = withDefaults(useSiteConfig().data).timezone
  return (
    <RecordPreview read={read} noun="event" badge={(event) => publicationBadge(event, new Date(), timeZone)}>
      {(event) => <EventDetail id={id} preview={event} />}
    </RecordPreview>
  )
}
