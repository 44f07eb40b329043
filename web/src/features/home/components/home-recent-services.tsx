import { formatClock } from '@church/api/lib/service-times'
import { useServiceTimes } from '../../church/api/get-service-times'
import { useRecentServices } from '../../live-streams/api/get-recent-services'
import { SermonThumbnail } from '../../sermons/components/sermon-thumbnail'
import { DayLine, HomeCard, HomeListSection } from './home-list-section'

/** Home: the three newest recorded or live services (docs/product.md#home), each linking to its page. */
export function HomeRecentServices() {
  const { main } = useServiceTimes()
  return (
    <HomeListSection
      title="Recent Services"
      to="/live-streams"
      white
      query={useRecentServices()}
      loading="Loading live streams..."
      empty={main ? `No services available. Join us in person on Sundays at ${formatClock(main.time)}.` : 'No services available.'}
    >
      {(service) => (
        <HomeCard
          picture={
            <>
              <SermonThumbnail src={service.thumbnailUrl} />
              {service.isLive ? (
                <span className="absolute left-3 top-3 rounded bg-red-700 px-2 py-0.5 text-xs font-bold tracking-wider text-white">
                  LIVE
                </span>
              ) : null}
            </>
          }
          to="/live-streams/$id"
          id={service.id}
          title={service.title}
        >
          <DayLine date={service.date} also={service.duration} className="text-muted mt-2 text-sm" />
        </HomeCard>
      )}
    </HomeListSection>
  )
}
