import * as v from 'valibot'
import { Instant, pageAnswer } from '../../lib/answers'
import {
  limitParam,
  optionalDate,
  optionalFlag,
  optionalText,
  optionalUrl,
  optionalUrlOrPath,
  pageParam,
  requiredDate,
  requiredText,
} from '../../lib/fields'

/** A sermon as staff write it (the admin form and POST/PUT /api/admin/sermons). */
export const SermonInput = v.object({
  title: requiredText('Title is required', 300, 'Title'),
  speaker: requiredText('Speaker is required', 200, 'Speaker'),
  date: requiredDate('Date is required'),
  scripture: optionalText(300, 'Scripture'),
  series: optionalText(200, 'Series'),
  duration: optionalText(20, 'Duration'),
  thumbnailUrl: optionalUrlOrPath('Please enter a valid URL or upload an image'),
  youtubeUrl: optionalUrl(),
  audioUrl: optionalUrlOrPath('Please enter a valid URL'),
  description: optionalText(20000, 'Description'),
  tags: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.trim(), v.maxLength(50, 'Tags must be at most 50 characters'))),
      v.transform((tags) => [...new Set(tags.filter(Boolean))]),
      v.maxLength(30, 'At most 30 tags'),
    ),
  ),
})
export type SermonInput = v.InferOutput<typeof SermonInput>

/** How many sermon cards a page of the public list holds when the caller does not say. */
export const SERMONS_PER_PAGE = 24

/**
 * The public sermon list's filters ('' means no filter) and its page:
 * `page` counted from 1, `limit` cards a page (1–100, SERMONS_PER_PAGE when left out; the home
 * page asks for its few newest this way). The same field rules as the staff lists' PageQuery.
 */
export const SermonQuery = v.object({
  search: optionalText(200, 'Search'),
  speaker: optionalText(200, 'Speaker'),
  series: optionalText(200, 'Series'),
  startDate: optionalDate(),
  endDate: optionalDate(),
  page: pageParam,
  limit: limitParam,
})
export type SermonQuery = v.InferOutput<typeof SermonQuery>

/** Rows of the bulk update: objects keyed by the lower-cased, space-squashed column header. */
export const SermonBulkInput = v.object({
  data: v.pipe(
    v.array(v.record(v.string(), v.nullish(v.union([v.string(), v.number()]))), 'Please paste your tab-delimited sermon data'),
    v.minLength(1, 'No data found to update'),
    v.maxLength(5000, 'At most 5000 rows at a time'),
  ),
  /** When true nothing is written: the answer says what would be created, updated and skipped. */
  dryRun: optionalFlag(),
})
export type SermonBulkInput = v.InferOutput<typeof SermonBulkInput>

/** Squashes a column header the way bulk rows are keyed: 'YouTube URL' → 'youtubeurl'. */
export const squashHeader = (header: string) => header.toLowerCase().replace(/\s+/g, '')

/** What a sermon card shows (decision 0012): a page of them is the public list. */
export const SermonCard = v.object({
  id: v.string(),
  title: v.string(),
  speaker: v.string(),
  scripture: v.string(),
  series: v.string(),
  date: v.string(),
  duration: v.string(),
  thumbnailUrl: v.string(),
  youtubeUrl: v.string(),
})
export const SermonCardPage = pageAnswer(SermonCard)

/** A whole sermon as staff keep it (the YouTube sync's record of what it wrote included). */
export const Sermon = v.object({
  ...SermonCard.entries,
  youtubeVideoId: v.nullable(v.string()),
  youtubeSynced: v.nullable(v.record(v.string(), v.unknown())),
  audioUrl: v.string(),
  description: v.string(),
  tags: v.array(v.string()),
  createdAt: Instant,
  updatedAt: Instant,
})
export const SermonPage = pageAnswer(Sermon)

/** A sermon as visitors read it: everything but what the YouTube sync keeps for itself. */
export const PublicSermon = v.omit(Sermon, ['youtubeSynced'])

/** The speaker and series dropdowns' options. */
export const SermonChoices = v.object({ speakers: v.array(v.string()), series: v.array(v.string()) })
