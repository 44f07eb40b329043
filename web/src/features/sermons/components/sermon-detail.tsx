import { sermonTitle } from '@church/api/lib/sermon-title'
import { Link } from '@tanstack/react-router'
import { CardItems, CardSection } from '../../../components/card-section'
import { DetailError, DetailFact, DetailPage } from '../../../components/detail-page'
import { PageLoading } from '../../../components/page-states'
import { ShownDate } from '../../../components/shown-date'
import { VideoEmbed } from '../../../components/video-embed'
import { type PublicSermon, useSermon } from '../api/get-sermon'
import { SermonDescription } from './sermon-description'
import { SermonTranscript } from './sermon-transcript'

type SermonDetailProps = {
  id: string
  /** The church site's host, so its links are labelled 'Website' in Connect With Us. */
  churchHost?: string
  /** Staff's Preview (decision 0042): the sermon as staff read it, shown as visitors would see it, and nothing fetched. */
  preview?: PublicSermon
}

const BACK = { to: '/sermons', label: 'Back to Sermons' } as const

/** /sermons/{id} (docs/product.md#sermon-page): loading, error, not found, and the sermon with its video and description. */
export function SermonDetail({ id, churchHost, preview }: SermonDetailProps) {
  const read = useSermon(preview ? '' : id)
  const sermon = preview ?? read.data

  if (read.error && !preview) return <DetailError error={read.error} id={id} noun="Sermon" back={BACK} />
  if (!sermon) return <PageLoading text="Loading sermon..." />

  const title = sermonTitle(sermon.title)
  return (
    <DetailPage
      back={BACK}
      badge={
        sermon.series ? (
          <>
            <span className="sr-only">Series: </span>
            <span className="inline-block rounded-full bg-white/15 px-3 py-1 text-sm font-semibold text-white ring-1 ring-white/40">
              {sermon.series}
            </span>
          </>
        ) : null
      }
      title={title}
      facts={
        <>
          <DetailFact icon="person" label="Speaker" text={sermon.speaker} />
          <DetailFact icon="calendar" label="Date">
            <ShownDate date={sermon.date} />
          </DetailFact>
          <DetailFact icon="clock" label="Duration" text={sermon.duration} />
          <ScriptureFact sermon={sermon} />
        </>
      }
    >
      <VideoEmbed url={sermon.youtubeUrl} title={title} thumbnailUrl={sermon.thumbnailUrl} />
      <SermonDescription text={sermon.description} html={sermon.descriptionHtml} churchHost={churchHost} />
      <CardItems
        id="sermon-topics"
        title="Topics"
        items={sermon.tags}
        keyOf={(tag) => tag}
        itemClassName="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800 ring-1 ring-slate-300"
      >
        {(tag) => tag}
      </CardItems>
      {sermon.audioUrl ? (
        <CardSection id="sermon-audio" title="Audio Version" small>
          {/* biome-ignore lint/a11y/useMediaCaption: a sermon recording; there are no captions to offer */}
          <audio controls preload="none" src={sermon.audioUrl} className="mt-4 w-full">
            <a href={sermon.audioUrl}>Download the audio</a>
          </audio>
        </CardSection>
      ) : null}
      <SermonTranscript id={sermon.id} format={sermon.transcriptFormat} text={sermon.transcriptText} />
    </DetailPage>
  )
}

/**
 * The scripture under the title: each passage read from the field linked to its book's page (decision
 * 0059). When part of the field is no passage ('TBA'), the field as typed, then the passages it read.
 */
function ScriptureFact({ sermon }: { sermon: Pick<PublicSermon, 'scripture' | 'passages' | 'scriptureUnread'> }) {
  if (!sermon.scripture.trim()) return null
  const links = sermon.passages.map((passage, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a field may name one passage twice; its place is all that tells them apart
    <span key={`${passage.words}-${i}`}>
      {i > 0 ? '; ' : ''}
      <Link
        to="/sermons/scripture/$book"
        params={{ book: passage.book }}
        className="inline-flex min-h-6 items-center text-white underline decoration-white/60 underline-offset-4 hover:decoration-white"
      >
        {passage.words}
      </Link>
    </span>
  ))
  return (
    <DetailFact icon="book" label="Scripture">
      {sermon.passages.length === 0 ? (
        sermon.scripture
      ) : sermon.scriptureUnread ? (
        <span>
          {sermon.scripture} <span className="sr-only">Passages: </span>({links})
        </span>
      ) : (
        <span>{links}</span>
      )}
    </DetailFact>
  )
}
