import { Link } from '@tanstack/react-router'
import { VideoEmbed } from '../../../components/video-embed'
import { ApiError } from '../../../lib/api'
import { formatDate } from '../../../lib/dates'
import { sermonTitle } from '../../../lib/text'
import { useSermon } from '../api/get-sermon'
import { SermonDescription } from './sermon-description'
import { SermonIcon } from './sermon-icons'

type SermonDetailProps = {
  id: string
  /** The church site's host, so its links are labelled 'Website' in Connect With Us. */
  churchHost?: string
  /** The church's YouTube channel, offered when a sermon has no video. */
  youtubeChannel?: string
}

const BackToSermons = ({ className = 'btn-primary' }: { className?: string }) => (
  <Link to="/sermons" className={className}>
    Back to Sermons
  </Link>
)

/** /sermons/{id} (SPEC §2): loading, error, not found, and the sermon with its video and description. */
export function SermonDetail({ id, churchHost, youtubeChannel }: SermonDetailProps) {
  const { data: sermon, isPending, error } = useSermon(id)

  if (isPending) {
    return (
      // A screen tall, so the footer does not jump when the page arrives.
      <div className="min-h-dvh">
        <p role="status" className="text-muted container-page py-24 text-center text-lg">
          Loading sermon...
        </p>
      </div>
    )
  }
  if (error instanceof ApiError && error.status === 404) {
    return (
      <div className="container-page py-20">
        <div className="card mx-auto max-w-xl p-8 text-center">
          <h1 className="text-2xl font-bold text-secondary sm:text-3xl">Sermon Not Found</h1>
          <p className="text-muted mt-3 break-words">
            We couldn't find a sermon with the ID <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-800">{id}</code>.
          </p>
          <div className="mt-6">
            <BackToSermons />
          </div>
        </div>
      </div>
    )
  }
  if (error) {
    return (
      <div className="container-page py-20">
        <div role="alert" className="card mx-auto max-w-xl p-8 text-center">
          <h1 className="text-2xl font-bold text-secondary sm:text-3xl">Error Loading Sermon</h1>
          <p className="text-muted mt-3 break-words">{error.message}</p>
          <div className="mt-6">
            <BackToSermons />
          </div>
        </div>
      </div>
    )
  }

  const title = sermonTitle(sermon.title)
  return (
    <article>
      <header className="bg-gradient-to-br from-secondary to-primary text-white">
        <div className="container-page py-10 sm:py-14">
          <div className="mx-auto max-w-4xl">
            <Link to="/sermons" className="inline-flex items-center gap-1 text-white/90 no-underline hover:text-white hover:underline">
              <span aria-hidden="true">←</span> Back to Sermons
            </Link>
            {sermon.series ? (
              <p className="mt-5">
                <span className="sr-only">Series: </span>
                <span className="inline-block rounded-full bg-white/15 px-3 py-1 text-sm font-semibold text-white ring-1 ring-white/40">
                  {sermon.series}
                </span>
              </p>
            ) : null}
            <h1 className="mt-3 max-w-4xl text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl">{title}</h1>
            <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-white/90">
              {sermon.speaker ? (
                <li className="flex items-center gap-2">
                  <SermonIcon name="person" />
                  <span className="sr-only">Speaker: </span>
                  {sermon.speaker}
                </li>
              ) : null}
              <li className="flex items-center gap-2">
                <SermonIcon name="calendar" />
                <span className="sr-only">Date: </span>
                <time dateTime={sermon.date}>{formatDate(sermon.date)}</time>
              </li>
              {sermon.duration ? (
                <li className="flex items-center gap-2">
                  <SermonIcon name="clock" />
                  <span className="sr-only">Duration: </span>
                  {sermon.duration}
                </li>
              ) : null}
              {sermon.scripture ? (
                <li className="flex items-center gap-2">
                  <SermonIcon name="book" />
                  <span className="sr-only">Scripture: </span>
                  {sermon.scripture}
                </li>
              ) : null}
            </ul>
          </div>
        </div>
      </header>

      <div className="container-page py-8 sm:py-12">
        <div className="mx-auto grid max-w-4xl gap-6">
          <VideoEmbed url={sermon.youtubeUrl} title={title} thumbnailUrl={sermon.thumbnailUrl} fallbackHref={youtubeChannel} />
          <SermonDescription text={sermon.description} churchHost={churchHost} />
          {sermon.tags.length > 0 ? (
            <section aria-labelledby="sermon-topics" className="card p-6 sm:p-8">
              <h2 id="sermon-topics" className="text-xl font-bold text-secondary">
                Topics
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {sermon.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800 ring-1 ring-slate-300">
                    {tag}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {sermon.audioUrl ? (
            <section aria-labelledby="sermon-audio" className="card p-6 sm:p-8">
              <h2 id="sermon-audio" className="text-xl font-bold text-secondary">
                Audio Version
              </h2>
              {/* biome-ignore lint/a11y/useMediaCaption: a sermon recording; there are no captions to offer */}
              <audio controls preload="none" src={sermon.audioUrl} className="mt-4 w-full">
                <a href={sermon.audioUrl}>Download the audio</a>
              </audio>
            </section>
          ) : null}
        </div>
      </div>
    </article>
  )
}
