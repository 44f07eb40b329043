import { repeatWords } from '@church/api/lib/repeat-words'
import { useQueries, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { DialogFrame } from '../../../components/ui/dialog'
import { ApiError, api, unwrap } from '../../../lib/api'
import { formatTimeRange } from '../../../lib/dates'
import { useOnline } from '../../../lib/online'
import { adminQueryOptions } from '../api/admin-query'
import { OfflineNote } from '../components/dialog-buttons'
import { Badge, deleteButton, editButton } from '../components/resource-table'
import { type EventDate, savedWords, useEventDates, useRestoreEventDate } from './api/event-dates'
import type { AdminEvent } from './api/get-admin-events'
import { CancelDateDialog } from './cancel-date-dialog'
import type { Series } from './date-change'
import { DateChangeDialog } from './date-change-dialog'
import { changeWords, dayWithYear, shortDay } from './date-words'
import { keepOpen } from './keep-open'

/** Whether an event of the staff list repeats (only a saved series has dates to cancel or change). */
export const repeats = (event: Pick<AdminEvent, 'isRecurring' | 'recurrenceRule'>) =>
  event.isRecurring && event.recurrenceRule.trim() !== ''

/** GET /api/events/{id}/dates/{on}: one date of the series as visitors see it (404 when the series does not fall on it). */
const dateQuery = (id: string, on: string) => ({
  ...adminQueryOptions(['events', id, 'dates', on], async () => (await unwrap(api.events({ id }).dates({ date: on }).get())).next),
  // A changed date the series no longer falls on (its rule was edited since) is a 404: left out, not an error toast.
  meta: { admin: false },
})

/**
 * A saved series' dates (the row's 'Dates' in the Events tab; docs/product.md#changing-one-date), in a dialog of its own rather than in
 * the Edit dialog: a date is cancelled, changed or restored at once, each by its own request,
 * while the Edit dialog saves a whole form on Update and asks before dropping it; and the dates
 * listed are the saved rule's, which the Edit form may be changing. `changing` opens one date's
 * change form at once (after a new sign-in, with its draft).
 */
export function EventDatesDialog({
  event,
  changing,
  open,
  onOpenChange,
  returnFocus,
}: {
  event: AdminEvent | null | undefined
  changing?: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** What gets focus when the dialog closes: the row's Dates button that opened it (when it is still on the page). */
  returnFocus?: () => HTMLElement | null
}) {
  // The app's dialog (components/ui/dialog.tsx) as it looks and behaves, but it stays open while staff
  // work through the dates: a click on a toast (its own 'is cancelled', or the ✕) or in a dialog it opened
  // is not a click outside (keep-open.ts).
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      onInteractOutside={keepOpen}
      finalFocusEl={returnFocus}
      title={event ? `Dates of ${event.title}` : 'Dates'}
      description="The coming dates as visitors see them. Cancelling, changing or restoring a date is saved at once, for the website and calendar apps."
    >
      <div className="mt-5">{event ? <DatesPanel event={event} changing={changing} /> : null}</div>
    </DialogFrame>
  )
}

function DatesPanel({ event, changing }: { event: AdminEvent; changing?: string }) {
  const id = useId()
  const online = useOnline()
  const dates = useEventDates(event.id)
  const restore = useRestoreEventDate()
  const queryClient = useQueryClient()
  const listRef = useRef<HTMLUListElement>(null)
  const findRef = useRef<HTMLInputElement>(null)
  const [cancelling, setCancelling] = useState<string | null>(null)
  const [cancelOpen, setCancelOpen] = useState(false)
  const [editing, setEditing] = useState<EventDate | null>(null)
  const [editOpen, setEditOpen] = useState(false)
  // Dates further ahead than the coming ones listed, that staff looked up.
  const [lookedUp, setLookedUp] = useState<string[]>([])
  const [find, setFind] = useState('')
  const [findError, setFindError] = useState<string | undefined>()
  const [finding, setFinding] = useState(false)
  // The last change the server answered, said in the dialog too (the toast outside it is hidden from screen readers while it is open).
  const [said, setSaid] = useState('')

  const data = dates.data
  const coming = [...(data?.dates ?? [])].sort((a, b) => a.on.localeCompare(b.on))
  const lastComing = coming.at(-1)?.on ?? ''
  // Later dates to show: those staff looked up, and every later date already changed, so each change stays in reach.
  const laterChanged = (data?.changes ?? []).filter((c) => c.on > lastComing).map((c) => c.on)
  const later = [...new Set([...lookedUp, ...laterChanged])].filter((on) => !coming.some((d) => d.on === on)).sort()
  const laterDates = useQueries({ queries: later.map((on) => ({ ...dateQuery(event.id, on), enabled: Boolean(data) })) })
  // A later date the series no longer falls on (its rule was edited since) is left out: the server has no such date to change.
  const rows = [...coming, ...laterDates.flatMap((q) => (q.data && !coming.some((d) => d.on === q.data.on) ? [q.data] : []))]

  const series: Series = {
    startTime: data?.startTime ?? event.startTime,
    endTime: data?.endTime ?? event.endTime,
    location: data?.location ?? event.location,
    multiDay: Boolean((data?.endDate ?? event.endDate) && (data?.endDate ?? event.endDate ?? '') > (data?.date ?? event.date)),
  }

  /** The first button of a date's row (after a change its buttons differ), else the look-up box. */
  const rowFocus = (on: string) =>
    listRef.current?.querySelector<HTMLElement>(`[data-on="${on}"] button:not([disabled])`) ?? findRef.current ?? null
  // A date whose row takes focus once it shows what the server answered (its button was pressed and is gone, or it was just looked up).
  const [focusOn, setFocusOn] = useState<string | null>(null)
  useEffect(() => {
    if (!focusOn || (!rows.some((d) => d.on === focusOn) && laterDates.some((q) => q.isFetching))) return
    rowFocus(focusOn)?.focus()
    setFocusOn(null)
  })

  // After a new sign-in: the change form of the date that was being changed, with its draft.
  const reopened = useRef(false)
  useEffect(() => {
    if (reopened.current || !changing || !data) return
    const shown = rows.find((d) => d.on === changing)
    if (shown) {
      reopened.current = true
      setEditing(shown)
      setEditOpen(true)
    } else if (!lookedUp.includes(changing)) setLookedUp((list) => [...list, changing])
  })

  const lookUp = async (e: FormEvent) => {
    e.preventDefault()
    const on = find
    if (!on) return setFindError('Please enter a valid date')
    if (rows.some((d) => d.on === on)) {
      setFindError(undefined)
      return setFocusOn(on)
    }
    setFinding(true)
    try {
      const found = (await unwrap(api.events({ id: event.id }).dates({ date: on }).get())).next
      queryClient.setQueryData(dateQuery(event.id, found.on).queryKey, found)
      setFindError(undefined)
      setLookedUp((list) => [...list, found.on])
      setFind('')
      setFocusOn(found.on)
    } catch (error) {
      // 404 in the server's words ('Bible Study does not fall on Thu, Nov 26, 2026'); no answer at all: its own words.
      setFindError(error instanceof ApiError ? error.detail : error instanceof Error ? error.message : 'The date could not be found')
    } finally {
      setFinding(false)
    }
  }

  if (dates.isPending)
    return dates.isPaused ? (
      <p className="text-muted">You're offline. The dates will load when you're back online.</p>
    ) : (
      <p className="text-muted" role="status">
        Loading dates...
      </p>
    )
  if (dates.isError && !data)
    return (
      <p className="text-red-800">
        The dates could not be loaded.{' '}
        <button type="button" className="font-semibold text-primary underline" onClick={() => void dates.refetch()}>
          Try again
        </button>
      </p>
    )
  if (!data) return null

  const offlineId = `${id}-offline`
  const restoring = restore.isPending ? restore.variables?.on : undefined
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        {data.recurrenceDescription || data.recurrenceRule ? (
          <p className="text-sm text-slate-700">
            Repeats: {data.recurrenceDescription || repeatWords(data.recurrenceRule, data.date)}
            {series.startTime ? `, ${formatTimeRange(series.startTime, series.endTime)}` : ''}
            {series.location ? `, ${series.location}` : ''}
          </p>
        ) : null}
        <div role="status" className="grid gap-2">
          {online ? null : <OfflineNote id={offlineId} />}
          {said ? <p className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">Saved: {said}.</p> : null}
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="text-muted">This series has no coming dates.</p>
      ) : (
        <ul ref={listRef} aria-label={`Dates of ${event.title}`} className="grid gap-3">
          {rows.map((shown) => (
            <DateRow
              key={shown.on}
              shown={shown}
              series={series}
              online={online}
              offlineId={offlineId}
              restoring={restoring === shown.on}
              busy={restore.isPending}
              onChange={() => {
                setEditing(shown)
                setEditOpen(true)
              }}
              onCancel={() => {
                setCancelling(shown.on)
                setCancelOpen(true)
              }}
              onRestore={() => {
                if (!online) return
                restore.mutate(
                  { id: event.id, on: shown.on },
                  {
                    onSuccess: (answer) => {
                      setSaid(savedWords(answer.next, true))
                      setFocusOn(shown.on)
                    },
                  },
                )
              }}
            />
          ))}
        </ul>
      )}

      <form onSubmit={lookUp} noValidate className="grid gap-1 border-t border-slate-200 pt-4">
        <label htmlFor={`${id}-find`} className="label-base">
          Another date of the series
        </label>
        <p id={`${id}-find-hint`} className="text-muted text-sm">
          For a date further ahead, like Christmas week.
        </p>
        <div className="mt-1 flex flex-wrap gap-3">
          <input
            id={`${id}-find`}
            ref={findRef}
            type="date"
            className="input-base min-w-0 flex-1 basis-48"
            value={find}
            aria-invalid={findError ? true : undefined}
            aria-describedby={`${id}-find-hint${findError ? ` ${id}-find-error` : ''}`}
            onChange={(e) => {
              setFind(e.target.value)
              setFindError(undefined)
            }}
          />
          <button type="submit" className="btn border border-slate-300 text-slate-800 hover:bg-slate-100" disabled={finding}>
            {finding ? 'Finding...' : 'Show Date'}
          </button>
        </div>
        {findError ? (
          <p id={`${id}-find-error`} className="field-error">
            {findError}
          </p>
        ) : null}
      </form>

      <CancelDateDialog
        eventId={event.id}
        on={cancelling ?? ''}
        open={cancelOpen}
        onOpenChange={setCancelOpen}
        onSaved={(words) => {
          setSaid(words)
          setFocusOn(cancelling)
        }}
        focusAfter={() => (cancelling ? rowFocus(cancelling) : null)}
      />
      <DateChangeDialog event={event} series={series} shown={editing} open={editOpen} onOpenChange={setEditOpen} onSaved={setSaid} />
    </div>
  )
}

/** One date of the series: when and where it happens, its state ('Cancelled', 'Moved to …', the note) and what staff can do with it. */
function DateRow({
  shown,
  series,
  online,
  offlineId,
  restoring,
  busy,
  onChange,
  onCancel,
  onRestore,
}: {
  shown: EventDate
  series: Series
  online: boolean
  offlineId: string
  restoring: boolean
  busy: boolean
  onChange: () => void
  onCancel: () => void
  onRestore: () => void
}) {
  const day = shortDay(shown.on)
  const time = formatTimeRange(shown.startTime, shown.endTime)
  const where = [time || 'All day', shown.location].filter(Boolean).join(' · ')
  const offline = online ? {} : { 'aria-disabled': true as const, 'aria-describedby': offlineId }
  return (
    <li data-on={shown.on} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:flex sm:items-start sm:justify-between">
      <div className="grid min-w-0 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <time dateTime={shown.on}>{dayWithYear(shown.on)}</time>
          {shown.cancelled ? <Badge tone="red">Cancelled</Badge> : shown.changed ? <Badge tone="grey">Changed</Badge> : null}
        </p>
        {changeWords(shown, series).map((words) => (
          <p key={words} className="text-sm font-semibold text-slate-800">
            {words}
          </p>
        ))}
        <p className={`text-sm ${shown.cancelled ? 'text-slate-500 line-through' : 'text-slate-700'}`}>{where}</p>
        {shown.note ? <p className="text-sm text-slate-700">Note to visitors: {shown.note}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
        {shown.cancelled ? null : (
          <>
            <button type="button" className={editButton} aria-label={`Change ${day}`} onClick={onChange}>
              Change
            </button>
            <button type="button" className={deleteButton} aria-label={`Cancel ${day}`} onClick={onCancel}>
              Cancel
            </button>
          </>
        )}
        {shown.cancelled || shown.changed || shown.note ? (
          <button
            type="button"
            className={`${editButton} aria-disabled:cursor-not-allowed aria-disabled:opacity-70`}
            aria-label={`Restore ${day}`}
            disabled={busy}
            {...offline}
            onClick={onRestore}
          >
            {restoring ? 'Restoring...' : 'Restore'}
          </button>
        ) : null}
      </div>
    </li>
  )
}
