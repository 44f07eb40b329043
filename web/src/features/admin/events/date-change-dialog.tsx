import { DateChangeInput, END_BEFORE_START } from '@church/api/models/events'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useState } from 'react'
import type { Resolver } from 'react-hook-form'
import { Dialog } from '../../../components/ui/dialog'
import { formatTimeRange } from '../../../lib/dates'
import { TextAreaField, TextField, useDialogFields } from '../components/dialog-fields'
import { EntityDialogFooter } from '../components/entity-dialog-footer'
import { useEntityForm } from '../components/use-entity-form'
import { type EventDate, savedWords, useChangeEventDate } from './api/event-dates'
import type { AdminEvent } from './api/get-admin-events'
import { useRegisteredCount, useTellRegistrants } from './api/registrations'
import { type ChangeValues, changeToSend, type Series } from './date-change'
import { dayWithYear } from './date-words'
import { WhenFields } from './when-fields'

const schemaResolver = valibotResolver(DateChangeInput)

/**
 * The API's own schema (DateChangeInput) on what will be sent, with its words on the fields; and,
 * for a series that ends the day it starts, the end after the start as the date will happen (an end
 * changed alone is sent without the start it must follow).
 */
const changeResolver =
  (on: string, series: Series): Resolver<ChangeValues, unknown, DateChangeInput> =>
  async (values, context, options) => {
    const result = await schemaResolver(changeToSend(values, on, series) as never, context, options as never)
    if (
      Object.keys(result.errors).length === 0 &&
      !series.multiDay &&
      values.startTime &&
      values.endTime <= values.startTime &&
      values.endTime
    )
      return { values: {}, errors: { endTime: { type: 'validate', message: END_BEFORE_START } } }
    return result as Awaited<ReturnType<Resolver<ChangeValues, unknown, DateChangeInput>>>
  }

/**
 * 'Change' on one date of a series: its date, start, end, place and a note to visitors, filled with
 * the date as it stands. Like every dialog of the dashboard it keeps a draft per staff member, asks
 * before dropping what was typed, sends nothing offline, and shows the server's words on the fields
 * ('A date can move at most 31 days' on Date). Saved means the server answered.
 */
export function DateChangeDialog({
  event,
  series,
  shown,
  open,
  onOpenChange,
  onSaved,
}: {
  event: AdminEvent
  series: Series
  shown: EventDate | null
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Told what the server answered, once it has. */
  onSaved: (words: string) => void
}) {
  const own = formatTimeRange(series.startTime, series.endTime)
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={shown ? `Change ${dayWithYear(shown.on)}` : 'Change a date'}
      description={`Only this date of ${event.title} changes. The series is ${own ? `at ${own}` : 'all day'}${series.location ? ` at ${series.location}` : ''}; a field left as it is keeps the series' own.`}
    >
      {shown ? <DateChangeForm event={event} series={series} shown={shown} onSaved={onSaved} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  )
}

function DateChangeForm({
  event,
  series,
  shown,
  onSaved,
  onDone,
}: {
  event: AdminEvent
  series: Series
  shown: EventDate
  onSaved: (words: string) => void
  onDone: () => void
}) {
  const changeDate = useChangeEventDate()
  // Those registered for this date (decision 0058): told how it stands now, when staff leave the box ticked.
  const registered = useRegisteredCount(event.id, shown.on)
  const tell = useTellRegistrants()
  const [tellThem, setTellThem] = useState(true)
  const people = registered.data?.registrations ?? 0
  const { register, errors, onSubmit, saving } = useEntityForm<ChangeValues, DateChangeInput>({
    resolver: changeResolver(shown.on, series),
    defaultValues: { date: shown.date, startTime: shown.startTime, endTime: shown.endTime, location: shown.location, note: shown.note },
    save: async (change) => {
      const saved = await changeDate.mutateAsync({ id: event.id, on: shown.on, change })
      if (people > 0 && tellThem) await tell.mutateAsync({ id: event.id, tell: { on: shown.on, note: change.note ?? '' } })
      onSaved(savedWords(saved.next))
    },
    saving: changeDate.isPending || tell.isPending,
    onDone,
    // Opened again after a new sign-in by the Events tab (events-tab.tsx), filled from this draft.
    draftKey: `event-date:${event.id}:${shown.on}`,
    editing: { event, on: shown.on },
  })
  const field = useDialogFields({ register, errors })
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <WhenFields field={field} />
      <TextField label="Location" {...field('location')} />
      <TextAreaField label="Note to visitors (optional)" rows={2} placeholder="e.g. Moved for Thanksgiving" {...field('note')} />
      {people > 0 ? (
        <div className="rounded-lg border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-950">
          <p className="font-semibold">{people === 1 ? '1 person is' : `${people} people are`} registered for this date.</p>
          <label className="mt-2 flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              checked={tellThem}
              onChange={(change) => setTellThem(change.target.checked)}
              className="h-6 w-6 accent-primary"
            />
            <span>Email them the new date, time and place (with the note above)</span>
          </label>
        </div>
      ) : null}
      <EntityDialogFooter saving={saving} editing onCancel={onDone} />
    </form>
  )
}
