import { EventInput } from '@church/api/models/events'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useId, useState } from 'react'
import { Controller } from 'react-hook-form'
import type * as v from 'valibot'
import { Dialog } from '../../../components/ui/dialog'
import { FormField } from '../../../components/ui/form-field'
import { ImageField } from '../../../components/ui/image-field'
import { EntityDialogFooter } from '../components/entity-dialog-footer'
import { useEntityForm } from '../components/use-entity-form'
import type { AdminEvent } from './api/get-admin-events'
import { useCreateEvent, useUpdateEvent } from './api/save-event'

type EventFormValues = v.InferInput<typeof EventInput>

const toFormValues = (event: AdminEvent | null | undefined): EventFormValues => ({
  title: event?.title ?? '',
  description: event?.description ?? '',
  date: event?.date ?? '',
  startTime: event?.startTime ?? '',
  endTime: event?.endTime ?? '',
  endDate: event?.endDate ?? '',
  location: event?.location ?? '',
  imageUrl: event?.imageUrl ?? '',
  externalUrl: event?.externalUrl ?? '',
  externalLinkText: event?.externalLinkText ?? '',
  recurrenceDescription: event?.recurrenceDescription ?? '',
  isRecurring: event?.isRecurring ?? false,
  recurrenceRule: event?.recurrenceRule ?? '',
})

/**
 * Add or edit one event (docs/product.md#events-tab): create mode without an event, edit mode with one. Used by the
 * Events tab and the Overview's recent events.
 */
export function EventDialog({
  open,
  onOpenChange,
  event,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  event?: AdminEvent | null
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={event ? 'Edit Event' : 'Add Event'}
      description="Title and date are required; everything else is optional."
    >
      {/* The dialog unmounts its content when closed, so each opening starts from a fresh form. */}
      <EventForm event={event} onDone={() => onOpenChange(false)} />
    </Dialog>
  )
}

function EventForm({ event, onDone }: { event?: AdminEvent | null; onDone: () => void }) {
  const id = useId()
  const createEvent = useCreateEvent()
  const updateEvent = useUpdateEvent()
  const { register, control, watch, getValues, setValue, clearErrors, errors, onSubmit, saving } = useEntityForm<
    EventFormValues,
    EventInput
  >({
    resolver: valibotResolver(EventInput),
    defaultValues: toFormValues(event),
    save: (values) => (event ? updateEvent.mutateAsync({ id: event.id, event: values }) : createEvent.mutateAsync(values)),
    saving: createEvent.isPending || updateEvent.isPending,
    onDone,
    fallback: 'Failed to save the event',
    draftKey: `event:${event?.id ?? 'new'}`,
    editing: event,
  })
  const isRecurring = watch('isRecurring')
  // The end date is asked for only when the event ends on a later day: shown from the start when the
  // event (or the draft kept from before) has one; unticked, it is cleared, so nothing hidden is saved.
  const [endsLater, setEndsLater] = useState(() => Boolean(getValues('endDate')))
  const hintId = `${id}-ends-later-hint`

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id={`${id}-title`} label="Title" error={errors.title?.message}>
        {(c) => <input {...c} className="input-base" required {...register('title')} />}
      </FormField>
      <FormField id={`${id}-description`} label="Description" error={errors.description?.message}>
        {(c) => <textarea {...c} rows={4} className="input-base" {...register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={`${id}-date`} label="Date" error={errors.date?.message}>
          {(c) => <input {...c} type="date" className="input-base" required {...register('date')} />}
        </FormField>
        <FormField id={`${id}-start`} label="Start time" error={errors.startTime?.message}>
          {(c) => <input {...c} type="time" className="input-base" {...register('startTime')} />}
        </FormField>
        <FormField id={`${id}-end`} label="End time" error={errors.endTime?.message}>
          {(c) => <input {...c} type="time" className="input-base" {...register('endTime')} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="sm:col-span-3">
          <label className="flex items-center gap-2 font-semibold text-slate-800">
            <input
              type="checkbox"
              className="h-5 w-5 accent-primary"
              checked={endsLater}
              aria-describedby={hintId}
              onChange={(e) => {
                setEndsLater(e.target.checked)
                if (!e.target.checked) {
                  setValue('endDate', '', { shouldDirty: true })
                  clearErrors(['endDate', 'endTime'])
                }
              }}
            />
            Ends on a later day
          </label>
          <p id={hintId} className="text-muted mt-1 text-sm">
            For an event that ends after midnight or on another day, like 10 PM to 1 AM or a weekend camp.
          </p>
        </div>
        {endsLater ? (
          <FormField id={`${id}-end-date`} label="End date" error={errors.endDate?.message}>
            {(c) => <input {...c} type="date" className="input-base" {...register('endDate')} />}
          </FormField>
        ) : null}
      </div>
      <FormField id={`${id}-location`} label="Location" error={errors.location?.message}>
        {(c) => <input {...c} className="input-base" {...register('location')} />}
      </FormField>
      <Controller
        control={control}
        name="imageUrl"
        render={({ field, fieldState }) => (
          <ImageField
            label="Image"
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-external-url`} label="External link (URL)" error={errors.externalUrl?.message}>
          {(c) => <input {...c} type="url" inputMode="url" placeholder="https://..." className="input-base" {...register('externalUrl')} />}
        </FormField>
        <FormField id={`${id}-link-text`} label="Link text" error={errors.externalLinkText?.message}>
          {(c) => <input {...c} placeholder="e.g. Register" className="input-base" {...register('externalLinkText')} />}
        </FormField>
      </div>
      <FormField id={`${id}-recurrence`} label="Recurrence description" error={errors.recurrenceDescription?.message}>
        {(c) => <input {...c} placeholder="e.g. Every Tuesday" className="input-base" {...register('recurrenceDescription')} />}
      </FormField>
      <label className="flex items-center gap-2 font-semibold text-slate-800">
        <input type="checkbox" className="h-5 w-5 accent-primary" {...register('isRecurring')} />
        This event repeats
      </label>
      {isRecurring ? (
        <FormField id={`${id}-rule`} label="Recurrence rule" error={errors.recurrenceRule?.message}>
          {(c) => (
            <>
              <input {...c} placeholder="FREQ=WEEKLY;BYDAY=TU" className="input-base font-mono" {...register('recurrenceRule')} />
              <p className="text-muted mt-1 text-sm">
                For example FREQ=WEEKLY;BYDAY=TU (every Tuesday) or FREQ=MONTHLY;BYDAY=1SU (first Sunday of each month).
              </p>
              {event?.isRecurring ? (
                <p className="text-muted mt-1 text-sm">
                  To cancel or change one date of the series, use Dates beside the event in the list.
                </p>
              ) : null}
            </>
          )}
        </FormField>
      ) : null}
      <EntityDialogFooter saving={saving} editing={Boolean(event)} onCancel={onDone} />
    </form>
  )
}
