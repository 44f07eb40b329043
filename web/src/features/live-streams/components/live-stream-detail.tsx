import { CardSection } from '../../../components/card-section'
import { DetailError, DetailFact, DetailPage } from '../../../components/detail-page'
import { LinkedParagraphs } from '../../../components/linked-text'
import { PageLoading } from '../../../components/page-states'
import { ShownDate } from '../../../components/shown-date'
import { VideoEmbed } from '../../../components/video-embed'
import { paragraphs } from '../../../lib/text'
import { useLiveStream } from '../api/get-live-stream'
import { LiveBadge } from './live-badge'

const BACK = { to: '/live-streams', label: 'Back to Services' } as const

/** /live-streams/{id} (docs/product.md#live-stream-page): loading, error, not found, and the service with its video. */
export function LiveStreamDetail({ id }: { id: string }) {
  const { data: service, isPending, error } = useLiveStream(id)

  if (isPending) return <PageLoading text="Loading service..." />
  if (error) return <DetailError error={error} id={id} noun="Service" back={BACK} />

  const about = paragraphs(service.description)
  return (
    <DetailPage
      back={BACK}
      badge={service.isLive ? <LiveBadge /> : null}
      title={service.title}
      facts={
        <>
          <DetailFact icon="calendar" label="Date">
            <ShownDate date={service.date} />
          </DetailFact>
          <DetailFact icon="clock" label="Duration" text={service.duration} />
        </>
      }
    >
      <VideoEmbed url={service.youtubeUrl} title={service.title} thumbnailUrl={service.thumbnailUrl} />
      {about.length > 0 ? (
        <CardSection id="about-service" title="About This Service">
          <LinkedParagraphs paragraphs={about} className="mt-4 space-y-4 leading-relaxed text-slate-700 sm:text-lg" />
        </CardSection>
      ) : null}
    </DetailPage>
  )
}
