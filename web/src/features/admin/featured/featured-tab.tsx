import { useLocalList } from '../api/paged-list'
import { useEditDialog } from '../components/form-draft'
import { Badge, EditDelete, ResourceTable, useConfirmDelete } from '../components/resource-table'
import { TabSection } from '../components/tab-section'
import { useDeleteFeaturedContent } from './api/delete-featured'
import { type AdminFeaturedItem, useAdminFeaturedContent } from './api/get-admin-featured'
import { FEATURED_TYPE_LABELS, FeaturedDialog } from './featured-dialog'

/** How an item is named to staff: its title, else its type and content ID. */
const itemName = (item: AdminFeaturedItem) => item.title || `${FEATURED_TYPE_LABELS[item.type]} ${item.contentId}`

/** The Featured tab (docs/product.md#featured-tab): table of featured content (inactive too), add/edit dialog, delete. */
export function FeaturedTab() {
  const featured = useAdminFeaturedContent()
  const dialog = useEditDialog<AdminFeaturedItem>('featured')
  const list = useLocalList(featured, (item, search) => `${item.title} ${item.contentId} ${item.type}`.toLowerCase().includes(search))
  const confirmDelete = useConfirmDelete<AdminFeaturedItem>({
    title: 'Delete Featured Content',
    message: (item) => `Are you sure you want to delete "${itemName(item)}"? You can undo it from the message that follows.`,
    remove: useDeleteFeaturedContent(),
  })

  return (
    <TabSection
      headingId="admin-featured-heading"
      title="Featured Content"
      actions={
        <button type="button" className="btn-primary" onClick={dialog.add}>
          Add Featured Content
        </button>
      }
    >
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
        actions={(item) => <EditDelete name={itemName(item)} onEdit={() => dialog.edit(item)} onDelete={() => confirmDelete.ask(item)} />}
      />

      <FeaturedDialog open={dialog.open} onOpenChange={dialog.onOpenChange} item={dialog.record} />
      {confirmDelete.dialog}
    </TabSection>
  )
}
