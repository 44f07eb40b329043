import * as v from 'valibot'
import { pageAnswer, storedRecord, texts } from '../../lib/answers'
import {
  limitParam,
  optionalFlag,
  optionalText,
  optionalUrl,
  optionalUrlOrPath,
  pageParam,
  requiredDate,
  requiredText,
} from '../../lib/fields'

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
/** The fields staff write: the input's keys. */
export const LIVE_STREAM_INPUT_FIELDS = Object.keys(LiveStreamInput.entries) as (keyof LiveStreamInput)[]

/** Marking a recorded service live, or live one recorded, without resending the rest. */
export const LiveStreamStatusInput = v.object({ isLive: v.boolean('isLive must be true or false') })

/** Which services the list shows: all, the live ones, or the recorded ones. */
export const SERVICE_TYPES = ['all', 'live', 'recorded'] as const
/** How the list is ordered: newest first, title A to Z, or longest duration first (as text, so '58:00' above '1:05:00'). */
export const SERVICE_SORTS = ['date', 'title', 'duration'] as const
/** How many services a page of the public list holds when the caller does not say. */
export const SERVICES_PER_PAGE = 12

/**
 * The public list's view and page (docs/product.md#live-streams): a search over title and description,
 * the type, the order, `page` counted from 1 and `limit` a page (1–100; the home page asks for its few newest).
 */
export const LiveStreamQuery = v.object({
  search: optionalText(200, 'Search'),
  type: v.optional(v.picklist(SERVICE_TYPES, 'Show must be all, live or recorded')),
  sort: v.optional(v.picklist(SERVICE_SORTS, 'Sort must be date, title or duration')),
  page: pageParam,
  limit: limitParam,
})
export type LiveStreamQuery = v.InferOutput<typeof LiveStreamQuery>

/**
 * A recorded service (live stream) as stored, the YouTube sync's record of what it wrote included:
 * the live_streams table's row in its column order (service.ts fails the typecheck when they differ).
 */
export const LiveStream = storedRecord({
  ...texts('title', 'description', 'date', 'duration'),
  isLive: v.boolean(),
  ...texts('thumbnailUrl', 'youtubeUrl'),
  youtubeVideoId: v.nullable(v.string()),
  youtubeSynced: v.nullable(v.record(v.string(), v.unknown())),
})
export type LiveStream = v.InferOutput<typeof LiveStream>

/** A page of the public list and how many services match in all. */
export const LiveStreamPage = pageAnswer(LiveStream)
