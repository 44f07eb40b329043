import { withPublishing } from '@church/api/lib/publication'
import { repeatWords } from '@church/api/lib/repeat-words'
import { emptyDoc, type RichDoc } from '@church/api/lib/rich-text/document'
import { EventInput } from '@church/api/models/events'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useId, useState } from 'react'
import { Controller, type Resolver } from 'react-hook-form'
import type * as v from 'valibot'
import { useSiteConfig } from '../../site-config/api/get-site-config'
import { withDefaults } from '../../site-config/site-config'
import { CheckboxField, PictureField, TextField } from '../components/dialog-fields'
import { type DialogState, EntityDialog, type EntityForm } from '../components/entity-dialog'
import { PublishFields, type PublishValues, publishDefaults } from '../components/publish-fields'
import { RichTextField } from '../components/rich-text-field'
import { useRoleMay } from '../components/staff-role'
import { useAdminEventCategories } from './api/event-categories'
import type { AdminEvent } from './api/get-admin-events'
import { useRegisteredCount } from './api/registrations'
import { type EventSent, useSaveEvent } from './api/save-event'
import { RepeatFields } from './repeat-fields'
import { withStartMoved } from './repeat-start'
import { WhenFields } from './when-fields'

/**
 * The event's fields, and the Publish choice (decision 0042). The description is the editor's
 * document; its plain words are the server's to write (decision 0052), so the form never sends them.
 */
type EventFormValues = Omit<v.InferInput<typeof EventInput>, 'description' | 'descriptionDoc'> & {
  descriptionDoc: RichDoc
  publish: PublishValues
}

/** The event's values as the form starts; a repeating one without words of its own starts with its repeat's (as the server would save it). */
const toFormValues = (event: AdminEvent | null | undefined, timeZone: string, publish: PublishValues): EventFormValues => ({
  title: event?.title ?? '',
  // The server answers the document to edit, made from the words when none was kept.
  descriptionDoc: (event?.descriptionDoc as RichDoc | null | undefined) ?? structuredClone(emptyDoc),
  date: event?.date ?? '',
  startTime: event?.startTime ?? '',
  endTime: event?.endTime ?? '',
  endDate: event?.endDate ?? '',
  location: event?.location ?? '',
  imageUrl: event?.imageUrl ?? '',
  externalUrl: event?.externalUrl ?? '',
  externalLinkText: event?.externalLinkText ?? '',
  recurrenceDescription:
    event?.recurrenceDescription ||
    (event?.isRecurring ? repeatWords(event.recurrenceRule, event.date, { timeZone, startTime: event.startTime }) : ''),
  isRecurring: event?.isRecurring ?? false,
  recurrenceRule: event?.recurrenceRule ?? '',
  categoryIds: event?.categories.map((category) => category.id) ?? [],
  publish,
})

const checked = valibotResolver(withPublishing(EventInput)) as unknown as Resolver<EventFormValues, unknown, EventSent>
/** The API's own schema, after a repeating event's first date is moved to its repeat's first (repeat-start.ts). */
const saveResolver: Resolver<EventFormValues, unknown, EventSent> = (values, context, options) =>
  checked(withStartMoved(values), context, options)

/**
 * Add or edit one event (docs/product.md#events-tab): create mode without an event, edit mode with one. Used by the
 * Events tab and the Overview's recent events.
 */
export function EventDialog({ event, ...dialog }: DialogState & { event?: AdminEvent | null }) {
  const { timezone } = withDefaults(useSiteConfig().data)
  const mayPublish = useRoleMay('editor')
  return (
    <EntityDialog
      {...dialog}
      description="Title and date are required; everything else is optional."
      record={event}
      draft="event"
      saver={useSaveEvent()}
      resolver={saveResolver}
      defaultValues={toFormValues(event, timezone, publishDefaults(event, mayPublish, timezone))}
    >
      {(form) => <EventFields form={form} event={event} />}
    </EntityDialog>
  )
}

function EventFields({ form, event }: { form: EntityForm<EventFormValues, EventSent>; event?: AdminEvent | null }) {
  const { control, getValues, setValue, clearErrors, field } = form
  const id = useId()
  // The end date is asked for only when the event ends on a later day: shown from the start when the
  // event (or the draft kept from before) has one; unticked, it is cleared, so nothing hidden is saved.
  const [endsLater, setEndsLater] = useState(() => Boolean(getValues('endDate')))
  const hintId = `${id}-ends-later-hint`

  return (
    <>
      <TextField label="Title" required {...field('title')} />
      <Controller
        control={control}
        name="descriptionDoc"
        render={({ field: description, fieldState }) => (
          <RichTextField
            id={`${id}-description`}
            label="Description"
            hint="Headings, lists and links: use the buttons above the text."
            value={description.value}
            onChange={description.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <WhenFields field={field} dateRequired />
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="sm:col-span-3">
          <CheckboxField
            label="Ends on a later day"
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
          <p id={hintId} className="text-muted mt-1 text-sm">
            For an event that ends after midnight or on another day, like 10 PM to 1 AM or a weekend camp.
          </p>
        </div>
        {endsLater ? <TextField label="End date" type="date" {...field('endDate')} /> : null}
      </div>
      <TextField label="Location" {...field('location')} />
      {event ? <RegisteredNote eventId={event.id} /> : null}
      <PictureField control={control} name="imageUrl" label="Image" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="External link (URL)" type="url" inputMode="url" placeholder="https://..." {...field('externalUrl')} />
        <TextField label="Link text" placeholder="e.g. Register" {...field('externalLinkText')} />
      </div>
      <Controller
        control={control}
        name="categoryIds"
        render={({ field: ticked, fieldState }) => (
          <CategoryChoices value={ticked.value ?? []} onChange={ticked.onChange} error={fieldState.error?.message} />
        )}
      />
      <RepeatFields form={form as unknown as Parameters<typeof RepeatFields>[0]['form']} repeatsAlready={Boolean(event?.isRecurring)} />
      <PublishFields form={form} record={event} />
    </>
  )
}

/**
 * 'Categories': a box for each category staff defined (decision 0057), in their order; a series'
 * dates all carry the event's. Editors add them with Categories in the Events tab.
 */
function CategoryChoices({ value, onChange, error }: { value: string[]; onChange: (ids: string[]) => void; error?: string }) {
  const categories = useAdminEventCategories()
  const id = useId()
  const list = categories.data ?? []
  // A category deleted meanwhile is not sent back.
  const known = value.filter((ticked) => categories.data === undefined || list.some((c) => c.id === ticked))
  return (
    <fieldset className="grid gap-2 rounded-md border border-slate-200 p-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="px-1 font-semibold text-slate-800">Categories</legend>
      {categories.isPending ? <p className="text-muted text-sm">Loading categories...</p> : null}
      {categories.data && list.length === 0 ? (
        <p className="text-muted text-sm">No categories yet. An editor can add them with Categories in the Events tab.</p>
      ) : null}
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {list.map((category) => (
          <CheckboxField
            key={category.id}
            label={category.name}
            checked={known.includes(category.id)}
            onChange={(e) => onChange(e.target.checked ? [...known, category.id] : known.filter((ticked) => ticked !== category.id))}
          />
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/**
 * Editing an event people registered for (decision 0058): said beside its date, time and place, with
 * where to tell them of a change.
 */
function RegisteredNote({ eventId }: { eventId: string }) {
  const mayEdit = useRoleMay('editor')
  const registered = useRegisteredCount(eventId, undefined, mayEdit)
  const count = registered.data?.registrations ?? 0
  if (count === 0) return null
  return (
    <p className="rounded-lg border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-950">
      {count === 1 ? '1 person is' : `${count} people are`} registered for this event. If you change its date, time or place, tell them from
      its Registrations ('Email Them the Change').
    </p>
  )
}
