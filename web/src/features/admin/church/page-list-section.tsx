import { PAGE_LIST_WORDS, type PageList } from '@church/api/content/page-lists'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { AdminTable } from '../components/admin-table'
import { useReopenAfterSignIn } from '../components/form-draft'
import { type AdminPageItem, useAdminPageLists, useDeletePageItem, useReorderPageList } from './api/texts'
import { PageItemDialog } from './page-item-dialog'
import { moved } from './service-times-section'

/** Church tab → one list (FAQ, Our Values, Core Beliefs, Music Groups, Kids Programs): add, edit, move and remove its items. */
export function PageListSection({ list }: { list: PageList }) {
  const words = PAGE_LIST_WORDS[list]
  const lists = useAdminPageLists()
  const [editing, setEditing] = useState<{ item: AdminPageItem | null } | null>(null)
  useReopenAfterSignIn<AdminPageItem>(`list:${list}`, (item) => setEditing({ item }))
  const [deleting, setDeleting] = useState<AdminPageItem | null>(null)
  const remove = useDeletePageItem()
  const reorder = useReorderPageList()
  const items = lists.data?.[list] ?? []
  const query = { ...lists, data: lists.data ? items : undefined }
  const move = (item: AdminPageItem, by: -1 | 1) => reorder.mutate({ list, ids: moved(items, item.id, by) })
  const headingId = `church-list-${list}-heading`

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-xl font-bold text-secondary">
            {words.heading}
          </h3>
          <p className="text-muted text-sm">{words.where}</p>
        </div>
        <button type="button" className="btn-primary" onClick={() => setEditing({ item: null })}>
          Add {words.item}
        </button>
      </div>
      <AdminTable
        caption={`${words.heading}, in the order visitors see them`}
        minWidth="min-w-[640px]"
        columns={[{ label: words.title }, { label: words.body }, { label: 'Actions', align: 'right' }]}
        query={query}
        errorText={`${words.heading} could not be loaded.`}
        empty={`Nothing here yet. Use Add ${words.item} to add one.`}
      >
        {items.map((item, index) => (
          <tr key={item.id} className="hover:bg-slate-50">
            <th scope="row" className="px-4 py-3 text-left font-semibold text-secondary">
              {item.title}
              {item.label ? <span className="text-muted block text-sm font-normal">{item.label}</span> : null}
            </th>
            <td className="px-4 py-3 text-slate-700">
              <span className="line-clamp-2">{item.body}</span>
            </td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-1">
                <button
                  type="button"
                  className="btn px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 disabled:opacity-40"
                  aria-label={`Move ${item.title} up`}
                  disabled={index === 0 || reorder.isPending}
                  onClick={() => move(item, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="btn px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 disabled:opacity-40"
                  aria-label={`Move ${item.title} down`}
                  disabled={index === items.length - 1 || reorder.isPending}
                  onClick={() => move(item, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="btn px-3 py-1.5 text-sm text-primary hover:bg-primary/10"
                  aria-label={`Edit ${item.title}`}
                  onClick={() => setEditing({ item })}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="btn px-3 py-1.5 text-sm text-red-700 hover:bg-red-50"
                  aria-label={`Delete ${item.title}`}
                  onClick={() => setDeleting(item)}
                >
                  Delete
                </button>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>

      <PageItemDialog list={list} open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} item={editing?.item} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${words.item}`}
        message={`Are you sure you want to delete “${deleting?.title ?? ''}”? It will no longer be shown on the site.`}
        confirmLabel={`Delete ${words.item}`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </section>
  )
}
