import { Link } from '@tanstack/react-router'
import { formatDate } from '../../../lib/dates'
import { sermonTitle } from '../../../lib/text'
import { useRecentSermons } from '../api/get-recent-sermons'
import { SermonThumbnail } from './sermon-thumbnail'

/** Home: the three newest sermons (SPEC Home, §9), each linking to its page. */
export function RecentSermons() {
  const { data: sermons, isPending, error, refetch, isFetching } = useRecentSermons()

  return (
    <section aria-labelledby="recent-sermons-title" className="py-14">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="recent-sermons-title" className="section-title">
            Recent Sermons
          </h2>
          <Link to="/sermons" className="btn-outline">
            View All Sermons
          </Link>
        </div>
        {isPending ? (
          <p className="text-muted mt-6" role="status">
            Loading sermons...
          </p>
        ) : error ? (
          <div className="text-muted mt-6 flex flex-wrap items-center gap-x-4 gap-y-2" role="status">
            <p>We couldn't load recent sermons just now.</p>
            <button
              type="button"
              className="font-semibold text-primary underline underline-offset-4"
              onClick={() => refetch()}
              disabled={isFetching}
            >
              Try again
            </button>
          </div>
        ) : sermons.length === 0 ? (
          <p className="text-muted mt-6">No sermons are available at this time. Check back soon!</p>
        ) : (
          <ul className="mt-6 grid gap-5 md:grid-cols-3">
            {sermons.map((sermon) => (
              <li key={sermon.id} className="card flex flex-col overflow-hidden">
                <SermonThumbnail src={sermon.thumbnailUrl} />
                <div className="flex flex-1 flex-col p-5">
                  {sermon.series ? <p className="text-sm font-semibold uppercase tracking-wide text-primary">{sermon.series}</p> : null}
                  <h3 className="mt-1 text-lg font-semibold text-secondary">
                    <Link
                      to="/sermons/$id"
                      params={{ id: sermon.id }}
                      className="text-inherit no-underline hover:text-primary hover:underline"
                    >
                      {sermonTitle(sermon.title)}
                    </Link>
                  </h3>
                  <p className="text-muted mt-2">{sermon.speaker}</p>
                  <p className="text-muted text-sm">
                    <time dateTime={sermon.date}>{formatDate(sermon.date)}</time>
                    {sermon.scripture ? ` · ${sermon.scripture}` : null}
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
