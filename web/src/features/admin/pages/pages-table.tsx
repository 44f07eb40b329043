import type { PagedList } from '../api/paged-list'
import { PreviewLink, PublicationBadge } from '../components/publish-fields'
import { EditDelete, ResourceTable } from '../components/resource-table'
import { useRoleMay } from '../components/staff-role'
import type { AdminSitePage } from './api/get-admin-pages'

/** The pages list: title (with its Draft, Submitted or Scheduled badge), its address, and what staff can do with each. */
export function PagesTable({
  list,
  onEdit,
  onDelete,
}: {
  list: PagedList<AdminSitePage>
  onEdit: (page: AdminSitePage) => void
  onDelete: (page: AdminSitePage) => void
}) {
  // A contributor changes only their own drafts (the list holds only their own): not one that is published.
  const mayPublish = useRoleMay('editor')
  return (
    <ResourceTable
      caption="Pages, A to Z"
      noun="pages"
      searchHint="Search by title or address"
      list={list}
      errorText="The pages could not be loaded."
      empty="No pages yet. Use Add Page to write one: a welcome for newcomers, weddings, a summer programme."
      columns={[
        {
          label: 'Title',
          main: true,
          cell: (page) => (
            <>
              {page.title}
              <PublicationBadge record={page} />
            </>
          ),
        },
        { label: 'Address', cell: (page) => <span className="break-all">/{page.slug}</span> },
      ]}
      actions={(page) => {
        const preview = <PreviewLink kind="pages" id={page.id} title={page.title} />
        if (!mayPublish && page.publication === 'published') return preview
        return (
          <EditDelete name={page.title} onEdit={() => onEdit(page)} onDelete={() => onDelete(page)}>
            {preview}
          </EditDelete>
        )
      }}
    />
  )
}
