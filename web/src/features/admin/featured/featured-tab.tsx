import { useState } from 'react'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { AdminTable } from '../components/admin-table'
import { useReopenAfterSignIn } from '../components/form-draft'
import { useDeleteFeaturedContent } from './api/delete-featured'
import { type AdminFeaturedItem, useAdminFeaturedContent } from './api/get-admin-featured'
import { FEATURED_TYPE_LABELS, FeaturedDialog } from './featured-dialog'

/** How an item is named to staff: its title, else its type and content ID. */
const itemName = (item: AdminFeaturedItem) => item.title || `${FEATURED_TYPE_LABELS[item.type]} ${item.contentId}`

/** The Featured tab (SPEC §2): table of featured content (inactive too), add/edit dialog, delete. */
export function FeaturedTab() {
  const featured = useAdminFeaturedContent()
  const [editing, setEditing] = useState<{ item: AdminFeaturedItem | null } | null>(null)
  useReopenAfterSignIn<AdminFeaturedItem>('featured', (item) => setEditing({ item }))
  const [deleting, setDeleting] = useState<AdminFeaturedItem | null>(null)
  const deleteItem = useDeleteFeaturedContent()

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

      <AdminTable
        caption="Featured content, newest first"
        minWidth="min-w-[680px]"
        columns={[
          { label: 'Type' },
          { label: 'Title' },
          { label: 'Content ID' },
          { label: 'Status' },
          { label: 'Actions', align: 'right' },
        ]}
        query={featured}
        errorText="Featured content could not be loaded."
        empty="No featured content yet. Use Add Featured Content to add some."
      >
        {featured.data?.map((item) => (
          <tr key={item.id} className="hover:bg-slate-50">
            <td className="px-4 py-3">
              <span className="rounded-full bg-accent/10 px-2.5 py-0.5 text-xs font-bold text-accent">
                {FEATURED_TYPE_LABELS[item.type]}
              </span>
            </td>
            <th scope="row" className="px-4 py-3 font-semibold text-secondary">
              {item.title || <span className="text-muted font-normal italic">No title</span>}
            </th>
            <td className="whitespace-nowrap px-4 py-3 font-mono text-xs">{item.contentId}</td>
            <td className="px-4 py-3">
              {item.isActive ? (
                <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-bold text-green-800">Active</span>
              ) : (
                <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-bold text-slate-700">Inactive</span>
              )}
            </td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-2">
                <button
                  type="button"
                  className="btn px-3 py-1.5 text-sm text-primary hover:bg-primary/10"
                  aria-label={`Edit ${itemName(item)}`}
                  onClick={() => setEditing({ item })}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="btn px-3 py-1.5 text-sm text-red-700 hover:bg-red-50"
                  aria-label={`Delete ${itemName(item)}`}
                  onClick={() => setDeleting(item)}
                >
                  Delete
                </button>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>

      <FeaturedDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} item={editing?.item} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Featured Content"
        message={`Are you sure you want to delete "${deleting ? itemName(deleting) : ''}"? You can undo it from the message that follows.`}
        confirmLabel="Delete"
        pending={deleteItem.isPending}
        onConfirm={() => deleting && deleteItem.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </section>
  )
}
