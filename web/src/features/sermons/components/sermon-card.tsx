import { sermonTitle } from '@church/api/lib/sermon-title'
import { SolidIcon, type SolidIconName } from '../../../components/icons'
import { CardFact, ListCard } from '../../../components/list-card'
import { ShownDate } from '../../../components/shown-date'
import { CardVideo } from '../../../components/video-embed'
import type { SermonSummary } from '../api/get-sermons'

const icon = (name: SolidIconName) => <SolidIcon name={name} className="mt-0.5 h-5 w-5 text-primary" />

/**
 * One sermon in the list: picture, series, title, speaker, date and scripture. The title links to the
 * sermon and stretches over the card for touch; the play button opens the video on YouTube.
 */
export function SermonCard({
  sermon,
  scripture,
}: {
  sermon: SermonSummary /** In place of the field: a book's page shows the passages of its book. */
  scripture?: string
}) {
  const title = sermonTitle(sermon.title)
  return (
    <ListCard
      picture={<CardVideo src={sermon.thumbnailUrl} href={sermon.youtubeUrl} title={title} />}
      to="/sermons/$id"
      id={sermon.id}
      title={title}
      top={
        sermon.series ? (
          <p className="self-start rounded-full bg-primary px-3 py-0.5 text-sm font-semibold text-white">{sermon.series}</p>
        ) : null
      }
    >
      <ul className="mt-1 space-y-1 text-slate-700">
        <CardFact icon={icon('person')} text={sermon.speaker} />
        <CardFact icon={icon('calendar')}>
          <ShownDate date={sermon.date} />
        </CardFact>
        <CardFact icon={icon('book')} text={scripture || sermon.scripture} />
      </ul>
    </ListCard>
  )
}
