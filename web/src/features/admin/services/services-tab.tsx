import { useState } from 'react'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { formatDate, formatTime } from '../../../lib/dates'
import { AdminTable } from '../components/admin-table'
import { useDeleteSundayService } from './api/delete-service'
import { type AdminSundayService, useAdminSundayServices } from './api/get-admin-services'
import { ServiceDialog } from './service-dialog'

/** How a service is named to staff and screen readers: 'March 1, 2026 at 10:30 AM'. */
const serviceName = (service: AdminSundayService) => `${formatDate(service.date)} at ${formatTime(service.time)}`

/** The Sunday Services tab (SPEC §2): table with the Live badge, add/edit dialog, delete. */
export function ServicesTab() {
  const services = useAdminSundayServices()
  const [editing, setEditing] = useState<{ service: AdminSundayService | null } | null>(null)
  const [deleting, setDeleting] = useState<AdminSundayService | null>(null)
  const deleteService = useDeleteSundayService()

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

      <AdminTable
        caption="Sunday services, newest first"
        minWidth="min-w-[640px]"
        columns={[{ label: 'Date' }, { label: 'Time' }, { label: 'Location' }, { label: 'Status' }, { label: 'Actions', align: 'right' }]}
        query={services}
        errorText="Sunday services could not be loaded."
        empty="No Sunday services yet. Use Add Sunday Service to add one."
      >
        {services.data?.map((service) => (
          <tr key={service.id} className="hover:bg-slate-50">
            <th scope="row" className="whitespace-nowrap px-4 py-3 font-semibold text-secondary">
              {formatDate(service.date)}
            </th>
            <td className="whitespace-nowrap px-4 py-3">{formatTime(service.time)}</td>
            <td className="px-4 py-3">{service.location}</td>
            <td className="px-4 py-3">
              {service.isLive ? (
                <span className="inline-flex items-center gap-1.5 rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-bold uppercase text-red-800">
                  <span aria-hidden="true" className="h-2 w-2 rounded-full bg-red-600" />
                  Live
                </span>
              ) : null}
            </td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-2">
                <button
                  type="button"
                  className="btn px-3 py-1.5 text-sm text-primary hover:bg-primary/10"
                  aria-label={`Edit service on ${serviceName(service)}`}
                  onClick={() => setEditing({ service })}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="btn px-3 py-1.5 text-sm text-red-700 hover:bg-red-50"
                  aria-label={`Delete service on ${serviceName(service)}`}
                  onClick={() => setDeleting(service)}
                >
                  Delete
                </button>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>

      <ServiceDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} service={editing?.service} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Sunday Service"
        message={`Are you sure you want to delete the service on ${deleting ? serviceName(deleting) : ''}? You can undo it from the message that follows.`}
        confirmLabel="Delete Service"
        pending={deleteService.isPending}
        onConfirm={() => deleting && deleteService.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </section>
  )
}
