import { publicationBadge } from '@church/api/lib/publication'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { RecordPreview } from '../features/admin/components/record-preview'
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
  const read = useQuery({ ...adminSermonQuery(id), enabled: typeof window !== 'undefined' })
  const timeZone = withDefaults(useSiteConfig().data).timezone
  const churchHost = new URL(useSiteOrigin() || 'http://localhost').hostname
  return (
    <RecordPreview read={read} noun="sermon" badge={(sermon) => publicationBadge(sermon, new Date(), timeZone)}>
      {(sermon) => <SermonDetail id={id} preview={sermon} churchHost={churchHost} />}
    </RecordPreview>
  )
}
