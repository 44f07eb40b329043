import { sermonTitle } from '@church/api/lib/sermon-title'
import { useRecentSermons } from '../../sermons/api/get-recent-sermons'
import { SermonThumbnail } from '../../sermons/components/sermon-thumbnail'
import { DayLine, HomeCard, HomeListSection } from './home-list-section'

/** Home: the three newest sermons (docs/product.md#home), each linking to its page. */
export function HomeRecentSermons() {
  return (
    <HomeListSection
      title="Recent Sermons"
      to="/sermons"
      query={useRecentSermons()}
      loading="Loading sermons..."
      empty="No sermons are available at this time. Check back soon!"
    >
      {(sermon) => (
        <HomeCard
          picture={<SermonThumbnail src={sermon.thumbnailUrl} />}
          top={sermon.series ? <p className="text-sm font-semibold uppercase tracking-wide text-primary">{sermon.series}</p> : null}
          to="/sermons/$id"
          id={sermon.id}
          title={sermonTitle(sermon.title)}
        >
          <p className="text-muted mt-2">{sermon.speaker}</p>
          <DayLine date={sermon.date} also={sermon.scripture} />
        </HomeCard>
      )}
    </HomeListSection>
  )
}
