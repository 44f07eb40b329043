import { youtubeVideoId } from '@church/api/lib/video'
import { LIVE_STREAM_INPUT_FIELDS, LiveStreamInput } from '@church/api/models/live-streams'
import { valibotResolver } from '@hookform/resolvers/valibot'
import type { Resolver } from 'react-hook-form'
import { PictureField, TextAreaField, TextField, YOUTUBE_URL_INPUT } from '../components/dialog-fields'
import { type DialogState, EntityDialog } from '../components/entity-dialog'
import type { ArchivedStream } from './api/get-live-streams'
import { useSaveLiveStream } from './api/save-live-stream'

/** The text fields staff write (the model's input but the live switch, which the list toggles). */
const FIELDS = LIVE_STREAM_INPUT_FIELDS.filter((field): field is Exclude<typeof field, 'isLive'> => field !== 'isLive')
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
  const streams = useSaveLiveStream()
  return (
    <EntityDialog
      {...dialog}
      description="Title and date are required. Without a thumbnail, the video's own picture is used."
      record={stream}
      draft="live-stream"
      saver={{ ...streams, save: (input, id) => streams.save(withThumbnailOfVideo(input, stream), id) }}
      resolver={streamResolver}
      defaultValues={formValues(stream)}
    >
      {({ field, control }) => (
        <>
          <TextField label="Title" required placeholder="Sunday Worship — Advent I" {...field('title')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Date" type="date" required {...field('date')} />
            <TextField label="Duration" placeholder="1:15:00" {...field('duration')} />
          </div>
          <TextField label="YouTube URL" {...YOUTUBE_URL_INPUT} {...field('youtubeUrl')} />
          <PictureField control={control} name="thumbnailUrl" label="Thumbnail" />
          <TextAreaField label="Description" rows={5} {...field('description')} />
        </>
      )}
    </EntityDialog>
  )
}
