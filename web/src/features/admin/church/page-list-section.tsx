import { PAGE_LIST_WORDS, type PageList } from '@church/api/content/page-lists'
import { useLocalList } from '../api/paged-list'
import { useEditDialog } from '../components/form-draft'
import { OrderedRowActions, ResourceTable, useConfirmDelete } from '../components/resource-table'
import { type AdminPageItem, useAdminPageLists, useDeletePageItem, useReorderPageList } from './api/texts'
import { ChurchListSection } from './church-list-section'
import { PageItemDialog } from './page-item-dialog'
import { moved } from './service-times-section'

/** Church tab → one list (FAQ, Our Values, Core Beliefs, Music Groups, Kids Programs): add, edit, move and remove its items. */
export function PageListSection({ list }: { list: PageList }) {
  const words = PAGE_LIST_WORDS[list]
  const lists = useAdminPageLists()
  const dialog = useEditDialog<AdminPageItem>(`list:${list}`)
  const confirmDelete = useConfirmDelete<AdminPageItem>({
    title: `Delete ${words.item}`,
    message: (item) =>
      `Are you sure you want to delete “${item.title}”? It will no longer be shown on the site. You can undo it from the message that follows.`,
    confirmLabel: `Delete ${words.item}`,
    remove: useDeletePageItem(),
  })
  const reorder = useReorderPageList()
  const items = lists.data?.[list] ?? []
  const rows = useLocalList({ ...lists, data: lists.data ? items : undefined })
  const move = (item: AdminPageItem, by: -1 | 1) => reorder.mutate({ list, ids: moved(items, item.id, by) })
  const headingId = `church-list-${list}-heading`

  return (
    <ChurchListSection headingId={headingId} title={words.heading} where={words.where} addLabel={`Add ${words.item}`} onAdd={dialog.add}>
      <ResourceTable
        caption={`${words.heading}, in the order visitors see them`}
        noun={words.heading}
        searchable={false}
        list={rows}
        errorText={`${words.heading} could not be loaded.`}
        empty={`Nothing here yet. Use Add ${words.item} to add one.`}
        columns={[
          {
            label: words.title,
            main: true,
            cell: (item) => (
              <>
                {item.title}
                {item.label ? <span className="text-muted block text-sm font-normal">{item.label}</span> : null}
              </>
            ),
          },
          { label: words.body, cell: (item) => <span className="line-clamp-2">{item.body}</span> },
        ]}
        actions={(item) => (
          <OrderedRowActions
            name={item.title}
            row={item}
            rows={items}
            pending={reorder.isPending}
            onMove={(by) => move(item, by)}
            onEdit={() => dialog.edit(item)}
            onDelete={() => confirmDelete.ask(item)}
          />
        )}
      />

      <PageItemDialog list={list} open={dialog.open} onOpenChange={dialog.onOpenChange} item={dialog.record} />
      {confirmDelete.dialog}
    </ChurchListSection>
  )
}
