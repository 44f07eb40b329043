import { Link } from '@tanstack/react-router'
import { SolidIcon } from '../../../components/icons'
import { PlayOnYouTube, VideoThumbnail } from '../../../components/video-embed'
import { formatDate } from '../../../lib/dates'
import { sermonTitle } from '../../../lib/text'
import type { SermonSummary } from '../api/get-sermons'

/**
 * One sermon in the list: picture, series, title, speaker, date and scripture. The title links to the
 * sermon and stretches over the card for touch; the play button opens the video on YouTube.
 */
export function SermonCard({ sermon }: { sermon: SermonSummary }) {
  const title = sermonTitle(sermon.title)
  return (
    <article className="card-link">
      <div className="relative">
        <VideoThumbnail src={sermon.thumbnailUrl} />
        {sermon.youtubeUrl ? <PlayOnYouTube href={sermon.youtubeUrl} title={title} /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        {sermon.series ? (
          <p className="self-start rounded-full bg-primary px-3 py-0.5 text-sm font-semibold text-white">{sermon.series}</p>
        ) : null}
        <h2 className="card-title">
          <Link to="/sermons/$id" params={{ id: sermon.id }} className="cover-link">
            {title}
          </Link>
        </h2>
        <ul className="mt-1 space-y-1 text-slate-700">
          {sermon.speaker ? (
            <li className="flex items-start gap-2">
              <SolidIcon name="person" className="mt-0.5 h-5 w-5 text-primary" />
              <span>{sermon.speaker}</span>
            </li>
          ) : null}
          <li className="flex items-start gap-2">
            <SolidIcon name="calendar" className="mt-0.5 h-5 w-5 text-primary" />
            <time dateTime={sermon.date}>{formatDate(sermon.date)}</time>
          </li>
          {sermon.scripture ? (
            <li className="flex items-start gap-2">
              <SolidIcon name="book" className="mt-0.5 h-5 w-5 text-primary" />
              <span>{sermon.scripture}</span>
            </li>
          ) : null}
        </ul>
      </div>
    </article>
  )
}
