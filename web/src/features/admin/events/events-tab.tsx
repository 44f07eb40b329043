import { useState } from 'react'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { formatDate, formatTimeRange } from '../../../lib/dates'
import { AdminTable } from '../components/admin-table'
import { useClearEvents } from './api/clear-events'
import { useDeleteEvent } from './api/delete-event'
import { type AdminEvent, useAdminEvents } from './api/get-admin-events'
import { EventDialog } from './event-dialog'
import { ExportEventsButton } from './export-events-button'
import { ImportEventsBox } from './import-events-box'

/** The Events tab (SPEC §2): table, add/edit dialog, bulk import, export and clear all. */
export function EventsTab() {
  const events = useAdminEvents()
  // The dialog's mode: closed, create (no event chosen) or edit (one chosen).
  const [editing, setEditing] = useState<{ event: AdminEvent | null } | null>(null)
  const [deleting, setDeleting] = useState<AdminEvent | null>(null)
  const [clearing, setClearing] = useState(false)
  const deleteEvent = useDeleteEvent()
  const clearEvents = useClearEvents()

  return (
    <section aria-labelledby="admin-events-heading" className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-events-heading" className="section-title">
          Events
        </h2>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-primary" onClick={() => setEditing({ event: null })}>
            Add Event
          </button>
          <ExportEventsButton />
          <button
            type="button"
            className="btn border border-red-300 bg-white text-red-700 hover:bg-red-50"
            onClick={() => setClearing(true)}
          >
            Clear All Events
          </button>
        </div>
      </div>

      <AdminTable
        caption="All events, soonest first"
        minWidth="min-w-[720px]"
        columns={[
          { label: 'Title' },
          { label: 'Date' },
          { label: 'Location' },
          { label: 'Recurrence' },
          { label: 'Actions', align: 'right' },
        ]}
        query={events}
        errorText="Events could not be loaded."
        empty="No events yet. Use Add Event or the bulk import below to add some."
      >
        {events.data?.map((event) => (
          <tr key={event.id} className="align-top hover:bg-slate-50">
            <th scope="row" className="px-4 py-3 font-semibold text-secondary">
              {event.title}
            </th>
            <td className="whitespace-nowrap px-4 py-3">
              {formatDate(event.date)}
              {event.startTime ? <span className="text-muted block">{formatTimeRange(event.startTime, event.endTime)}</span> : null}
            </td>
            <td className="px-4 py-3">{event.location}</td>
            <td className="px-4 py-3">{event.recurrenceDescription}</td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-2">
                <button
                  type="button"
                  className="btn px-3 py-1.5 text-sm text-primary hover:bg-primary/10"
                  aria-label={`Edit ${event.title}`}
                  onClick={() => setEditing({ event })}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="btn px-3 py-1.5 text-sm text-red-700 hover:bg-red-50"
                  aria-label={`Delete ${event.title}`}
                  onClick={() => setDeleting(event)}
                >
                  Delete
                </button>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>

      <ImportEventsBox />

      <EventDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} event={editing?.event} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Event"
        message={`Are you sure you want to delete "${deleting?.title ?? ''}"? You can undo it from the message that follows.`}
        confirmLabel="Delete Event"
        pending={deleteEvent.isPending}
        onConfirm={() => deleting && deleteEvent.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
      <ConfirmDialog
        open={clearing}
        onOpenChange={setClearing}
        title="Clear All Events"
        message="Are you sure you want to delete all events? You can undo it from the message that follows."
        confirmLabel="Delete All Events"
        pending={clearEvents.isPending}
        onConfirm={() => clearEvents.mutate(undefined, { onSuccess: () => setClearing(false) })}
      />
    </section>
  )
}
