import { Link } from '@tanstack/react-router'
import { VideoThumbnail } from '../../../components/video-embed'
import { formatDate } from '../../../lib/dates'
import { paragraphs } from '../../../lib/text'
import type { LiveStream } from '../api/get-live-streams'
import { LiveBadge } from './live-badge'
import { ServiceIcon } from './service-icons'

/**
 * One service in the list: picture with a LIVE badge when streaming now, title, date, duration and
 * the first lines of its description. The title links to the service and stretches over the card;
 * the play button opens the video on YouTube.
 */
export function LiveStreamCard({ service }: { service: LiveStream }) {
  const summary = paragraphs(service.description)[0] ?? ''
  return (
    <article className="card relative flex h-full flex-col overflow-hidden transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="relative">
        <VideoThumbnail src={service.thumbnailUrl} />
        {service.isLive ? <LiveBadge className="absolute left-3 top-3 shadow" /> : null}
        {service.youtubeUrl ? (
          <a
            href={service.youtubeUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Play ${service.title} on YouTube`}
            className="absolute bottom-3 right-3 z-10 flex h-12 w-12 items-center justify-center rounded-full bg-white text-primary shadow-lg transition-transform hover:scale-105"
          >
            <ServiceIcon name="play" className="ml-0.5 h-6 w-6" />
          </a>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="text-xl font-bold leading-snug text-secondary">
          <Link
            to="/live-streams/$id"
            params={{ id: service.id }}
            className="text-inherit no-underline after:absolute after:inset-0 after:content-[''] hover:text-primary hover:underline"
          >
            {service.title}
          </Link>
        </h2>
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-slate-700">
          <li className="flex items-center gap-2">
            <ServiceIcon name="calendar" className="h-5 w-5 text-primary" />
            <time dateTime={service.date}>{formatDate(service.date)}</time>
          </li>
          {service.duration ? (
            <li className="flex items-center gap-2">
              <ServiceIcon name="clock" className="h-5 w-5 text-primary" />
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
