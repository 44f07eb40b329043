import { addDays, spanDays } from '@church/api/lib/event-times'
import { useRef, useState } from 'react'
import { formatDate, formatTimeRange } from '../../../lib/dates'
import { ClearAllBox } from '../components/clear-all-box'
import { useEditDialog, useReopenAfterSignIn } from '../components/form-draft'
import { PreviewLink, PublicationBadge, type PublicationFilter, PublicationFilterSelect } from '../components/publish-fields'
import { Badge, EditDelete, editButton, ResourceTable, useConfirmDelete } from '../components/resource-table'
import { useRoleMay } from '../components/staff-role'
import { TabSection } from '../components/tab-section'
import { useConfirmClearAll } from '../components/use-confirm'
import { useClearEvents } from './api/clear-events'
import { useDeleteEvent } from './api/delete-event'
import { type AdminEvent, useEventsPage } from './api/get-admin-events'
import { useRegistrationCounts } from './api/registrations'
import { CategoriesDialog } from './categories-dialog'
import { EventDatesDialog, repeats } from './event-dates-dialog'
import { EventDialog } from './event-dialog'
import { ExportEventsButton } from './export-events-button'
import { ImportEventsBox } from './import-events-box'
import { RegistrationsDialog } from './registrations-dialog'

/**
 * The Events tab (docs/product.md#events-tab): table, add/edit dialog, a series' Dates, the event
 * categories (decision 0057), bulk import, export and clear all. A contributor sees their own events, with Add, Edit, Delete and Preview only.
 */
export function EventsTab() {
  const [state, setState] = useState<PublicationFilter>('')
  const events = useEventsPage(state)
  const mayPublish = useRoleMay('editor')
  // The dialog's mode: closed, create (no event chosen) or edit (one chosen).
  const dialog = useEditDialog<AdminEvent>('event')
  const [categoriesOpen, setCategoriesOpen] = useState(false)
  // A series' Dates dialog, and the date whose change form opens in it at once (after a new sign-in).
  const [datesOf, setDatesOf] = useState<{ event: AdminEvent; changing?: string } | null>(null)
  const datesButton = useRef<HTMLButtonElement | null>(null)
  // An event's Registrations dialog (decision 0058), and the counts the table shows (editors and admins only).
  const [registrationsOf, setRegistrationsOf] = useState<AdminEvent | null>(null)
  const counts = useRegistrationCounts(mayPublish)
  const countOf = (event: AdminEvent) => counts.data?.find((c) => c.eventId === event.id)
  useReopenAfterSignIn<{ event: AdminEvent; on: string }>(
    'event-date',
    (kept) => kept && setDatesOf({ event: kept.event, changing: kept.on }),
  )
  const confirmDelete = useConfirmDelete<AdminEvent>({
    title: 'Delete Event',
    message: (event) => {
      const count = countOf(event)
      // Deleting tells nobody (decision 0058): staff are told first, while they can still email them.
      const registered =
        count && count.confirmed + count.waiting > 0
          ? ` ${registeredWords(count)} for ${repeats(event) ? 'its next date' : 'it'}: deleting does not tell them, so email them first from its Registrations.`
          : ''
      return `Are you sure you want to delete "${event.title}"?${registered} You can undo it from the message that follows.`
    },
    confirmLabel: 'Delete Event',
    remove: useDeleteEvent(),
  })
  const clearAll = useConfirmClearAll('Events', useClearEvents(), events.query.data && !events.search && !state ? events.total : undefined)

  return (
    <TabSection
      headingId="admin-events-heading"
      title={mayPublish ? 'Events' : 'Your events'}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <PublicationFilterSelect value={state} onChange={setState} />
          <button type="button" className="btn-primary" onClick={dialog.add}>
            Add Event
          </button>
          {mayPublish ? (
            <button type="button" className="btn-outline" onClick={() => setCategoriesOpen(true)}>
              Categories
            </button>
          ) : null}
          {mayPublish ? <ExportEventsButton /> : null}
        </div>
      }
    >
      <ResourceTable
        caption="Events, upcoming first, then past"
        noun="events"
        searchHint="Search by title, place or date, e.g. November 2024"
        list={events}
        errorText="Events could not be loaded."
        empty="No events yet. Use Add Event or the bulk import below to add some."
        columns={[
          {
            label: 'Title',
            main: true,
            cell: (event) => (
              <>
                {event.title}
                <PublicationBadge record={event} />
              </>
            ),
          },
          {
            label: 'Date',
            className: 'whitespace-nowrap',
            cell: (event) => <ListedDate event={event} />,
          },
          { label: 'Location', cell: (event) => event.next.location },
          { label: 'Categories', cell: (event) => event.categories.map((c) => c.name).join(', ') },
          { label: 'Recurrence', cell: (event) => event.recurrenceDescription },
          ...(mayPublish ? [{ label: 'Registered', cell: (event: AdminEvent) => registeredWords(countOf(event)) }] : []),
        ]}
        actions={(event) => {
          const preview = <PreviewLink kind="events" id={event.id} title={event.title} />
          if (!mayPublish && event.publication === 'published') return preview
          return (
            <EditDelete name={event.title} onEdit={() => dialog.edit(event)} onDelete={() => confirmDelete.ask(event)}>
              {preview}
              {mayPublish ? (
                <button
                  type="button"
                  className={editButton}
                  aria-label={`Registrations for ${event.title}`}
                  onClick={() => setRegistrationsOf(event)}
                >
                  Registrations
                </button>
              ) : null}
              {mayPublish && repeats(event) ? (
                <button
                  type="button"
                  className={editButton}
                  aria-label={`Dates of ${event.title}`}
                  onClick={(click) => {
                    datesButton.current = click.currentTarget
                    setDatesOf({ event })
                  }}
                >
                  Dates
                </button>
              ) : null}
            </EditDelete>
          )
        }}
      />

      {mayPublish ? (
        <>
          <ImportEventsBox />
          <ClearAllBox
            plural="Events"
            onClear={clearAll.ask}
            disabled={events.query.data !== undefined && events.total === 0 && !events.search && !state}
          />
        </>
      ) : null}

      {mayPublish ? <CategoriesDialog open={categoriesOpen} onOpenChange={setCategoriesOpen} /> : null}
      <EventDialog open={dialog.open} onOpenChange={dialog.onOpenChange} event={dialog.record} />
      <EventDatesDialog
        open={datesOf !== null}
        onOpenChange={(open) => !open && setDatesOf(null)}
        event={datesOf?.event}
        changing={datesOf?.changing}
        returnFocus={() => (datesButton.current?.isConnected ? datesButton.current : null)}
      />
      <RegistrationsDialog
        open={registrationsOf !== null}
        onOpenChange={(open) => !open && setRegistrationsOf(null)}
        event={registrationsOf ?? undefined}
      />
      {confirmDelete.dialog}
      {clearAll.dialog}
    </TabSection>
  )
}

/**
 * The date an event is listed at (a series: its next date, as changed) with its time, 'Cancelled' or
 * 'Changed' beside it when that date is not as the series has it, and the day it ends when later.
 */
function ListedDate({ event }: { event: AdminEvent }) {
  const next = event.next
  const span = spanDays(event)
  return (
    <>
      <span className="inline-flex flex-wrap items-center gap-2">
        {formatDate(event.nextDate)}
        {repeats(event) && next.cancelled ? <Badge tone="red">Cancelled</Badge> : null}
        {repeats(event) && !next.cancelled && next.changed ? <Badge tone="grey">Changed</Badge> : null}
      </span>
      {next.startTime ? <span className="text-muted block">{formatTimeRange(next.startTime, next.endTime)}</span> : null}
      {span > 0 ? <span className="text-muted block">Ends {formatDate(addDays(event.nextDate, span))}</span> : null}
    </>
  )
}

/** '12 of 40 registered, 3 waiting' ('12 registered' without a limit); nothing when registration is off. */
export function registeredWords(count: { capacity: number | null; confirmed: number; waiting: number } | undefined): string {
  if (!count) return ''
  const registered = count.capacity === null ? `${count.confirmed} registered` : `${count.confirmed} of ${count.capacity} registered`
  return count.waiting > 0 ? `${registered}, ${count.waiting} waiting` : registered
}
