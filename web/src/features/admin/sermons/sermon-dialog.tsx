import { PublishInput } from '@church/api/lib/publication'
import { emptyDoc, type RichDoc } from '@church/api/lib/rich-text/document'
import { readScripture } from '@church/api/lib/scripture'
import { SERMON_INPUT_FIELDS, SermonInput } from '@church/api/models/sermons'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useId } from 'react'
import { Controller, type Resolver } from 'react-hook-form'
import * as v from 'valibot'
import { PictureField, TextField, YOUTUBE_URL_INPUT } from '../components/dialog-fields'
import { type DialogState, EntityDialog } from '../components/entity-dialog'
import { PublishFields, type PublishValues, publishDefaults, useChurchTimezone } from '../components/publish-fields'
import { RichTextField } from '../components/rich-text-field'
import { useRoleMay } from '../components/staff-role'
import type { AdminSermon } from './api/get-admin-sermons'
import { type SermonSent, useSaveSermon } from './api/save-sermon'

/** Tags are typed as one comma-separated line; the shared schema's tag rules apply to the list. */
const splitTags = (text: string) => text.split(',').map((tag) => tag.trim())
const SermonForm = v.object({
  ...SermonInput.entries,
  tags: v.pipe(v.optional(v.string(), ''), v.transform(splitTags), SermonInput.entries.tags.wrapped),
  // Publish now, schedule, save as draft, submit for review (decision 0042).
  publish: PublishInput,
})

/** The description as the editor holds it; its plain words are the server's to write (decision 0052), so the form never sends them. */
type TextFields = Exclude<(typeof SERMON_INPUT_FIELDS)[number], 'description' | 'descriptionDoc'>

/** The form holds every field staff write (the model's), each as the text typed, the description's document and the Publish choice. */
type SermonFormValues = Record<TextFields, string> & { descriptionDoc: RichDoc; publish: PublishValues }
// The schema accepts null and missing values too; the form always holds text, so only the input type is narrowed.
const sermonResolver = valibotResolver(SermonForm) as unknown as Resolver<SermonFormValues, unknown, SermonSent>

/** 'youtubeUrl' → 'Youtube url': the label of a field the layout below does not place yet. */
const labelOf = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)

const TEXT_FIELDS = SERMON_INPUT_FIELDS.filter((field): field is TextFields => field !== 'description' && field !== 'descriptionDoc')

function formValues(sermon: AdminSermon | null | undefined, publish: PublishValues): SermonFormValues {
  const values = {
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])),
    // The server answers the document to edit, made from the words when none was kept.
    descriptionDoc: (sermon?.descriptionDoc as RichDoc | null | undefined) ?? structuredClone(emptyDoc),
    publish,
  } as SermonFormValues
  if (!sermon) return values
  for (const field of TEXT_FIELDS) if (field !== 'tags') values[field] = sermon[field] ?? ''
  values.tags = sermon.tags.join(', ')
  return values
}

/**
 * Add or edit one sermon (docs/product.md#sermons-tab): create mode with no sermon, edit mode with one. Used by the
 * Sermons tab and the Overview. The form mounts with the dialog, so each opening starts fresh.
 */
export function SermonDialog({ sermon, ...dialog }: DialogState & { sermon?: AdminSermon | null }) {
  const mayPublish = useRoleMay('editor')
  const timeZone = useChurchTimezone()
  const descriptionId = useId()
  const readingId = useId()
  return (
    <EntityDialog
      {...dialog}
      description="Title, speaker and date are required; everything else is optional."
      record={sermon ?? null}
      draft="sermon"
      saver={useSaveSermon()}
      resolver={sermonResolver}
      defaultValues={formValues(sermon, publishDefaults(sermon, mayPublish, timeZone))}
    >
      {({ field: fieldProps, control, register, watch, errors }) => {
        // A field of the model the layout does not place (one just added) is still offered, last, as a text field.
        const placed = new Set<keyof SermonFormValues>(['thumbnailUrl', 'descriptionDoc', 'publish'])
        const field = (name: keyof SermonFormValues) => {
          placed.add(name)
          return fieldProps(name)
        }
        const unplaced = () => TEXT_FIELDS.filter((name) => !placed.has(name))
        const publishForm = { register, watch, errors }
        return (
          <>
            <TextField label="Title" required {...field('title')} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Speaker" required {...field('speaker')} />
              <TextField label="Date" type="date" required {...field('date')} />
              <div>
                <TextField label="Scripture" placeholder="John 3:16" aria-describedby={readingId} {...field('scripture')} />
                <ScriptureReading id={readingId} text={watch('scripture') ?? ''} />
              </div>
              <TextField label="Series" {...field('series')} />
            </div>
            <TextField label="YouTube URL" {...YOUTUBE_URL_INPUT} {...field('youtubeUrl')} />
            <PictureField control={control} name="thumbnailUrl" label="Thumbnail" />
            <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
              <TextField label="Audio URL" placeholder="https://... (optional)" {...field('audioUrl')} />
              <TextField label="Duration" placeholder="45:00" {...field('duration')} />
            </div>
            <Controller
              control={control}
              name="descriptionDoc"
              render={({ field: description, fieldState }) => (
                <RichTextField
                  id={descriptionId}
                  label="Description"
                  hint="Headings, lists and links: use the buttons above the text."
                  value={description.value}
                  onChange={description.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <TextField label="Tags (separated by commas)" placeholder="faith, hope, love" {...field('tags')} />
            {unplaced().map((name) => (
              <TextField key={name} label={labelOf(name)} {...field(name)} />
            ))}
            <PublishFields form={publishForm} record={sermon} />
          </>
        )
      }}
    </EntityDialog>
  )
}

/**
 * How the Scripture field reads, under it as it is typed (decision 0059): 'Read as: John 3:16–21;
 * Romans 8', and in plain words what could not be read. Saving is still allowed: the page then
 * shows the field as typed. Announced politely, never interrupting the typing.
 */
function ScriptureReading({ id, text }: { id: string; text: string }) {
  const { words, unread } = readScripture(text)
  return (
    <div id={id} aria-live="polite" className="mt-1 grid gap-1 text-sm">
      {words ? <p className="text-muted">Read as: {words}</p> : null}
      {unread ? (
        <p className="rounded-md bg-amber-50 px-2 py-1 text-amber-900 ring-1 ring-amber-300">
          We couldn't read ‘{unread.length > 80 ? `${unread.slice(0, 80)}…` : unread}’ as a passage; it will still show as typed, but won't
          be listed under Scripture.
        </p>
      ) : null}
    </div>
  )
}
