import { useId, useState } from 'react'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { formatDate } from '../../../lib/dates'
import { AdminTable } from '../components/admin-table'
import { useReopenAfterSignIn } from '../components/form-draft'
import { useDeleteLiveStream } from './api/delete-live-stream'
import { type ArchivedStream, useLiveStreamArchive } from './api/get-live-streams'
import { useSetStreamLive } from './api/set-live'
import { StreamThumbnail } from './components/stream-thumbnail'
import { LiveStreamDialog } from './live-stream-dialog'

const cell = 'py-3 pr-4 align-middle'
const smallButton = 'btn px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-50'

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
  const remove = useDeleteLiveStream()
  // The stream stays set while the dialog closes, so its text doesn't change mid-animation.
  const [deleting, setDeleting] = useState<ArchivedStream | null>(null)
  const [confirmOpen, setConfirmOpen] = useState(false)
  const [editing, setEditing] = useState<Editing>({ open: false, stream: null })
  useReopenAfterSignIn<ArchivedStream>('live-stream', (stream) => setEditing({ open: true, stream }))
  const streams = archive.data ?? []

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
        <AdminTable
          variant="plain"
          caption="Live stream archive"
          minWidth="min-w-[58rem]"
          columns={[
            { label: 'Thumbnail', srOnly: true },
            { label: 'Title' },
            { label: 'Date' },
            { label: 'Duration' },
            { label: 'Video' },
            { label: 'Status' },
            { label: 'Actions' },
          ]}
          query={archive}
          errorText="The live streams could not be loaded. Try again in a moment."
          empty="No live streams yet"
        >
          {streams.map((s) => {
            const busy = setLive.isPending && setLive.variables?.id === s.id
            const toggleLabel = busy ? 'Saving...' : s.isLive ? 'Mark as Recorded' : 'Mark as Live'
            return (
              <tr key={s.id} className="border-b border-slate-200 last:border-0">
                <td className={cell}>
                  <StreamThumbnail src={s.thumbnailUrl} />
                </td>
                <td className={`${cell} font-semibold text-slate-900`}>{s.title}</td>
                <td className={`${cell} whitespace-nowrap text-slate-700`}>{formatDate(s.date)}</td>
                <td className={`${cell} whitespace-nowrap text-slate-700`}>{s.duration || '—'}</td>
                <td className={cell}>
                  {s.youtubeUrl ? (
                    <a href={s.youtubeUrl} target="_blank" rel="noreferrer" className="whitespace-nowrap text-primary underline">
                      Watch<span className="sr-only"> {s.title} on YouTube (opens in a new tab)</span>
                    </a>
                  ) : (
                    '—'
                  )}
                </td>
                <td className={cell}>
                  <span
                    className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${
                      s.isLive ? 'bg-red-700 text-white' : 'bg-slate-200 text-slate-800'
                    }`}
                  >
                    {s.isLive ? 'Live' : 'Recorded'}
                  </span>
                </td>
                <td className="py-3 align-middle">
                  <div className="flex gap-2">
                    <button
                      type="button"
                      className={`${smallButton} border border-slate-300 text-primary hover:bg-primary/10`}
                      onClick={() => setEditing({ open: true, stream: s })}
                    >
                      Edit<span className="sr-only"> {s.title}</span>
                    </button>
                    <button
                      type="button"
                      className={`${smallButton} whitespace-nowrap border border-slate-300 text-slate-800 hover:bg-slate-100`}
                      disabled={busy}
                      // Starts with the visible words (WCAG 2.5.3), then names the service.
                      aria-label={`${toggleLabel}: ${s.title}`}
                      onClick={() => setLive.mutate({ id: s.id, isLive: !s.isLive })}
                    >
                      {toggleLabel}
                    </button>
                    <button
                      type="button"
                      className={`${smallButton} border border-red-300 text-red-800 hover:bg-red-50`}
                      onClick={() => {
                        setDeleting(s)
                        setConfirmOpen(true)
                      }}
                    >
                      Delete<span className="sr-only"> {s.title}</span>
                    </button>
                  </div>
                </td>
              </tr>
            )
          })}
        </AdminTable>
      </div>

      <LiveStreamDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        stream={editing.stream}
      />
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Delete live stream?"
        message={`Are you sure you want to delete "${deleting?.title ?? ''}"? You can undo it from the message that follows.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setConfirmOpen(false) })
        }}
      />
    </section>
  )
}
