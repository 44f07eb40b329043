import { useState } from 'react'
import { useLocalList } from '../api/paged-list'
import { useReopenAfterSignIn } from '../components/form-draft'
import { Badge, EditDelete, ResourceTable, useConfirmDelete } from '../components/resource-table'
import { useDeleteFeaturedContent } from './api/delete-featured'
import { type AdminFeaturedItem, useAdminFeaturedContent } from './api/get-admin-featured'
import { FEATURED_TYPE_LABELS, FeaturedDialog } from './featured-dialog'

/** How an item is named to staff: its title, else its type and content ID. */
const itemName = (item: AdminFeaturedItem) => item.title || `${FEATURED_TYPE_LABELS[item.type]} ${item.contentId}`

/** The Featured tab (docs/product.md#featured-tab): table of featured content (inactive too), add/edit dialog, delete. */
export function FeaturedTab() {
  const featured = useAdminFeaturedContent()
  const [editing, setEditing] = useState<{ item: AdminFeaturedItem | null } | null>(null)
  useReopenAfterSignIn<AdminFeaturedItem>('featured', (item) => setEditing({ item }))
  const list = useLocalList(featured, (item, search) => `${item.title} ${item.contentId} ${item.type}`.toLowerCase().includes(search))
  const confirmDelete = useConfirmDelete<AdminFeaturedItem>({
    title: 'Delete Featured Content',
    message: (item) => `Are you sure you want to delete "${itemName(item)}"? You can undo it from the message that follows.`,
    remove: useDeleteFeaturedContent(),
  })

  return (
    <section aria-labelledby="admin-featured-heading" className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-featured-heading" className="section-title">
          Featured Content
        </h2>
        <button type="button" className="btn-primary" onClick={() => setEditing({ item: null })}>
          Add Featured Content
        </button>
      </div>

      <ResourceTable
        caption="Featured content, newest first"
        noun="featured items"
        list={list}
        errorText="Featured content could not be loaded."
        empty="No featured content yet. Use Add Featured Content to add some."
        columns={[
          {
            label: 'Type',
            cell: (item) => (
              <span className="rounded-full bg-accent/10 px-2.5 py-0.5 text-xs font-bold text-accent">
                {FEATURED_TYPE_LABELS[item.type]}
              </span>
            ),
          },
          { label: 'Title', main: true, cell: (item) => item.title || <span className="text-muted font-normal italic">No title</span> },
          { label: 'Content ID', className: 'whitespace-nowrap font-mono text-xs', cell: (item) => item.contentId },
          {
            label: 'Status',
            cell: (item) => <Badge tone={item.isActive ? 'green' : 'grey'}>{item.isActive ? 'Active' : 'Inactive'}</Badge>,
          },
        ]}
        actions={(item) => (
          <EditDelete name={itemName(item)} onEdit={() => setEditing({ item })} onDelete={() => confirmDelete.ask(item)} />
        )}
      />

      <FeaturedDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} item={editing?.item} />
      {confirmDelete.dialog}
    </section>
  )
}
