import { SolidIcon } from '../../../components/icons'
import { CardFact, ListCard } from '../../../components/list-card'
import { ShownDate } from '../../../components/shown-date'
import { CardVideo } from '../../../components/video-embed'
import { paragraphs } from '../../../lib/text'
import type { LiveStream } from '../api/get-live-streams'
import { LiveBadge } from './live-badge'

/**
 * One service in the list: picture with a LIVE badge when streaming now, title, date, duration and
 * the first lines of its description. The title links to the service and stretches over the card;
 * the play button opens the video on YouTube.
 */
export function LiveStreamCard({ service }: { service: LiveStream }) {
  const summary = paragraphs(service.description)[0] ?? ''
  return (
    <ListCard
      picture={
        <CardVideo src={service.thumbnailUrl} href={service.youtubeUrl} title={service.title}>
          {service.isLive ? <LiveBadge className="absolute left-3 top-3 shadow" /> : null}
        </CardVideo>
      }
      to="/live-streams/$id"
      id={service.id}
      title={service.title}
    >
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-slate-700">
        <CardFact icon={<SolidIcon name="calendar" className="h-5 w-5 text-primary" />} centered>
          <ShownDate date={service.date} />
        </CardFact>
        {service.duration ? (
          <CardFact icon={<SolidIcon name="clock" className="h-5 w-5 text-primary" />} centered>
            <span>
              <span className="sr-only">Duration: </span>
              {service.duration}
            </span>
          </CardFact>
        ) : null}
      </ul>
      {summary ? <p className="text-muted line-clamp-3">{summary}</p> : null}
    </ListCard>
  )
}
