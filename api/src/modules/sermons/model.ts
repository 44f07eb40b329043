import * as v from 'valibot'
import { PUBLICATION_KEYS, pageAnswer, publicationEntries, storedRecord, texts } from '../../lib/answers'
import {
  limitParam,
  offsetParam,
  optionalDate,
  optionalFlag,
  optionalText,
  optionalUrl,
  optionalUrlOrPath,
  pageParam,
  requiredDate,
  requiredText,
} from '../../lib/fields'
import { StateFilter } from '../../lib/publication'
import { RichDocument } from '../../lib/rich-text/document'
import { readTranscript } from '../../lib/transcript'

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
  /** The plain words, for callers without the editor (an import, the API): made into paragraphs and links. */
  description: optionalText(20000, 'Description'),
  /**
   * The description as the editor wrote it (decision 0052): `description` becomes its words. Sent
   * with a `description` of other words (an old version's), the words win (lib/rich-text/twin.ts).
   */
  descriptionDoc: v.optional(v.nullable(RichDocument)),
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
  /** A passage ('John 3', 'Rom 8:28'): the sermons on verses of it (decision 0059). */
  passage: optionalText(200, 'Passage'),
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

/**
 * A whole sermon as staff keep it (the YouTube sync's record of what it wrote included): the sermons
 * table's row, field for field in its column order (service.ts and lib/table-shapes.test.ts fail when they differ).
 * Every other sermon shape is picked from it; its type is inferred, never written again.
 */
export const Sermon = storedRecord({
  ...texts('title', 'speaker', 'scripture', 'series', 'date', 'duration', 'thumbnailUrl', 'youtubeUrl'),
  youtubeVideoId: v.nullable(v.string()),
  youtubeSynced: v.nullable(v.record(v.string(), v.unknown())),
  ...texts('audioUrl', 'description'),
  /** Staff's answers carry the document to edit (lib/rich-text/twin.ts `richTwinOf`), never null. */
  descriptionDoc: v.nullable(v.record(v.string(), v.unknown())),
  tags: v.array(v.string()),
  ...texts('transcript', 'transcriptFormat', 'transcriptText'),
  ...publicationEntries,
})
export type Sermon = v.InferOutput<typeof Sermon>

/** A transcript's own text and words, read only where one sermon is (its dialog, its page), never in lists. */
export const TRANSCRIPT_TEXTS = ['transcript', 'transcriptText'] as const

/** A sermon in staff's list: the record without its transcript's texts (its format says whether it has one). */
export const ListedSermon = v.omit(Sermon, TRANSCRIPT_TEXTS)
export type ListedSermon = v.InferOutput<typeof ListedSermon>
export const SermonPage = pageAnswer(ListedSermon)

/**
 * PUT /api/admin/sermons/{id}/transcript: the transcript as pasted or read from its file ('' removes
 * it), refused in lib/transcript.ts's words when it cannot be read.
 */
export const TranscriptInput = v.object({
  transcript: v.pipe(
    v.string('Transcript must be text'),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.value.trim() === '') return
      const reading = readTranscript(dataset.value)
      if (!reading.ok) addIssue({ message: reading.message })
    }),
  ),
})
export type TranscriptInput = v.InferOutput<typeof TranscriptInput>

/**
 * Staff's list's filters: a search and a page, and (decision 0042) only drafts, submitted, scheduled
 * or published sermons ('' all). A contributor's list holds only their own.
 */
export const SermonStaffQuery = v.object({
  limit: limitParam,
  offset: offsetParam,
  search: optionalText(200, 'Search'),
  state: StateFilter,
})
export type SermonStaffQuery = v.InferOutput<typeof SermonStaffQuery>

/**
 * What a sermon card shows (decision 0012): the public list carries these, not the description,
 * tags or sync bookkeeping, so a list of hundreds stays small on a phone.
 */
export const SermonCard = v.pick(Sermon, [
  'id',
  'title',
  'speaker',
  'scripture',
  'series',
  'date',
  'duration',
  'thumbnailUrl',
  'youtubeUrl',
])
export type SermonCard = v.InferOutput<typeof SermonCard>
export const SermonCardPage = pageAnswer(SermonCard)

/** One passage a sermon's scripture reads as ('John 3:16–21'), and the address of its book's page ('john'). */
export const SermonPassage = v.object({ words: v.string(), book: v.string() })
export type SermonPassage = v.InferOutput<typeof SermonPassage>

/**
 * A sermon as visitors read it: everything but what the YouTube sync keeps for itself and how it was
 * published, the description as the server draws it (`descriptionHtml`) beside its plain words, and
 * the transcript's words (its captions are a file of their own, GET /api/sermons/{id}/transcript), and
 * the passages its scripture reads as, each linked to its book's page (decision 0059).
 */
export const PublicSermon = v.object({
  ...v.omit(Sermon, ['youtubeSynced', 'descriptionDoc', 'transcript', ...PUBLICATION_KEYS]).entries,
  descriptionHtml: v.string(),
  passages: v.array(SermonPassage),
  /** What of the scripture is no passage ('TBA'): the page then shows the field as typed. '' when all of it read. */
  scriptureUnread: v.string(),
})
export type PublicSermon = v.InferOutput<typeof PublicSermon>

/** A sermon as staff's Preview reads it: the whole record, its description and passages as visitors will see them. */
export const StaffSermon = v.object({
  ...Sermon.entries,
  ...v.pick(PublicSermon, ['descriptionHtml', 'passages', 'scriptureUnread']).entries,
})
export type StaffSermon = v.InferOutput<typeof StaffSermon>

/** The fields staff write (the form's and the bulk update's): the input's keys. */
export const SERMON_INPUT_FIELDS = Object.keys(SermonInput.entries) as (keyof SermonInput)[]

/** The speaker and series dropdowns' options. */
export const SermonChoices = v.object({ speakers: v.array(v.string()), series: v.array(v.string()) })

/** A book of the Bible on the Scripture index: its name, address, testament and how many live sermons are on it. */
export const SermonBook = v.object({
  name: v.string(),
  slug: v.string(),
  testament: v.picklist(['Old Testament', 'New Testament', 'Apocrypha']),
  sermons: v.number(),
})
export type SermonBook = v.InferOutput<typeof SermonBook>
/** The Scripture index (GET /api/sermons/scripture): the books with sermons, in the Bible's order. */
export const SermonBooks = v.object({ books: v.array(SermonBook) })

/** A card on a book's page: the card, and the passages of that book it is on ('John 3:16–21'). */
export const SermonBookCard = v.object({ ...SermonCard.entries, passage: v.string() })
export type SermonBookCard = v.InferOutput<typeof SermonBookCard>

/** A page of one book's sermons in Bible order (GET /api/sermons/scripture/{book}). */
export const SermonBookPage = v.object({
  book: v.omit(SermonBook, ['sermons']),
  items: v.array(SermonBookCard),
  total: v.number(),
})
export type SermonBookPage = v.InferOutput<typeof SermonBookPage>

export const SermonBookParams = v.object({ book: v.pipe(v.string(), v.maxLength(60)) })
export const SermonBookQuery = v.object({ page: pageParam })
