import { formatDate } from '../../../lib/dates'
import { useRecentSermons } from '../api/get-recent-sermons'
import { SermonThumbnail } from './sermon-thumbnail'

/** Home: the three newest sermons (SPEC Home, §9). */
export function RecentSermons() {
  const { data: sermons, isPending, error } = useRecentSermons()

  return (
    <section aria-labelledby="recent-sermons-title" className="bg-white py-14">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="recent-sermons-title" className="section-title">
            Recent Sermons
          </h2>
          <a href="/sermons" className="btn-outline">
            View All Sermons
          </a>
        </div>
        {isPending ? (
          <p className="text-muted mt-6" role="status">
            Loading sermons...
          </p>
        ) : error ? (
          <p className="mt-6 text-red-700" role="alert">
            We couldn't load recent sermons. {error.message}
          </p>
        ) : sermons.length === 0 ? (
          <p className="text-muted mt-6">No sermons are available at this time. Check back soon!</p>
        ) : (
          <ul className="mt-6 grid gap-5 md:grid-cols-3">
            {sermons.map((sermon) => (
              <li key={sermon.id} className="card flex flex-col overflow-hidden">
                <SermonThumbnail src={sermon.thumbnailUrl} />
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-lg font-semibold text-secondary">
                    <a href={`/sermons/${sermon.id}`} className="text-inherit no-underline hover:text-primary hover:underline">
                      {sermon.title}
                    </a>
                  </h3>
                  <p className="text-muted mt-2">{sermon.speaker}</p>
                  <p className="text-muted text-sm">
                    <time dateTime={sermon.date}>{formatDate(sermon.date)}</time>
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
