import { Link } from '@tanstack/react-router'
import { useRecentServices } from '../../features/live-streams/api/get-recent-services'
import { SermonThumbnail } from '../../features/sermons/components/sermon-thumbnail'
import { formatDate } from '../../lib/dates'

/** Home: the three newest recorded or live services (SPEC Home, §9), each linking to its page. */
export function HomeRecentServices() {
  const { data: services, isPending, error, refetch, isFetching } = useRecentServices()

  return (
    <section aria-labelledby="recent-services-title" className="bg-white py-14">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="recent-services-title" className="section-title">
            Recent Services
          </h2>
          <Link to="/live-streams" className="btn-outline">
            View All Services
          </Link>
        </div>
        {isPending ? (
          <p className="text-muted mt-6" role="status">
            Loading live streams...
          </p>
        ) : error ? (
          <div className="text-muted mt-6 flex flex-wrap items-center gap-x-4 gap-y-2" role="status">
            <p>We couldn't load recent services just now.</p>
            <button
              type="button"
              className="font-semibold text-primary underline underline-offset-4"
              onClick={() => refetch()}
              disabled={isFetching}
            >
              Try again
            </button>
          </div>
        ) : services.length === 0 ? (
          <p className="text-muted mt-6">No services available. Join us in person on Sundays at 10:30 AM.</p>
        ) : (
          <ul className="mt-6 grid gap-5 md:grid-cols-3">
            {services.map((service) => (
              <li key={service.id} className="card relative flex flex-col overflow-hidden">
                <SermonThumbnail src={service.thumbnailUrl} />
                {service.isLive ? (
                  <span className="absolute left-3 top-3 rounded bg-red-700 px-2 py-0.5 text-xs font-bold tracking-wider text-white">
                    LIVE
                  </span>
                ) : null}
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-lg font-semibold text-secondary">
                    <Link
                      to="/live-streams/$id"
                      params={{ id: service.id }}
                      className="text-inherit no-underline hover:text-primary hover:underline"
                    >
                      {service.title}
                    </Link>
                  </h3>
                  <p className="text-muted mt-2 text-sm">
                    <time dateTime={service.date}>{formatDate(service.date)}</time>
                    {service.duration ? ` · ${service.duration}` : null}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
