import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { DateChangeInput } from '@church/api/models/events'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { QuestionFrame } from '../../../components/ui/dialog'
import { FormField } from '../../../components/ui/form-field'
import { serverFailure } from '../../../lib/forms'
import { useOnline } from '../../../lib/online'
import { OfflineNote, OnlineSubmitButton } from '../components/dialog-buttons'
import { savedWords, useChangeEventDate } from './api/event-dates'
import { useRegisteredCount, useTellRegistrants } from './api/registrations'
import { dayWithYear } from './date-words'
import { keepOpen } from './keep-open'

type CancelValues = v.InferInput<typeof DateChangeInput>

/**
 * The question before one date of a series is cancelled, with an optional note to visitors ('No
 * Bible study Thanksgiving week'). The date is cancelled only when the server has answered (the
 * toast says so); a refusal puts the server's words on the note or in a toast, and the question
 * stays open. Offline the button says why nothing can be sent.
 */
export function CancelDateDialog({
  eventId,
  on,
  open,
  onOpenChange,
  onSaved,
  focusAfter,
}: {
  eventId: string
  /** The rule's date to cancel. */
  on: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Told what the server answered, once it has. */
  onSaved: (words: string) => void
  /** Where focus goes when the question closes (the Cancel button that opened it is gone once the date is cancelled). */
  focusAfter: () => HTMLElement | null
}) {
  return (
    <QuestionFrame
      open={open}
      onOpenChange={onOpenChange}
      finalFocusEl={focusAfter}
      onInteractOutside={keepOpen}
      title={`Cancel ${dayWithYear(on)}?`}
      message="Visitors will see this date marked Cancelled, and calendar apps will drop it. The other dates of the series stay as they are. You can restore it later."
    >
      <CancelDateForm eventId={eventId} on={on} onSaved={onSaved} onDone={() => onOpenChange(false)} />
    </QuestionFrame>
  )
}

function CancelDateForm({
  eventId,
  on,
  onSaved,
  onDone,
}: {
  eventId: string
  on: string
  onSaved: (words: string) => void
  onDone: () => void
}) {
  const id = useId()
  const online = useOnline()
  const cancelDate = useChangeEventDate()
  // Those registered for this date (decision 0058): the question says how many, and offers to email them.
  const registered = useRegisteredCount(eventId, on)
  const tell = useTellRegistrants()
  const [tellThem, setTellThem] = useState(true)
  const people = registered.data?.registrations ?? 0
  const form = useForm<CancelValues, unknown, DateChangeInput>({
    resolver: valibotResolver(DateChangeInput),
    defaultValues: { cancelled: true, note: '' },
  })
  const onSubmit = form.handleSubmit(async (change) => {
    if (!online) return
    try {
      const shown = await cancelDate.mutateAsync({ id: eventId, on, change: { ...change, cancelled: true } })
      if (people > 0 && tellThem) await tell.mutateAsync({ id: eventId, tell: { on, note: change.note ?? '' } })
      onSaved(savedWords(shown.next))
      onDone()
    } catch (error) {
      // The admin failure handler has toasted; the server's field words go on the note.
      serverFailure(error, form.setError, 'Failed to cancel the date')
    }
  })
  const pending = cancelDate.isPending || tell.isPending || form.formState.isSubmitting
  const reasonId = `${id}-offline`
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
      <FormField id={`${id}-note`} label="Note to visitors (optional)" error={form.formState.errors.note?.message}>
        {(c) => (
          <textarea {...c} rows={2} className="input-base" placeholder="e.g. No study Thanksgiving week" {...form.register('note')} />
        )}
      </FormField>
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
            <span>Email them that it is cancelled (with the note above)</span>
          </label>
        </div>
      ) : null}
      <div role="status">{online ? null : <OfflineNote id={reasonId} />}</div>
      <div className="flex flex-wrap justify-end gap-3">
        <ArkDialog.CloseTrigger className="btn border border-slate-300 text-slate-800 hover:bg-slate-100">
          Keep This Date
        </ArkDialog.CloseTrigger>
        <OnlineSubmitButton online={online} reasonId={reasonId} pending={pending} className="btn bg-red-700 text-white hover:bg-red-800">
          {pending ? 'Cancelling...' : 'Cancel This Date'}
        </OnlineSubmitButton>
      </div>
    </form>
  )
}
