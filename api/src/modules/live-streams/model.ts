import * as v from 'valibot'
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
