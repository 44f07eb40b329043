import { useState } from 'react'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { AdminTable } from '../components/admin-table'
import { type AdminFaqItem, useAdminFaq, useDeleteFaqItem, useReorderFaq } from './api/texts'
import { FaqDialog } from './faq-dialog'
import { moved } from './service-times-section'

/** Church tab → FAQ: Plan a Visit's 'What to Expect' questions, in this order. */
export function FaqSection() {
  const faq = useAdminFaq()
  const [editing, setEditing] = useState<{ item: AdminFaqItem | null } | null>(null)
  const [deleting, setDeleting] = useState<AdminFaqItem | null>(null)
  const remove = useDeleteFaqItem()
  const reorder = useReorderFaq()
  const list = faq.data ?? []
  const move = (item: AdminFaqItem, by: -1 | 1) => reorder.mutate({ ids: moved(list, item.id, by) })

  return (
    <section aria-labelledby="church-faq-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="church-faq-heading" className="text-xl font-bold text-secondary">
            FAQ
          </h3>
          <p className="text-muted text-sm">Shown on Plan a Visit under What to Expect.</p>
        </div>
        <button type="button" className="btn-primary" onClick={() => setEditing({ item: null })}>
          Add FAQ Item
        </button>
      </div>
      <AdminTable
        caption="Plan a Visit questions, in the order visitors see them"
        minWidth="min-w-[640px]"
        columns={[{ label: 'Question' }, { label: 'Answer' }, { label: 'Actions', align: 'right' }]}
        query={faq}
        errorText="FAQ items could not be loaded."
        empty="No questions yet. Use Add FAQ Item to add one."
      >
        {list.map((item, index) => (
          <tr key={item.id} className="hover:bg-slate-50">
            <th scope="row" className="px-4 py-3 text-left font-semibold text-secondary">
              {item.question}
            </th>
            <td className="px-4 py-3 text-slate-700">
              <span className="line-clamp-2">{item.answer}</span>
            </td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-1">
                <button
                  type="button"
                  className="btn px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 disabled:opacity-40"
                  aria-label={`Move ${item.question} up`}
                  disabled={index === 0 || reorder.isPending}
                  onClick={() => move(item, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="btn px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 disabled:opacity-40"
                  aria-label={`Move ${item.question} down`}
                  disabled={index === list.length - 1 || reorder.isPending}
                  onClick={() => move(item, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="btn px-3 py-1.5 text-sm text-primary hover:bg-primary/10"
                  aria-label={`Edit ${item.question}`}
                  onClick={() => setEditing({ item })}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="btn px-3 py-1.5 text-sm text-red-700 hover:bg-red-50"
                  aria-label={`Delete ${item.question}`}
                  onClick={() => setDeleting(item)}
                >
                  Delete
                </button>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>

      <FaqDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} item={editing?.item} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete FAQ Item"
        message={`Are you sure you want to delete “${deleting?.question ?? ''}”? It will no longer be shown on Plan a Visit.`}
        confirmLabel="Delete FAQ Item"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </section>
  )
}
