import { Link } from '@tanstack/react-router'
import { formatDate } from '../../../lib/dates'
import { sermonTitle } from '../../../lib/text'
import { useRecentSermons } from '../../sermons/api/get-recent-sermons'
import { SermonThumbnail } from '../../sermons/components/sermon-thumbnail'
import { HomeListSection } from './home-list-section'

/** Home: the three newest sermons (docs/product.md#home), each linking to its page. */
export function HomeRecentSermons() {
  return (
    <HomeListSection
      id="recent-sermons-title"
      title="Recent Sermons"
      viewAll={{ to: '/sermons', label: 'View All Sermons' }}
      query={useRecentSermons()}
      texts={{
        loading: 'Loading sermons...',
        failed: "We couldn't load recent sermons just now.",
        empty: 'No sermons are available at this time. Check back soon!',
      }}
      itemClassName="card flex flex-col overflow-hidden"
    >
      {(sermon) => (
        <>
          <SermonThumbnail src={sermon.thumbnailUrl} />
          <div className="flex flex-1 flex-col p-5">
            {sermon.series ? <p className="text-sm font-semibold uppercase tracking-wide text-primary">{sermon.series}</p> : null}
            <h3 className="mt-1 text-lg font-semibold text-secondary">
              <Link to="/sermons/$id" params={{ id: sermon.id }} className="title-link">
                {sermonTitle(sermon.title)}
              </Link>
            </h3>
            <p className="text-muted mt-2">{sermon.speaker}</p>
            <p className="text-muted text-sm">
              <time dateTime={sermon.date}>{formatDate(sermon.date)}</time>
              {sermon.scripture ? ` · ${sermon.scripture}` : null}
            </p>
          </div>
        </>
      )}
    </HomeListSection>
  )
}
