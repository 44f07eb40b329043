import { createFileRoute } from '@tanstack/react-router'
import { liveStreamsQueryOptions } from '../features/live-streams/api/get-live-streams'
import { nextSundayServiceQueryOptions } from '../features/live-streams/api/get-next-sunday-service'
import { LiveStreamsPage } from '../features/live-streams/components/live-streams-page'
import { readServiceView, type ServiceView } from '../features/live-streams/service-filters'
import { readForPage } from '../lib/page-reads'

export const Route = createFileRoute('/live-streams/')({
  // Search, type filter, sort and page live in the URL, so a view can be shared and opened without JavaScript.
  validateSearch: readServiceView,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => readForPage(context.queryClient, [liveStreamsQueryOptions(deps), nextSundayServiceQueryOptions()]),
  head: async (context) => (await import('../features/site-config/page-head')).fixedPageTags(context, '/live-streams'),
  component: LiveStreamsRoute,
})

function LiveStreamsRoute() {
  const view = Route.useSearch()
  const navigate = Route.useNavigate()

  const onViewChange = (patch: Partial<ServiceView>) => {
    void navigate({
      // Defaults and empty text leave the URL; another view starts again at the first page.
      search: (previous) => {
        const next = { ...previous, ...patch }
        return {
          search: next.search || undefined,
          type: next.type === 'all' ? undefined : next.type,
          sort: next.sort === 'date' ? undefined : next.sort,
          page: 'page' in patch ? patch.page : undefined,
        }
      },
      replace: true,
      resetScroll: false,
    })
  }

  return <LiveStreamsPage view={view} onViewChange={onViewChange} />
}
