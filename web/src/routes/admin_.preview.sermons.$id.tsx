import { publicationBadge } from '@church/api/lib/publication'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { adminSermonQuery } from '../features/admin/sermons/api/get-admin-sermons'
import { SermonDetail } from '../features/sermons/components/sermon-detail'
import { useSiteConfig } from '../features/site-config/api/get-site-config'
import { withDefaults } from '../features/site-config/site-config'
import { useSiteOrigin } from '../lib/site-origin'

/**
 * Staff's Preview of a sermon (decision 0042): the public sermon page as visitors would see it, drawn
 * from staff's read of the record (GET /api/admin/sermons/{id}), so a draft or a scheduled sermon shows
 * before visitors can read it; the public read still answers 404. Rendered in the browser only, like
 * the dashboard, and kept from search engines.
 */
export const Route = createFileRoute('/admin_/preview/sermons/$id')({
  head: async (context) => (await import('../features/site-config/page-head')).pageTags(context, { title: 'Preview', noindex: true }),
  component: SermonPreview,
})

function SermonPreview() {
  const { id } = Route.useParams()
  const { data: sermon, isPending, error } = useQuery({ ...adminSermonQuery(id), enabled: typeof window !== 'undefined' })
  const timeZone = withDefaults(useSiteConfig().data).timezone
  const churchHost = new URL(useSiteOrigin() || 'http://localhost').hostname
  if (isPending)
    return (
      <p role="status" className="container-page text-muted py-12 text-lg">
        Loading the preview...
      </p>
    )
  if (error || !sermon)
    return (
      <div className="container-page py-12">
        <p className="text-lg">This preview is for signed-in staff, and only of a sermon they may read.</p>
        <Link to="/admin" className="mt-4 inline-block font-semibold text-primary underline">
          Go to the dashboard
        </Link>
      </div>
    )
  const badge = publicationBadge(sermon, new Date(), timeZone)
  return (
    <>
      <div role="note" className="border-b border-amber-300 bg-amber-100 px-4 py-3 text-center text-amber-950">
        <strong>Preview</strong>
        {badge ? ` · ${badge} · Visitors don’t see this sermon yet.` : ' · Published: visitors see this page.'}
      </div>
      <SermonDetail id={id} preview={sermon} churchHost={churchHost} />
    </>
  )
}
