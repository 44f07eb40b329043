import { whenOf } from '@church/api/lib/service-times'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { AdminTable } from '../components/admin-table'
import { useReopenAfterSignIn } from '../components/form-draft'
import { type AdminServiceTime, useAdminServiceTimes, useDeleteServiceTime, useReorderServiceTimes } from './api/service-times'
import { ROLE_LABELS, ServiceTimeDialog } from './service-time-dialog'

const ROLE_BADGES: Record<string, string> = { main: 'Main service', kids: 'Kids Church' }

/** The list with its items moved one place up or down (`by` -1 or 1). */
export function moved<T extends { id: string }>(list: readonly T[], id: string, by: -1 | 1): string[] {
  const ids = list.map((item) => item.id)
  const from = ids.indexOf(id)
  const to = from + by
  if (from < 0 || to < 0 || to >= ids.length) return ids
  ;[ids[from], ids[to]] = [ids[to], ids[from]]
  return ids
}

/** Church tab → Service times: every public place that shows a time reads this list. */
export function ServiceTimesSection() {
  const times = useAdminServiceTimes()
  const [editing, setEditing] = useState<{ time: AdminServiceTime | null } | null>(null)
  useReopenAfterSignIn<AdminServiceTime>('service-time', (time) => setEditing({ time }))
  const [deleting, setDeleting] = useState<AdminServiceTime | null>(null)
  const remove = useDeleteServiceTime()
  const reorder = useReorderServiceTimes()
  const list = times.data ?? []
  const move = (time: AdminServiceTime, by: -1 | 1) => reorder.mutate({ ids: moved(list, time.id, by) })

  return (
    <section aria-labelledby="church-times-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="church-times-heading" className="text-xl font-bold text-secondary">
            Service Times
          </h3>
          <p className="text-muted text-sm">
            Shown on home, the footer, contact, plan a visit, Kids Church, the live stream and in emails.
          </p>
        </div>
        <button type="button" className="btn-primary" onClick={() => setEditing({ time: null })}>
          Add Service Time
        </button>
      </div>
      <AdminTable
        caption="Service times, in the order visitors see them"
        minWidth="min-w-[640px]"
        columns={[{ label: 'Name' }, { label: 'When' }, { label: 'Place' }, { label: 'Shown as' }, { label: 'Actions', align: 'right' }]}
        query={times}
        errorText="Service times could not be loaded."
        empty="No service times yet. Use Add Service Time to add one."
      >
        {list.map((time, index) => (
          <tr key={time.id} className="hover:bg-slate-50">
            <th scope="row" className="px-4 py-3 text-left font-semibold text-secondary">
              {time.name}
              {time.note ? <span className="block text-sm font-normal text-slate-600">{time.note}</span> : null}
            </th>
            <td className="whitespace-nowrap px-4 py-3">{whenOf({ ...time, name: '' })}</td>
            <td className="px-4 py-3">{time.place}</td>
            <td className="px-4 py-3">
              {ROLE_BADGES[time.role] ? (
                <span
                  className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-bold text-slate-800"
                  title={ROLE_LABELS[time.role as 'main']}
                >
                  {ROLE_BADGES[time.role]}
                </span>
              ) : null}
            </td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-1">
                <button
                  type="button"
                  className="btn px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 disabled:opacity-40"
                  aria-label={`Move ${time.name} up`}
                  disabled={index === 0 || reorder.isPending}
                  onClick={() => move(time, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="btn px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 disabled:opacity-40"
                  aria-label={`Move ${time.name} down`}
                  disabled={index === list.length - 1 || reorder.isPending}
                  onClick={() => move(time, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="btn px-3 py-1.5 text-sm text-primary hover:bg-primary/10"
                  aria-label={`Edit ${time.name}`}
                  onClick={() => setEditing({ time })}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="btn px-3 py-1.5 text-sm text-red-700 hover:bg-red-50"
                  aria-label={`Delete ${time.name}`}
                  onClick={() => setDeleting(time)}
                >
                  Delete
                </button>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>

      <ServiceTimeDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} time={editing?.time} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Service Time"
        message={`Are you sure you want to delete ${deleting?.name ?? ''}? It will no longer be shown on the site.`}
        confirmLabel="Delete Service Time"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </section>
  )
}
