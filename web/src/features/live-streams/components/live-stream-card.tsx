import { Link } from '@tanstack/react-router'
import { SolidIcon } from '../../../components/icons'
import { PlayOnYouTube, VideoThumbnail } from '../../../components/video-embed'
import { formatDate } from '../../../lib/dates'
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
    <article className="card-link">
      <div className="relative">
        <VideoThumbnail src={service.thumbnailUrl} />
        {service.isLive ? <LiveBadge className="absolute left-3 top-3 shadow" /> : null}
        {service.youtubeUrl ? <PlayOnYouTube href={service.youtubeUrl} title={service.title} /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="card-title">
          <Link to="/live-streams/$id" params={{ id: service.id }} className="cover-link">
            {service.title}
          </Link>
        </h2>
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-slate-700">
          <li className="flex items-center gap-2">
            <SolidIcon name="calendar" className="h-5 w-5 text-primary" />
            <time dateTime={service.date}>{formatDate(service.date)}</time>
          </li>
          {service.duration ? (
            <li className="flex items-center gap-2">
              <SolidIcon name="clock" className="h-5 w-5 text-primary" />
              <span>
                <span className="sr-only">Duration: </span>
                {service.duration}
              </span>
            </li>
          ) : null}
        </ul>
        {summary ? <p className="text-muted line-clamp-3">{summary}</p> : null}
      </div>
    </article>
  )
}
