import { useState } from 'react'
import { useReopenAfterSignIn } from '../components/form-draft'
import { type PublicationFilter, PublicationFilterSelect } from '../components/publish-fields'
import { useConfirmDelete } from '../components/resource-table'
import { useRoleMay } from '../components/staff-role'
import { useDeleteSitePage } from './api/delete-page'
import { type AdminSitePage, useSitePagesPage } from './api/get-admin-pages'
import { PageDialog } from './page-dialog'
import { PagesTable } from './pages-table'

/** The add/edit dialog: no page is create mode, a page is edit mode (kept while it closes). */
type Editing = { open: boolean; page: AdminSitePage | null }

/**
 * The Pages tab (docs/product.md#pages): the church's own pages, each at its own address, added,
 * edited, previewed and deleted, filtered by how they stand (decision 0042). A contributor sees their own.
 */
export function PagesTab() {
  const [state, setState] = useState<PublicationFilter>('')
  const pages = useSitePagesPage(state)
  const mayPublish = useRoleMay('editor')
  const [editing, setEditing] = useState<Editing>({ open: false, page: null })
  useReopenAfterSignIn<AdminSitePage>('page', (page) => setEditing({ open: true, page }))
  const confirmDelete = useConfirmDelete<AdminSitePage>({
    title: 'Delete Page',
    message: (page) =>
      `Are you sure you want to delete "${page.title}"? Its address will show "Page Not Found". You can undo it from the message that follows.`,
    remove: useDeleteSitePage(),
  })

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="section-title">{mayPublish ? 'Pages' : 'Your pages'}</h2>
          {pages.query.data && !pages.search ? <p className="text-muted text-sm">{pages.total} in all</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <PublicationFilterSelect value={state} onChange={setState} />
          <button type="button" className="btn-primary" onClick={() => setEditing({ open: true, page: null })}>
            Add Page
          </button>
        </div>
      </div>

      <PagesTable list={pages} onEdit={(page) => setEditing({ open: true, page })} onDelete={confirmDelete.ask} />

      <PageDialog open={editing.open} onOpenChange={(open) => setEditing((current) => ({ ...current, open }))} page={editing.page} />
      {confirmDelete.dialog}
    </div>
  )
}
