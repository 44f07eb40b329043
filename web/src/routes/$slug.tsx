import { createFileRoute, Navigate } from '@tanstack/react-router'
import { NotFoundPage } from '../components/layout/not-found-page'
import { movedTo, useSitePage } from '../features/site-pages/api/get-site-page'
import { SitePageState, SitePageView } from '../features/site-pages/components/site-page'

/**
 * A page staff wrote, at its address (/{slug}, decision 0046): rendered on the server, and kept for
 * offline visits like every page. A renamed page's old address is sent on to its address now (308).
 * The site's own routes outrank this one (the router tries fixed paths first), and a page may never
 * take their addresses (api/src/modules/site-pages/addresses.ts). The loader's and the head's code
 * load when first asked: none of it is in home's first load (web/first-load.budget.ts).
 */
export const Route = createFileRoute('/$slug')({
  loader: async ({ context, params }) =>
    (await import('../features/site-pages/load-site-page')).loadSitePage(context.queryClient, params.slug),
  head: async (context) => (await import('../features/site-pages/site-page-head')).sitePageHead(context),
  component: SitePageRoute,
  // No page at this address (or not yet, a draft's): the site's own 404 page, with the status 404 on the server.
  notFoundComponent: NotFoundPage,
})

function SitePageRoute() {
  const { slug } = Route.useParams()
  const { data, error } = useSitePage(slug)
  const moved = movedTo(data, slug)
  if (moved) return <Navigate to="/$slug" params={{ slug: moved }} replace />
  if (!data || !('page' in data)) return <SitePageState error={error} />
  return <SitePageView page={data.page} />
}
