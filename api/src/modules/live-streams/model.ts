import * as v from 'valibot'
import { storedRecord, texts } from '../../lib/answers'
import { limitParam, optionalFlag, optionalText, optionalUrl, optionalUrlOrPath, requiredDate, requiredText } from '../../lib/fields'

export const LiveStreamInput = v.object({
  title: requiredText('Title is required', 300, 'Title'),
  description: optionalText(20000, 'Description'),
  date: requiredDate('Date is required'),
  duration: optionalText(20, 'Duration'),
  isLive: optionalFlag(),
  thumbnailUrl: optionalUrlOrPath('Please enter a valid URL or upload an image'),
  youtubeUrl: optionalUrl(),
})
export type LiveStreamInput = v.InferOutput<typeof LiveStreamInput>

/** Marking a recorded service live, or live one recorded, without resending the rest. */
export const LiveStreamStatusInput = v.object({ isLive: v.boolean('isLive must be true or false') })

export const LiveStreamQuery = v.object({ limit: limitParam })

/** A recorded service (live stream) as stored, the YouTube sync's record of what it wrote included. */
export const LiveStream = storedRecord({
  ...texts('title', 'description', 'date', 'duration'),
  isLive: v.boolean(),
  ...texts('thumbnailUrl', 'youtubeUrl'),
  youtubeVideoId: v.nullable(v.string()),
  youtubeSynced: v.nullable(v.record(v.string(), v.unknown())),
})
