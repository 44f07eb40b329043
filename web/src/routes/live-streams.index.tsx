import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../components/page-header'
import { liveStreamsQueryOptions } from '../features/live-streams/api/get-live-streams'
import { nextServiceQueryOptions } from '../features/live-streams/api/get-next-service'
import { LiveStreamList } from '../features/live-streams/components/live-stream-list'
import { LiveWorshipPromo } from '../features/live-streams/components/live-worship-promo'
import { NextServiceCard } from '../features/live-streams/components/next-service-card'
import { type ServiceView, ServiceView as ServiceViewSchema } from '../features/live-streams/service-filters'

export const Route = createFileRoute('/live-streams/')({
  // Search, type filter and sort live in the URL, so a view can be shared.
  validateSearch: ServiceViewSchema,
  // Started here, not awaited: the page shows 'Loading live streams...' at once.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(liveStreamsQueryOptions())
    void context.queryClient.prefetchQuery(nextServiceQueryOptions())
  },
  component: LiveStreamsPage,
})

function LiveStreamsPage() {
  const view = Route.useSearch()
  const navigate = Route.useNavigate()

  const onViewChange = (patch: Partial<ServiceView>) => {
    void navigate({
      // Defaults and empty text leave the URL.
      search: (previous) => {
        const next = { ...previous, ...patch }
        return {
          search: next.search || undefined,
          type: next.type === 'all' ? undefined : next.type,
          sort: next.sort === 'date' ? undefined : next.sort,
        }
      },
      replace: true,
      resetScroll: false,
    })
  }

  return (
    <>
      <PageHeader title="Live Streams & Services">
        Worship with us from home, from the road or from the beach. Watch this Sunday's service live, or catch up on a recent one.
      </PageHeader>
      <div className="container-page grid gap-12 py-8 sm:py-12">
        <NextServiceCard />
        <LiveStreamList view={view} onViewChange={onViewChange} />
        <LiveWorshipPromo />
      </div>
    </>
  )
}
