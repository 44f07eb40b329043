import { useState } from 'react'
import { formatDate, formatTime } from '../../../lib/dates'
import { useReopenAfterSignIn } from '../components/form-draft'
import { EditDelete, ResourceTable, useConfirmDelete } from '../components/resource-table'
import { useDeleteSundayService } from './api/delete-sunday-service'
import { type AdminSundayService, useSundayServicesPage } from './api/get-admin-sunday-services'
import { SundayServiceDialog } from './sunday-service-dialog'

/** How a service is named to staff and screen readers: 'March 1, 2026 at 10:30 AM'. */
const serviceName = (service: AdminSundayService) => `${formatDate(service.date)} at ${formatTime(service.time)}`

/** The Sunday Services tab (docs/product.md#sunday-services-tab): table with the Live badge, add/edit dialog, delete. */
export function SundayServicesTab() {
  const services = useSundayServicesPage()
  const [editing, setEditing] = useState<{ service: AdminSundayService | null } | null>(null)
  useReopenAfterSignIn<AdminSundayService>('sunday-service', (service) => setEditing({ service }))
  const confirmDelete = useConfirmDelete<AdminSundayService>({
    title: 'Delete Sunday Service',
    message: (service) =>
      `Are you sure you want to delete the service on ${serviceName(service)}? You can undo it from the message that follows.`,
    confirmLabel: 'Delete Service',
    remove: useDeleteSundayService(),
  })

  return (
    <section aria-labelledby="admin-services-heading" className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-services-heading" className="section-title">
          Sunday Services
        </h2>
        <button type="button" className="btn-primary" onClick={() => setEditing({ service: null })}>
          Add Sunday Service
        </button>
      </div>

      <ResourceTable
        caption="Sunday services, newest first"
        noun="Sunday services"
        list={services}
        errorText="Sunday services could not be loaded."
        empty="No Sunday services yet. Use Add Sunday Service to add one."
        columns={[
          { label: 'Date', main: true, className: 'whitespace-nowrap', cell: (service) => formatDate(service.date) },
          { label: 'Time', className: 'whitespace-nowrap', cell: (service) => formatTime(service.time) },
          { label: 'Location', cell: (service) => service.location },
          {
            label: 'Status',
            cell: (service) =>
              service.isLive ? (
                <span className="inline-flex items-center gap-1.5 rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-bold uppercase text-red-800">
                  <span aria-hidden="true" className="h-2 w-2 rounded-full bg-red-600" />
                  Live
                </span>
              ) : null,
          },
        ]}
        actions={(service) => (
          <EditDelete
            name={`service on ${serviceName(service)}`}
            onEdit={() => setEditing({ service })}
            onDelete={() => confirmDelete.ask(service)}
          />
        )}
      />

      <SundayServiceDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} service={editing?.service} />
      {confirmDelete.dialog}
    </section>
  )
}
