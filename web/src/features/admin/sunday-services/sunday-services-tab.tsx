import { useState } from 'react'
import { formatDate, formatTime } from '../../../lib/dates'
import { useEditDialog } from '../components/form-draft'
import { PublicationBadge, type PublicationFilter, PublicationFilterSelect } from '../components/publish-fields'
import { EditDelete, ResourceTable, useConfirmDelete } from '../components/resource-table'
import { useRoleMay } from '../components/staff-role'
import { TabSection } from '../components/tab-section'
import { useDeleteSundayService } from './api/delete-sunday-service'
import { type AdminSundayService, useSundayServicesPage } from './api/get-admin-sunday-services'
import { SundayServiceDialog } from './sunday-service-dialog'

/** How a service is named to staff and screen readers: 'March 1, 2026 at 10:30 AM'. */
const serviceName = (service: AdminSundayService) => `${formatDate(service.date)} at ${formatTime(service.time)}`

/**
 * The Sunday Services tab (docs/product.md#sunday-services-tab): table with the Live badge, add/edit
 * dialog, delete, and a choice of how they stand. A contributor sees their own services, and changes
 * or deletes only those not yet published (decision 0042).
 */
export function SundayServicesTab() {
  const [state, setState] = useState<PublicationFilter>('')
  const services = useSundayServicesPage(state)
  const mayPublish = useRoleMay('editor')
  const dialog = useEditDialog<AdminSundayService>('sunday-service')
  const confirmDelete = useConfirmDelete<AdminSundayService>({
    title: 'Delete Sunday Service',
    message: (service) =>
      `Are you sure you want to delete the service on ${serviceName(service)}? You can undo it from the message that follows.`,
    confirmLabel: 'Delete Service',
    remove: useDeleteSundayService(),
  })

  return (
    <TabSection
      headingId="admin-services-heading"
      title={mayPublish ? 'Sunday Services' : 'Your Sunday services'}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <PublicationFilterSelect value={state} onChange={setState} />
          <button type="button" className="btn-primary" onClick={dialog.add}>
            Add Sunday Service
          </button>
        </div>
      }
    >
      <ResourceTable
        caption="Sunday services, newest first"
        noun="Sunday services"
        searchHint="Search by place or date, e.g. November 2024"
        list={services}
        errorText="Sunday services could not be loaded."
        empty="No Sunday services yet. Use Add Sunday Service to add one."
        columns={[
          {
            label: 'Date',
            main: true,
            className: 'whitespace-nowrap',
            cell: (service) => (
              <>
                {formatDate(service.date)}
                <PublicationBadge record={service} />
              </>
            ),
          },
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
        actions={(service) =>
          !mayPublish && service.publication === 'published' ? null : (
            <EditDelete
              name={`service on ${serviceName(service)}`}
              onEdit={() => dialog.edit(service)}
              onDelete={() => confirmDelete.ask(service)}
            />
          )
        }
      />

      <SundayServiceDialog open={dialog.open} onOpenChange={dialog.onOpenChange} service={dialog.record} />
      {confirmDelete.dialog}
    </TabSection>
  )
}
