import { youtubeVideoId } from '@church/api/lib/video'
import { LiveStreamInput } from '@church/api/models/live-streams'
import { valibotResolver } from '@hookform/resolvers/valibot'
import type { Resolver } from 'react-hook-form'
import { PictureField, TextAreaField, TextField, useDialogFields, YOUTUBE_URL_INPUT } from '../components/dialog-fields'
import { type DialogState, EntityDialog } from '../components/entity-dialog'
import { EntityDialogFooter } from '../components/entity-dialog-footer'
import { useEntityForm } from '../components/use-entity-form'
import type { ArchivedStream } from './api/get-live-streams'
import { useCreateLiveStream, useUpdateLiveStream } from './api/save-live-stream'

const FIELDS = ['title', 'date', 'duration', 'youtubeUrl', 'thumbnailUrl', 'description'] as const
type StreamFormValues = Record<(typeof FIELDS)[number], string>
// The schema accepts missing values too; the form always holds text, so only the input type is narrowed.
const streamResolver = valibotResolver(LiveStreamInput) as unknown as Resolver<StreamFormValues, unknown, LiveStreamInput>

function formValues(stream: ArchivedStream | null): StreamFormValues {
  const values = Object.fromEntries(FIELDS.map((field) => [field, ''])) as StreamFormValues
  if (stream) for (const field of FIELDS) values[field] = stream[field] ?? ''
  return values
}

/**
 * A thumbnail the server took from the old video's picture follows the video: when the link
 * changes, it is sent empty so the new video's picture is taken. An uploaded one stays.
 */
function withThumbnailOfVideo(input: LiveStreamInput, before: ArchivedStream | null): LiveStreamInput {
  const oldVideo = youtubeVideoId(before?.youtubeUrl)
  if (!before || !oldVideo || youtubeVideoId(input.youtubeUrl) === oldVideo) return input
  const fromOldVideo = (input.thumbnailUrl ?? '').startsWith(`https://i.ytimg.com/vi/${oldVideo}/`)
  return fromOldVideo ? { ...input, thumbnailUrl: '' } : input
}

/**
 * Add or edit one recorded service by hand (as staff do sermons): create mode with no stream, edit
 * mode with one. The form mounts with the dialog, so each opening starts fresh.
 */
export function LiveStreamDialog({ stream, ...dialog }: DialogState & { stream: ArchivedStream | null }) {
  return (
    <EntityDialog
      {...dialog}
      noun="Live Stream"
      editing={Boolean(stream)}
      description="Title and date are required. Without a thumbnail, the video's own picture is used."
    >
      {(onDone) => <LiveStreamForm stream={stream} onDone={onDone} />}
    </EntityDialog>
  )
}

function LiveStreamForm({ stream, onDone }: { stream: ArchivedStream | null; onDone: () => void }) {
  const create = useCreateLiveStream()
  const update = useUpdateLiveStream()
  const { register, control, errors, onSubmit, saving } = useEntityForm<StreamFormValues, LiveStreamInput>({
    resolver: streamResolver,
    defaultValues: formValues(stream),
    save: (input) => {
      const values = withThumbnailOfVideo(input, stream)
      return stream ? update.mutateAsync({ id: stream.id, stream: values }) : create.mutateAsync(values)
    },
    saving: create.isPending || update.isPending,
    onDone,
    fallback: 'An error occurred',
    draftKey: `live-stream:${stream?.id ?? 'new'}`,
    editing: stream,
  })

  const field = useDialogFields({ register, errors })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField label="Title" required placeholder="Sunday Worship — Advent I" {...field('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Date" type="date" required {...field('date')} />
        <TextField label="Duration" placeholder="1:15:00" {...field('duration')} />
      </div>
      <TextField label="YouTube URL" {...YOUTUBE_URL_INPUT} {...field('youtubeUrl')} />
      <PictureField control={control} name="thumbnailUrl" label="Thumbnail" />
      <TextAreaField label="Description" rows={5} {...field('description')} />
      <EntityDialogFooter saving={saving} editing={Boolean(stream)} onCancel={onDone} />
    </form>
  )
}
