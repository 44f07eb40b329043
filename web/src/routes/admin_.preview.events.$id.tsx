import { publicationBadge } from '@church/api/lib/publication'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
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
  const { data: event, isPending, error } = useQuery({ ...adminEventQuery(id), enabled: typeof window !== 'undefined' })
  const timeZone = withDefaults(useSiteConfig().data).timezone
  if (isPending)
    return (
      <p role="status" className="container-page text-muted py-12 text-lg">
        Loading the preview...
      </p>
    )
  if (error || !event)
    return (
      <div className="container-page py-12">
        <p className="text-lg">This preview is for signed-in staff, and only of an event they may read.</p>
        <Link to="/admin" className="mt-4 inline-block font-semibold text-primary underline">
          Go to the dashboard
        </Link>
      </div>
    )
  const badge = publicationBadge(event, new Date(), timeZone)
  return (
    <>
      <div role="note" className="border-b border-amber-300 bg-amber-100 px-4 py-3 text-center text-amber-950">
        <strong>Preview</strong>
        {badge ? ` · ${badge} · Visitors don’t see this event yet.` : ' · Published: visitors see this page.'}
      </div>
      <EventDetail id={id} preview={event} />
    </>
  )
}
