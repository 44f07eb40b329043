import { useState } from 'react'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { formatDate, formatTimeRange } from '../../../lib/dates'
import { useReopenAfterSignIn } from '../components/form-draft'
import { EditDelete, ResourceTable, useConfirmDelete } from '../components/resource-table'
import { useClearEvents } from './api/clear-events'
import { useDeleteEvent } from './api/delete-event'
import { type AdminEvent, useEventsPage } from './api/get-admin-events'
import { EventDialog } from './event-dialog'
import { ExportEventsButton } from './export-events-button'
import { ImportEventsBox } from './import-events-box'

/** The Events tab (SPEC §2): table, add/edit dialog, bulk import, export and clear all. */
export function EventsTab() {
  const events = useEventsPage()
  // The dialog's mode: closed, create (no event chosen) or edit (one chosen).
  const [editing, setEditing] = useState<{ event: AdminEvent | null } | null>(null)
  useReopenAfterSignIn<AdminEvent>('event', (event) => setEditing({ event }))
  const confirmDelete = useConfirmDelete<AdminEvent>({
    title: 'Delete Event',
    message: (event) => `Are you sure you want to delete "${event.title}"? You can undo it from the message that follows.`,
    confirmLabel: 'Delete Event',
    remove: useDeleteEvent(),
  })
  const [clearing, setClearing] = useState(false)
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

      <ResourceTable
        caption="Events, upcoming first, then past"
        noun="events"
        list={events}
        errorText="Events could not be loaded."
        empty="No events yet. Use Add Event or the bulk import below to add some."
        columns={[
          { label: 'Title', main: true, cell: (event) => event.title },
          {
            label: 'Date',
            className: 'whitespace-nowrap',
            cell: (event) => (
              <>
                {formatDate(event.nextDate)}
                {event.startTime ? <span className="text-muted block">{formatTimeRange(event.startTime, event.endTime)}</span> : null}
              </>
            ),
          },
          { label: 'Location', cell: (event) => event.location },
          { label: 'Recurrence', cell: (event) => event.recurrenceDescription },
        ]}
        actions={(event) => (
          <EditDelete name={event.title} onEdit={() => setEditing({ event })} onDelete={() => confirmDelete.ask(event)} />
        )}
      />

      <ImportEventsBox />

      <EventDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} event={editing?.event} />
      {confirmDelete.dialog}
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
