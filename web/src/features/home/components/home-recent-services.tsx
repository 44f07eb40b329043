import { formatClock } from '@church/api/lib/service-times'
import { Link } from '@tanstack/react-router'
import { formatDate } from '../../../lib/dates'
import { useServiceTimes } from '../../church/api/get-service-times'
import { useRecentServices } from '../../live-streams/api/get-recent-services'
import { SermonThumbnail } from '../../sermons/components/sermon-thumbnail'
import { HomeListSection } from './home-list-section'

/** Home: the three newest recorded or live services (docs/product.md#home), each linking to its page. */
export function HomeRecentServices() {
  const { main } = useServiceTimes()
  return (
    <HomeListSection
      id="recent-services-title"
      title="Recent Services"
      viewAll={{ to: '/live-streams', label: 'View All Services' }}
      white
      query={useRecentServices()}
      texts={{
        loading: 'Loading live streams...',
        failed: "We couldn't load recent services just now.",
        empty: main ? `No services available. Join us in person on Sundays at ${formatClock(main.time)}.` : 'No services available.',
      }}
      itemClassName="card relative flex flex-col overflow-hidden"
    >
      {(service) => (
        <>
          <SermonThumbnail src={service.thumbnailUrl} />
          {service.isLive ? (
            <span className="absolute left-3 top-3 rounded bg-red-700 px-2 py-0.5 text-xs font-bold tracking-wider text-white">LIVE</span>
          ) : null}
          <div className="flex flex-1 flex-col p-5">
            <h3 className="text-lg font-semibold text-secondary">
              <Link to="/live-streams/$id" params={{ id: service.id }} className="title-link">
                {service.title}
              </Link>
            </h3>
            <p className="text-muted mt-2 text-sm">
              <time dateTime={service.date}>{formatDate(service.date)}</time>
              {service.duration ? ` · ${service.duration}` : null}
            </p>
          </div>
        </>
      )}
    </HomeListSection>
  )
}
