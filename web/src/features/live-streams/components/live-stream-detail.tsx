import { Link } from '@tanstack/react-router'
import { LinkedParagraph } from '../../../components/linked-text'
import { VideoEmbed } from '../../../components/video-embed'
import { ApiError } from '../../../lib/api'
import { formatDate } from '../../../lib/dates'
import { paragraphs } from '../../../lib/text'
import { useLiveStream } from '../api/get-live-stream'
import { LiveBadge } from './live-badge'
import { ServiceIcon } from './service-icons'

const BackToServices = ({ className = 'btn-primary' }: { className?: string }) => (
  <Link to="/live-streams" className={className}>
    Back to Services
  </Link>
)

/** /live-streams/{id} (SPEC §2): loading, error, not found, and the service with its video. */
export function LiveStreamDetail({ id, youtubeChannel }: { id: string; youtubeChannel?: string }) {
  const { data: service, isPending, error } = useLiveStream(id)

  if (isPending) {
    return (
      // A screen tall, so the footer does not jump when the page arrives.
      <div className="min-h-dvh">
        <p role="status" className="text-muted container-page py-24 text-center text-lg">
          Loading service...
        </p>
      </div>
    )
  }
  if (error instanceof ApiError && error.status === 404) {
    return (
      <div className="container-page py-20">
        <div className="card mx-auto max-w-xl p-8 text-center">
          <h1 className="text-2xl font-bold text-secondary sm:text-3xl">Service Not Found</h1>
          <p className="text-muted mt-3 break-words">
            We couldn't find a service with the ID <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-800">{id}</code>.
          </p>
          <div className="mt-6">
            <BackToServices />
          </div>
        </div>
      </div>
    )
  }
  if (error) {
    return (
      <div className="container-page py-20">
        <div role="alert" className="card mx-auto max-w-xl p-8 text-center">
          <h1 className="text-2xl font-bold text-secondary sm:text-3xl">Error Loading Service</h1>
          <p className="text-muted mt-3 break-words">{error.message}</p>
          <div className="mt-6">
            <BackToServices />
          </div>
        </div>
      </div>
    )
  }

  const about = paragraphs(service.description)
  return (
    <article>
      <header className="bg-gradient-to-br from-secondary to-primary text-white">
        <div className="container-page py-10 sm:py-14">
          <div className="mx-auto max-w-4xl">
            <Link to="/live-streams" className="inline-flex items-center gap-1 text-white/90 no-underline hover:text-white hover:underline">
              <span aria-hidden="true">←</span> Back to Services
            </Link>
            {service.isLive ? (
              <p className="mt-5">
                <LiveBadge />
              </p>
            ) : null}
            <h1 className="mt-3 max-w-4xl text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl">{service.title}</h1>
            <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-white/90">
              <li className="flex items-center gap-2">
                <ServiceIcon name="calendar" />
                <span className="sr-only">Date: </span>
                <time dateTime={service.date}>{formatDate(service.date)}</time>
              </li>
              {service.duration ? (
                <li className="flex items-center gap-2">
                  <ServiceIcon name="clock" />
                  <span className="sr-only">Duration: </span>
                  {service.duration}
                </li>
              ) : null}
            </ul>
          </div>
        </div>
      </header>

      <div className="container-page py-8 sm:py-12">
        <div className="mx-auto grid max-w-4xl gap-6">
          <VideoEmbed url={service.youtubeUrl} title={service.title} thumbnailUrl={service.thumbnailUrl} fallbackHref={youtubeChannel} />
          {about.length > 0 ? (
            <section aria-labelledby="about-service" className="card p-6 sm:p-8">
              <h2 id="about-service" className="text-2xl font-bold text-secondary">
                About This Service
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-slate-700 sm:text-lg">
                {about.map((paragraph, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the description's own order, never reordered
                  <LinkedParagraph key={i} text={paragraph} />
                ))}
              </div>
            </section>
          ) : null}
        </div>
      </div>
    </article>
  )
}
