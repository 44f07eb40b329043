import { useId, useState } from 'react'
import { formatDate } from '../../../lib/dates'
import { useReopenAfterSignIn } from '../components/form-draft'
import { Badge, EditDelete, editButton, ResourceTable, useConfirmDelete } from '../components/resource-table'
import { useDeleteLiveStream } from './api/delete-live-stream'
import { type ArchivedStream, useLiveStreamArchive } from './api/get-live-streams'
import { useSetStreamLive } from './api/set-live'
import { StreamThumbnail } from './components/stream-thumbnail'
import { LiveStreamDialog } from './live-stream-dialog'

/** The add/edit dialog: no stream is create mode, a stream is edit mode (kept while it closes). */
type Editing = { open: boolean; stream: ArchivedStream | null }

/**
 * Live Streams: the archive table; adding, editing and deleting a recorded service by hand
 * (without a YouTube key there is no other way); marking one live or recorded.
 */
export function LiveStreamsTab() {
  const id = useId()
  const archive = useLiveStreamArchive()
  const setLive = useSetStreamLive()
  const confirmDelete = useConfirmDelete<ArchivedStream>({
    title: 'Delete live stream?',
    message: (stream) => `Are you sure you want to delete "${stream.title}"? You can undo it from the message that follows.`,
    remove: useDeleteLiveStream(),
  })
  const [editing, setEditing] = useState<Editing>({ open: false, stream: null })
  useReopenAfterSignIn<ArchivedStream>('live-stream', (stream) => setEditing({ open: true, stream }))

  return (
    <section aria-labelledby={id} className="card p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={id} className="text-xl font-bold text-secondary">
            Live Stream Archive
          </h2>
          <p className="text-muted mt-1">Past and current services. Mark a service live while it is being streamed.</p>
        </div>
        <button type="button" className="btn-primary" onClick={() => setEditing({ open: true, stream: null })}>
          Add Live Stream
        </button>
      </div>

      <div className="mt-5">
        <ResourceTable
          caption="Live stream archive"
          noun="live streams"
          searchHint="Search by title or date, e.g. November 2024"
          list={archive}
          errorText="The live streams could not be loaded. Try again in a moment."
          empty="No live streams yet"
          columns={[
            { label: 'Thumbnail', onPhone: false, cell: (s) => <StreamThumbnail src={s.thumbnailUrl} /> },
            { label: 'Title', main: true, cell: (s) => s.title },
            { label: 'Date', className: 'whitespace-nowrap', cell: (s) => formatDate(s.date) },
            { label: 'Duration', className: 'whitespace-nowrap', cell: (s) => s.duration || '—' },
            {
              label: 'Video',
              cell: (s) =>
                s.youtubeUrl ? (
                  <a href={s.youtubeUrl} target="_blank" rel="noreferrer" className="whitespace-nowrap text-primary underline">
                    Watch<span className="sr-only"> {s.title} on YouTube (opens in a new tab)</span>
                  </a>
                ) : (
                  '—'
                ),
            },
            {
              label: 'Status',
              cell: (s) => <Badge tone={s.isLive ? 'red' : 'grey'}>{s.isLive ? 'Live' : 'Recorded'}</Badge>,
            },
          ]}
          actions={(s) => {
            const busy = setLive.isPending && setLive.variables?.id === s.id
            const toggleLabel = busy ? 'Saving...' : s.isLive ? 'Mark as Recorded' : 'Mark as Live'
            return (
              <>
                <button
                  type="button"
                  className={`${editButton} whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-50`}
                  disabled={busy}
                  // Starts with the visible words (WCAG 2.5.3), then names the service.
                  aria-label={`${toggleLabel}: ${s.title}`}
                  onClick={() => setLive.mutate({ id: s.id, isLive: !s.isLive })}
                >
                  {toggleLabel}
                </button>
                <EditDelete name={s.title} onEdit={() => setEditing({ open: true, stream: s })} onDelete={() => confirmDelete.ask(s)} />
              </>
            )
          }}
        />
      </div>

      <LiveStreamDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        stream={editing.stream}
      />
      {confirmDelete.dialog}
    </section>
  )
}
