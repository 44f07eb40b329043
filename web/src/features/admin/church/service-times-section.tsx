import { whenOf } from '@church/api/lib/service-times'
import { useLocalList } from '../api/paged-list'
import { type AdminServiceTime, useAdminServiceTimes, useDeleteServiceTime, useReorderServiceTimes } from '../api/service-times'
import { useEditDialog } from '../components/form-draft'
import { OrderedRowActions, ResourceTable, useConfirmDelete } from '../components/resource-table'
import { ChurchListSection } from './church-list-section'
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
  const dialog = useEditDialog<AdminServiceTime>('service-time')
  const confirmDelete = useConfirmDelete<AdminServiceTime>({
    title: 'Delete Service Time',
    message: (time) =>
      `Are you sure you want to delete ${time.name}? It will no longer be shown on the site. You can undo it from the message that follows.`,
    confirmLabel: 'Delete Service Time',
    remove: useDeleteServiceTime(),
  })
  const reorder = useReorderServiceTimes()
  const list = times.data ?? []
  const rows = useLocalList(times)
  const move = (time: AdminServiceTime, by: -1 | 1) => reorder.mutate({ ids: moved(list, time.id, by) })

  return (
    <ChurchListSection
      headingId="church-times-heading"
      title="Service Times"
      where="Shown on home, the footer, contact, plan a visit, Kids Church, the live stream and in emails."
      addLabel="Add Service Time"
      onAdd={dialog.add}
    >
      <ResourceTable
        caption="Service times, in the order visitors see them"
        noun="service times"
        searchable={false}
        list={rows}
        errorText="Service times could not be loaded."
        empty="No service times yet. Use Add Service Time to add one."
        columns={[
          {
            label: 'Name',
            main: true,
            cell: (time) => (
              <>
                {time.name}
                {time.note ? <span className="block text-sm font-normal text-slate-600">{time.note}</span> : null}
              </>
            ),
          },
          { label: 'When', className: 'whitespace-nowrap', cell: (time) => whenOf({ ...time, name: '' }) },
          { label: 'Place', cell: (time) => time.place },
          {
            label: 'Shown as',
            cell: (time) =>
              ROLE_BADGES[time.role] ? (
                <span
                  className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-bold text-slate-800"
                  title={ROLE_LABELS[time.role as 'main']}
                >
                  {ROLE_BADGES[time.role]}
                </span>
              ) : null,
          },
        ]}
        actions={(time) => (
          <OrderedRowActions
            name={time.name}
            row={time}
            rows={list}
            pending={reorder.isPending}
            onMove={(by) => move(time, by)}
            onEdit={() => dialog.edit(time)}
            onDelete={() => confirmDelete.ask(time)}
          />
        )}
      />

      <ServiceTimeDialog open={dialog.open} onOpenChange={dialog.onOpenChange} time={dialog.record} />
      {confirmDelete.dialog}
    </ChurchListSection>
  )
}
