import { Link } from '@tanstack/react-router'
import { VideoThumbnail } from '../../../components/video-embed'
import { formatDate } from '../../../lib/dates'
import { sermonTitle } from '../../../lib/text'
import type { SermonSummary } from '../api/get-sermons'
import { SermonIcon } from './sermon-icons'

/**
 * One sermon in the list: picture, series, title, speaker, date and scripture. The title links to the
 * sermon and stretches over the card for touch; the play button opens the video on YouTube.
 */
export function SermonCard({ sermon }: { sermon: SermonSummary }) {
  const title = sermonTitle(sermon.title)
  return (
    <article className="card relative flex h-full flex-col overflow-hidden transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="relative">
        <VideoThumbnail src={sermon.thumbnailUrl} />
        {sermon.youtubeUrl ? (
          <a
            href={sermon.youtubeUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Play ${title} on YouTube`}
            className="absolute bottom-3 right-3 z-10 flex h-12 w-12 items-center justify-center rounded-full bg-white text-primary shadow-lg transition-transform hover:scale-105"
          >
            <SermonIcon name="play" className="ml-0.5 h-6 w-6" />
          </a>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        {sermon.series ? (
          <p className="self-start rounded-full bg-primary px-3 py-0.5 text-sm font-semibold text-white">{sermon.series}</p>
        ) : null}
        <h2 className="text-xl font-bold leading-snug text-secondary">
          <Link
            to="/sermons/$id"
            params={{ id: sermon.id }}
            className="text-inherit no-underline after:absolute after:inset-0 after:content-[''] hover:text-primary hover:underline"
          >
            {title}
          </Link>
        </h2>
        <ul className="mt-1 space-y-1 text-slate-700">
          {sermon.speaker ? (
            <li className="flex items-start gap-2">
              <SermonIcon name="person" className="mt-0.5 h-5 w-5 text-primary" />
              <span>{sermon.speaker}</span>
            </li>
          ) : null}
          <li className="flex items-start gap-2">
            <SermonIcon name="calendar" className="mt-0.5 h-5 w-5 text-primary" />
            <time dateTime={sermon.date}>{formatDate(sermon.date)}</time>
          </li>
          {sermon.scripture ? (
            <li className="flex items-start gap-2">
              <SermonIcon name="book" className="mt-0.5 h-5 w-5 text-primary" />
              <span>{sermon.scripture}</span>
            </li>
          ) : null}
        </ul>
      </div>
    </article>
  )
}
