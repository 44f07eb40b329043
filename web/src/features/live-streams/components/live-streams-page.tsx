import { PageHeader } from '../../../components/page-header'
import type { ServiceView } from '../service-filters'
import { LiveStreamList } from './live-stream-list'
import { LiveWorshipPromo } from './live-worship-promo'
import { NextSundayServiceCard } from './next-sunday-service-card'

/** The Live Streams page: this Sunday's service, the list of past ones (its view kept in the URL by the route), the promo. */
export function LiveStreamsPage({ view, onViewChange }: { view: ServiceView; onViewChange: (patch: Partial<ServiceView>) => void }) {
  return (
    <>
      <PageHeader title="Live Streams & Services">
        Worship with us from home, from the road or from the beach. Watch this Sunday's service live, or catch up on a recent one.
      </PageHeader>
      <div className="container-page grid gap-12 py-8 sm:py-12">
        <NextSundayServiceCard />
        <LiveStreamList view={view} onViewChange={onViewChange} />
        <LiveWorshipPromo />
      </div>
    </>
  )
}
