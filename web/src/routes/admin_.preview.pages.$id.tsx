import { publicationBadge } from '@church/api/lib/publication'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { RecordPreview } from '../features/admin/components/record-preview'
import { adminSitePageQuery } from '../features/admin/pages/api/get-admin-pages'
import { useSiteConfig } from '../features/site-config/api/get-site-config'
import { withDefaults } from '../features/site-config/site-config'
import { SitePageView } from '../features/site-pages/components/site-page'

/**
 * Staff's Preview of a page (decision 0042): the page as visitors would see it at its address, drawn
 * from staff's read of it (GET /api/admin/pages/{id}, its text drawn by the same renderer), so a draft
 * or a scheduled page shows before visitors can read it; the public read still answers 404. Rendered
 * in the browser only, like the dashboard, and kept from search engines.
 */
export const Route = createFileRoute('/admin_/preview/pages/$id')({
  head: async (context) => (await import('../features/site-config/page-head')).pageTags(context, { title: 'Preview', noindex: true }),
  component: PagePreview,
})

function PagePreview() {
  const { id } = Route.useParams()
  const read = useQuery({ ...adminSitePageQuery(id), enabled: typeof window !== 'undefined' })
  const timeZone = withDefaults(useSiteConfig().data).timezone
  return (
    <RecordPreview read={read} noun="page" badge={(page) => publicationBadge(page, new Date(), timeZone)}>
      {(page) => <SitePageView page={page} />}
    </RecordPreview>
  )
}
