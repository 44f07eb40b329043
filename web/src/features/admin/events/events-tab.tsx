import { useState } from 'react'
import { ConfirmDialog } from '../../../components/ui/dialog'
import { formatDate, formatTimeRange } from '../../../lib/dates'
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

      <div className="card overflow-x-auto">
        <table className="w-full min-w-[720px] text-left text-sm">
          <caption className="sr-only">All events, soonest first</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Title
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Date
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Location
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Recurrence
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {events.isPending ? (
              <MessageRow>Loading...</MessageRow>
            ) : events.isError ? (
              <MessageRow>
                Events could not be loaded.{' '}
                <button type="button" className="font-semibold text-primary underline" onClick={() => events.refetch()}>
                  Try again
                </button>
              </MessageRow>
            ) : events.data.length === 0 ? (
              <MessageRow>No events yet. Use Add Event or the bulk import below to add some.</MessageRow>
            ) : (
              events.data.map((event) => (
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
              ))
            )}
          </tbody>
        </table>
      </div>

      <ImportEventsBox />

      <EventDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} event={editing?.event} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Event"
        message={`Are you sure you want to delete "${deleting?.title ?? ''}"? This action cannot be undone.`}
        confirmLabel="Delete Event"
        pending={deleteEvent.isPending}
        onConfirm={() => deleting && deleteEvent.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
      <ConfirmDialog
        open={clearing}
        onOpenChange={setClearing}
        title="Clear All Events"
        message="Are you sure you want to delete all events? This action cannot be undone."
        confirmLabel="Delete All Events"
        pending={clearEvents.isPending}
        onConfirm={() => clearEvents.mutate(undefined, { onSuccess: () => setClearing(false) })}
      />
    </section>
  )
}

function MessageRow({ children }: { children: React.ReactNode }) {
  return (
    <tr>
      <td colSpan={5} className="text-muted px-4 py-8 text-center">
        {children}
      </td>
    </tr>
  )
}
