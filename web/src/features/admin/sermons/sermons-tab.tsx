import { sermonTitle } from '@church/api/lib/sermon-title'
import { useState } from 'react'
import { ClearAllBox } from '../components/clear-all-box'
import { useReopenAfterSignIn } from '../components/form-draft'
import { type PublicationFilter, PublicationFilterSelect } from '../components/publish-fields'
import { useConfirmDelete } from '../components/resource-table'
import { useRoleMay } from '../components/staff-role'
import { useConfirmClearAll } from '../components/use-confirm'
import { useClearSermons } from './api/clear-sermons'
import { useDeleteSermon } from './api/delete-sermon'
import { type AdminSermon, useSermonsPage } from './api/get-admin-sermons'
import { BulkUpdateBox } from './bulk-update-box'
import { SermonDialog } from './sermon-dialog'
import { SermonsTable } from './sermons-table'
import { TranscriptDialog } from './transcript-dialog'

/** The add/edit dialog: no sermon is create mode, a sermon is edit mode (kept while it closes). */
type Editing = { open: boolean; sermon: AdminSermon | null }

/**
 * The Sermons tab (docs/product.md#sermons-tab): add, edit and delete sermons, filtered by how they
 * stand (decision 0042); bulk update and clear all for editors and admins. A contributor sees their own.
 */
export function SermonsTab() {
  const [state, setState] = useState<PublicationFilter>('')
  const sermons = useSermonsPage(state)
  const mayPublish = useRoleMay('editor')
  const [editing, setEditing] = useState<Editing>({ open: false, sermon: null })
  const [transcribing, setTranscribing] = useState<AdminSermon | null>(null)
  useReopenAfterSignIn<AdminSermon>('sermon', (sermon) => setEditing({ open: true, sermon }))
  const confirmDelete = useConfirmDelete<AdminSermon>({
    title: 'Delete Sermon',
    message: (sermon) => `Are you sure you want to delete "${sermonTitle(sermon.title)}"? You can undo it from the message that follows.`,
    remove: useDeleteSermon(),
  })
  const clearAll = useConfirmClearAll(
    'Sermons',
    useClearSermons(),
    sermons.query.data && !sermons.search && !state ? sermons.total : undefined,
  )

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="section-title">{mayPublish ? 'Sermons' : 'Your sermons'}</h2>
          {sermons.query.data && !sermons.search ? <p className="text-muted text-sm">{sermons.total} in all</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <PublicationFilterSelect value={state} onChange={setState} />
          <button type="button" className="btn-primary" onClick={() => setEditing({ open: true, sermon: null })}>
            Add Sermon
          </button>
        </div>
      </div>

      <SermonsTable
        list={sermons}
        onEdit={(sermon) => setEditing({ open: true, sermon })}
        onDelete={confirmDelete.ask}
        onTranscript={setTranscribing}
      />

      {mayPublish ? (
        <>
          <BulkUpdateBox />
          <ClearAllBox
            plural="Sermons"
            onClear={clearAll.ask}
            disabled={sermons.query.data !== undefined && sermons.total === 0 && !sermons.search && !state}
          />
        </>
      ) : null}

      <SermonDialog open={editing.open} onOpenChange={(open) => setEditing((current) => ({ ...current, open }))} sermon={editing.sermon} />
      <TranscriptDialog sermon={transcribing} onClose={() => setTranscribing(null)} />
      {confirmDelete.dialog}
      {clearAll.dialog}
    </div>
  )
}
