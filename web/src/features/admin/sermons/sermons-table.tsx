import { sermonTitle } from '@church/api/lib/sermon-title'
import { useState } from 'react'
import { Picture } from '../../../components/picture'
import { formatDate } from '../../../lib/dates'
import type { PagedList } from '../api/paged-list'
import { PreviewLink, PublicationBadge } from '../components/publish-fields'
import { EditDelete, editButton, ResourceTable } from '../components/resource-table'
import { useRoleMay } from '../components/staff-role'
import type { AdminSermon } from './api/get-admin-sermons'

/** A small preview of a sermon's picture; nothing at all when there is none or it fails to load. */
function Thumbnail({ src }: { src: string }) {
  const [failed, setFailed] = useState(false)
  if (!src || failed) return null
  return (
    <Picture
      src={src}
      sizes="96px"
      alt=""
      width={96}
      height={54}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="aspect-video h-auto w-24 rounded-md bg-slate-100 object-cover"
    />
  )
}

/**
 * The sermons list: thumbnail, title (with its Draft, Submitted or Scheduled badge), speaker, date,
 * series badge, and what staff can do with each (edit, delete, preview, its transcript, its video).
 */
export function SermonsTable({
  list,
  onEdit,
  onDelete,
  onTranscript,
}: {
  list: PagedList<AdminSermon>
  onEdit: (sermon: AdminSermon) => void
  onDelete: (sermon: AdminSermon) => void
  onTranscript: (sermon: AdminSermon) => void
}) {
  // A contributor changes only their own drafts (the list holds only their own): not one that is published.
  const mayPublish = useRoleMay('editor')
  return (
    <ResourceTable
      caption="Sermons, newest first"
      noun="sermons"
      searchHint="Search by title, speaker or date, e.g. November 2024"
      list={list}
      errorText="The sermons could not be loaded."
      empty="No sermons yet. Use Add Sermon, or paste several at once below."
      columns={[
        { label: 'Thumbnail', cell: (sermon) => <Thumbnail src={sermon.thumbnailUrl} />, className: 'w-28', onPhone: false },
        {
          label: 'Title',
          main: true,
          cell: (sermon) => (
            <>
              {sermonTitle(sermon.title)}
              <PublicationBadge record={sermon} />
            </>
          ),
        },
        { label: 'Speaker', cell: (sermon) => sermon.speaker },
        { label: 'Date', cell: (sermon) => formatDate(sermon.date), className: 'whitespace-nowrap' },
        {
          label: 'Series',
          cell: (sermon) =>
            sermon.series ? (
              <span className="inline-block rounded-md border border-slate-300 bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
                {sermon.series}
              </span>
            ) : null,
        },
      ]}
      actions={(sermon) => {
        const title = sermonTitle(sermon.title)
        const preview = <PreviewLink kind="sermons" id={sermon.id} title={title} />
        if (!mayPublish && sermon.publication === 'published') return preview
        return (
          <EditDelete name={title} onEdit={() => onEdit(sermon)} onDelete={() => onDelete(sermon)}>
            {preview}
            <button
              type="button"
              className={`${editButton} whitespace-nowrap`}
              onClick={() => onTranscript(sermon)}
              aria-label={`${sermon.transcriptFormat ? 'Transcript' : 'Add Transcript'} of ${title}`}
            >
              {sermon.transcriptFormat ? 'Transcript' : 'Add Transcript'}
            </button>
            {sermon.youtubeUrl ? (
              <a
                href={sermon.youtubeUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={editButton}
                aria-label={`Watch ${title} (opens in a new tab)`}
              >
                Watch
              </a>
            ) : null}
          </EditDelete>
        )
      }}
    />
  )
}
