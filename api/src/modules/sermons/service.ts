import { and, desc, eq, getTableColumns, gte, lte, or, type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { type RowUpdate, rowVersion, writeAllOrNothing } from '../../db/bulk'
import type { Db } from '../../db/client'
import { sermons, sermonWords } from '../../db/schema'
import { readPassagesOf } from '../../db/sermon-passages'
import { moveToBin } from '../../lib/bin'
import { type BulkRowResult, countActions } from '../../lib/bulk-result'
import { crud } from '../../lib/crud'
import { mayRead } from '../../lib/drafts'
import { HttpError, notFound, plural, UNUSABLE_CHARACTERS } from '../../lib/errors'
import { parseDateInput } from '../../lib/fields'
import { inState, liveAt, ownedBy } from '../../lib/live'
import { datedIn, type ListPage, offsetOfPage, pageOf, titleRank } from '../../lib/paging'
import { isLive } from '../../lib/publication'
import { richTextToPlain } from '../../lib/rich-text/plain-text'
import { renderRichText } from '../../lib/rich-text/render'
import { richTwinOf, withDescriptionTwin } from '../../lib/rich-text/twin'
import { columnsOf, type Holds, type Same } from '../../lib/table-shapes'
import { isTranscriptFormat, readTranscript, TRANSCRIPT_FILES } from '../../lib/transcript'
import { eachChunk, eachInTurns } from '../../lib/turns'
import { youtubeVideoId } from '../../lib/video'
import { oneRecordPerVideo, withVideo } from '../../lib/video-records'
import { searchWords, wordsQuery } from '../../lib/word-search'
import type { SessionUser } from '../auth/model'
import {
  ListedSermon,
  type PublicSermon,
  SERMON_INPUT_FIELDS,
  SERMONS_PER_PAGE,
  type Sermon,
  type SermonBulkInput,
  SermonCard,
  SermonInput,
  type SermonQuery,
  type SermonStaffQuery,
  type StaffSermon,
  squashHeader,
  type TranscriptInput,
} from './model'
import { onPassages, passagesIn, sermonPassagesOf } from './passages'
import { sermonNames } from './repo'

const base = crud(sermons, 'Sermon')

/** The sermon answer is the table's row: a column added to one and not the other fails the typecheck here. */
export type SermonIsItsRow = Holds<Same<Sermon, typeof sermons.$inferSelect>>

/** What a card reads (decision 0012): the card schema's columns, so the public list stays small on a phone. */
const CARD = columnsOf(sermons, SermonCard)
/** What staff's list reads: all but a transcript's texts, which only the sermon's own reads carry. */
const LISTED = columnsOf(sermons, ListedSermon)

/** Newest first; ties broken by creation and id, so pages never overlap or skip a sermon. */
const NEWEST_FIRST = [desc(sermons.date), desc(sermons.createdAt), desc(sermons.id)]

/**
 * The public sermon list (GET /api/sermons): a page of the live sermons' cards (decision 0042: no
 * draft or scheduled one, in the cards or the count), newest first, filtered by the visitor's search,
 * with how many match, so every sermon of any archive can be reached.
 */
export function listSermons(db: Db, q: SermonQuery, now: Date): Promise<ListPage<SermonCard>> {
  const limit = q.limit ?? SERMONS_PER_PAGE
  return pageOf<typeof sermons, SermonCard>(
    db,
    sermons,
    { limit, offset: offsetOfPage(q.page, limit) },
    and(liveAt(sermons, now), sermonsMatching(q)),
    NEWEST_FIRST,
    CARD,
  )
}

/**
 * The speaker and series dropdowns' options (GET /api/sermons/choices): every distinct non-empty
 * name among all the sermons, A to Z, so choosing a speaker never empties the series list and a
 * name on an old page is still offered.
 */
export async function listSermonChoices(db: Db, now: Date) {
  const distinct = (names: string[]) =>
    [...new Set(names.map((name) => name.trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b, 'en'))
  const [speakers, series] = await Promise.all([sermonNames(db, 'speaker', now), sermonNames(db, 'series', now)])
  return { speakers: distinct(speakers), series: distinct(series) }
}

/**
 * Staff's list (GET /api/admin/sermons): whole records to edit from, newest first, a page at a
 * time, with how many match so every sermon of any archive can be reached. A search also finds the
 * sermons dated in it when it reads as a date, month or year ('November 2024'), and ranks the exact
 * title first, then titles starting with it, then the rest (lib/paging.ts). `state` keeps only drafts,
 * submitted, scheduled or published ones; a contributor reads only their own (decision 0042).
 */
export const listSermonsForStaff = async (
  db: Db,
  q: SermonStaffQuery,
  by: SessionUser | null,
  now: Date,
): Promise<ListPage<ListedSermon>> => {
  const rank = titleRank(q.search, sermons.title)
  const matching = q.search ? or(sermonsMatching(q), datedIn(q.search, sermons.date)) : undefined
  const page = await pageOf<typeof sermons, ListedSermon>(
    db,
    sermons,
    q,
    and(matching, inState(sermons, q.state, now), ownedBy(sermons, by)),
    rank ? [rank, ...NEWEST_FIRST] : NEWEST_FIRST,
    LISTED,
  )
  return { ...page, items: page.items.map(forStaff) }
}

/**
 * The sermons a search and the filters pick. A search finds the sermons where each of its words
 * begins a word of the title, speaker, scripture or description, in any letter case ('sheph' finds
 * 'The Good Shepherd', 'matthew 5' finds 'Matthew 5:1-12'), through their word index
 * (db/schema.ts `sermonWords`); a search with no letters or digits finds none. A search that reads
 * as a passage ('John 3', 'Rom 8:28') also finds the sermons on verses of it, and `passage` keeps
 * only those (decision 0059: 'John 3' finds John 3:16-21, not John 4).
 */
function sermonsMatching(q: Partial<SermonQuery>) {
  const where: SQL[] = []
  if (q.search) {
    // A NUL is refused as in every other text PostgreSQL is sent, though only the words reach it here.
    if (q.search.includes('\u0000')) throw new HttpError(400, UNUSABLE_CHARACTERS)
    const words = searchWords(q.search)
    // Only letters and digits reach to_tsquery, so no search can be read as its operators.
    const byWords = words.length > 0 ? sql`${sermonWords(sermons)} @@ ${wordsQuery(words)}` : sql`false`
    const passages = passagesIn(q.search)
    where.push(passages.length > 0 ? (or(byWords, onPassages(passages)) as SQL) : byWords)
  }
  if (q.passage) where.push(onPassages(passagesIn(q.passage)))
  if (q.speaker) where.push(eq(sermons.speaker, q.speaker))
  if (q.series) where.push(eq(sermons.series, q.series))
  if (q.startDate) where.push(gte(sermons.date, q.startDate))
  if (q.endDate) where.push(lte(sermons.date, q.endDate))
  return and(...where)
}

/** The paragraphs the sermon page shows as blocks of their own (web/src/lib/text.ts `parseSermonDescription`), left out of its HTML. */
const SHOWN_APART = /Scriptures Referenced:|Social Links:/

/**
 * 'About This Sermon' as the server draws it (decision 0052): the description's document
 * (lib/rich-text/twin.ts) without the paragraphs the page shows apart, which it still reads from the
 * plain words. '' when it shows nothing.
 */
export function sermonDescriptionHtml(sermon: Pick<Sermon, 'description' | 'descriptionDoc'>): string {
  const doc = richTwinOf(sermon.description, sermon.descriptionDoc)
  const about = doc.content.filter(
    (block) => block.type !== 'paragraph' || !SHOWN_APART.test(richTextToPlain({ type: 'doc', content: [block] })),
  )
  return about.length ? renderRichText({ type: 'doc', content: about }) : ''
}

/** A sermon for staff: the document to edit, whatever is stored (never null, never behind its words). */
const forStaff = <T extends Pick<Sermon, 'description' | 'descriptionDoc'>>(sermon: T): T => ({
  ...sermon,
  descriptionDoc: richTwinOf(sermon.description, sermon.descriptionDoc),
})

/** A live sermon as visitors read it: a draft or a scheduled one is not found (404), as if it did not exist. */
export async function getSermon(db: Db, id: string, now: Date): Promise<PublicSermon> {
  const found = await base.get(db, id)
  if (!isLive(found, now)) throw notFound('Sermon')
  const { youtubeSynced: _, publication: _p, publishAt: _a, createdBy: _c, descriptionDoc: _d, transcript: _t, ...sermon } = found
  return { ...sermon, descriptionHtml: sermonDescriptionHtml(found), ...sermonPassagesOf(found.scripture) }
}

/** A sermon as staff read it, however it stands (the Preview, drawn as visitors will see it): a contributor only their own. */
export async function getSermonForStaff(db: Db, id: string, by: SessionUser | null): Promise<StaffSermon> {
  const found = await base.get(db, id)
  if (!mayRead(by, found)) throw notFound('Sermon')
  return { ...forStaff(found), descriptionHtml: sermonDescriptionHtml(found), ...sermonPassagesOf(found.scripture) }
}
/** Saves a sermon and reads its passages again, in the caller's transaction (the dialog's, a restored version's). */
const withPassages = async (db: Db, saved: Sermon) => {
  await readPassagesOf(db, [saved.id])
  return forStaff(saved)
}
export const createSermon = (db: Db, input: SermonInput) =>
  oneRecordPerVideo('sermon', async () => withPassages(db, await base.create(db, withVideo(withDescriptionTwin(input)))))
export const updateSermon = (db: Db, id: string, input: SermonInput) =>
  oneRecordPerVideo('sermon', async () => withPassages(db, await base.update(db, id, withVideo(withDescriptionTwin(input)))))
export const deleteSermon = base.remove

/**
 * Keeps a sermon's transcript as given, with its format and words (lib/transcript.ts); '' removes it.
 * The model has refused one that cannot be read. Answers the sermon as saved.
 */
export async function saveTranscript(db: Db, id: string, { transcript }: TranscriptInput): Promise<Sermon> {
  const given = transcript.trim() === '' ? '' : transcript
  const reading = given ? readTranscript(given) : null
  if (reading && !reading.ok) throw new HttpError(422, reading.message)
  const [saved] = await db
    .update(sermons)
    .set({
      transcript: given,
      transcriptFormat: reading?.format ?? '',
      transcriptText: reading?.words ?? '',
    })
    .where(eq(sermons.id, id))
    .returning()
  if (!saved) throw notFound('Sermon')
  return forStaff(saved)
}

/** Clear All: every sermon into the bin in one statement, so the toast's Undo can put them all back. */
export async function clearAllSermons(db: Db) {
  const { batch, count } = await moveToBin(db, sermons)
  return { message: `Deleted ${plural(count, 'sermon')}`, deleted: count, undo: batch }
}

/**
 * Bulk columns (squashed headers) and the sermon field each fills: every field under its own name
 * ('YouTube URL' → youtubeUrl), and the other names spreadsheets give some. Others pass through unused.
 */
const COLUMNS: Record<string, keyof SermonInput> = {
  // The document is the dashboard's: a pasted description is plain words.
  ...Object.fromEntries(SERMON_INPUT_FIELDS.filter((field) => field !== 'descriptionDoc').map((field) => [squashHeader(field), field])),
  preacher: 'speaker',
  youtube: 'youtubeUrl',
  videourl: 'youtubeUrl',
}

/** A sermon as the bulk rows so far leave it: read from the database (with its version) or created by a row. */
type Planned = {
  sermon: Partial<Sermon> & { id: string }
  /** For a sermon read from the database: as it was read, and its row version. */
  stored?: { sermon: Sermon; version: string }
  keys: { video?: string; titleDate?: string }
}

/** The fields a bulk update writes on a sermon it matched: all that staff can edit, and the video id read from its link. */
const WRITTEN_FIELDS = [...SERMON_INPUT_FIELDS, 'youtubeVideoId'] as const satisfies (keyof Sermon)[]

const titleDateKey = (lowerTitle: string, date: string) => `${lowerTitle}\n${date}`
const ANOTHER_VIDEO = 'Another sermon already uses this YouTube video'
const CHANGED_MEANWHILE = 'Sermons were changed while this update was being prepared, so nothing was changed. Please try again.'

/**
 * Upserts pasted rows. A row matches an existing sermon by YouTube video id, else by title
 * (ignoring case) and date; on a match only the columns the row fills are changed. Rows that would
 * not make a valid sermon are skipped with the reason. Later rows see what earlier ones did (two
 * pasted rows of one new sermon are a create, then an update).
 *
 * The plan is worked out first without writing (reads and checks in chunks, so other requests
 * keep being answered); a preview answers it as it is, so it is exactly what applying would do.
 * Applying writes all of it or, when a sermon it read was changed meanwhile, nothing (409, try
 * again).
 */
export async function bulkUpdateSermons(db: Db, { data, dryRun }: SermonBulkInput) {
  const { results, planned } = await planBulkUpdate(db, data)
  if (!dryRun) await applyBulkUpdate(db, planned)
  const { created, updated, skipped } = countActions(results)
  const summary = `${created} created, ${updated} updated, ${skipped} skipped`
  return {
    message: dryRun
      ? `Preview: ${summary}`
      : created + updated === 0
        ? `No sermons were changed: ${summary}`
        : `Sermons updated: ${summary}`,
    created,
    updated,
    skipped,
    results,
  }
}

type BulkRow = SermonBulkInput['data'][number]

/** What a pasted row gives: the sermon fields it fills, and what it can be matched by. */
function readRow(raw: BulkRow) {
  const given: Partial<Record<keyof SermonInput, unknown>> = {}
  for (const [key, value] of Object.entries(raw)) {
    const field = COLUMNS[key.toLowerCase().replace(/\s+/g, '')]
    const text = value == null ? '' : String(value).trim()
    if (!field || text === '') continue
    given[field] = field === 'tags' ? text.split(/[,;]/).map((t) => t.trim()) : text
  }
  const title = String(given.title ?? '')
  const videoId = given.youtubeUrl ? youtubeVideoId(String(given.youtubeUrl)) : null
  const date = given.date ? parseDateInput(String(given.date)) : null
  return { given, title, videoId, titleDate: title && date ? titleDateKey(title.toLowerCase(), date) : undefined }
}

async function planBulkUpdate(db: Db, data: BulkRow[]) {
  const rows: ReturnType<typeof readRow>[] = []
  await eachInTurns(data, (raw) => {
    rows.push(readRow(raw))
  })

  // Every sermon a row could match, read in chunks (a row's title and date are looked up even when
  // its video matches: which one it ends up matching depends on the rows before it).
  const found = new Map<string, Planned>()
  const keep = (loaded: (Sermon & { version: string; lowerTitle: string })[]) => {
    for (const { version, lowerTitle, ...sermon } of loaded) {
      if (found.has(sermon.id)) continue
      found.set(sermon.id, {
        sermon: { ...sermon },
        stored: { sermon, version },
        keys: { video: sermon.youtubeVideoId ?? undefined, titleDate: titleDateKey(lowerTitle, sermon.date) },
      })
    }
  }
  const columns = { ...getTableColumns(sermons), version: rowVersion, lowerTitle: sql<string>`lower(${sermons.title})` }
  const videoIds = [...new Set(rows.flatMap((row) => (row.videoId ? [row.videoId] : [])))]
  await eachChunk(videoIds, async (chunk) => {
    keep(
      await db
        .select(columns)
        .from(sermons)
        .where(sql`${sermons.youtubeVideoId} in (select json_array_elements_text(${JSON.stringify(chunk)}::json))`),
    )
  })
  const titleDates = [...new Set(rows.flatMap((row) => (row.titleDate ? [row.titleDate] : [])))].map((key) => key.split('\n'))
  await eachChunk(titleDates, async (chunk) => {
    keep(
      await db
        .select(columns)
        .from(sermons)
        .where(
          sql`(lower(${sermons.title}), ${sermons.date}) in (select p->>0, (p->>1)::date from json_array_elements(${JSON.stringify(chunk)}::json) p)`,
        ),
    )
  })

  // The sermons by video (one each: a unique index) and by title and date (several may share them:
  // the first one is matched, as the database's first row would be).
  const byVideo = new Map<string, Planned>()
  const byTitleDate = new Map<string, Planned[]>()
  const index = (planned: Planned) => {
    const { video, titleDate } = planned.keys
    if (video) byVideo.set(video, planned)
    if (!titleDate) return
    const sharing = byTitleDate.get(titleDate)
    if (sharing) sharing.push(planned)
    else byTitleDate.set(titleDate, [planned])
  }
  const unindex = (planned: Planned) => {
    const { video, titleDate } = planned.keys
    if (video && byVideo.get(video) === planned) byVideo.delete(video)
    if (!titleDate) return
    const sharing = byTitleDate.get(titleDate)?.filter((other) => other !== planned) ?? []
    if (sharing.length > 0) byTitleDate.set(titleDate, sharing)
    else byTitleDate.delete(titleDate)
  }
  for (const planned of found.values()) index(planned)

  const results: BulkRowResult[] = []
  const created: Planned[] = []
  await eachInTurns(rows, ({ given, title, videoId, titleDate }, at) => {
    const row = at + 1
    const existing = (videoId ? byVideo.get(videoId) : undefined) ?? (titleDate ? byTitleDate.get(titleDate)?.[0] : undefined)
    // A pasted description replaces the document; otherwise the stored one is kept as it reads (lib/rich-text/twin.ts).
    const kept = existing && { ...existing.sermon, descriptionDoc: richTwinOf(existing.sermon.description, existing.sermon.descriptionDoc) }
    const parsed = v.safeParse(SermonInput, kept ? { ...kept, ...given } : given)
    if (!parsed.success) {
      results.push({ row, action: 'skip', title, reason: parsed.issues[0].message })
      return
    }
    const values = withVideo(withDescriptionTwin(parsed.output)) as Partial<Sermon>
    // One sermon per video, as the database's unique index has it.
    const holder = values.youtubeVideoId ? byVideo.get(values.youtubeVideoId) : undefined
    if (holder && holder !== existing) {
      results.push({ row, action: 'skip', title, reason: ANOTHER_VIDEO })
      return
    }
    const planned = existing ?? { sermon: { id: crypto.randomUUID() }, keys: {} }
    unindex(planned)
    Object.assign(planned.sermon, values)
    const video = planned.sermon.youtubeVideoId
    planned.keys = { video: video ?? undefined, titleDate: titleDateKey(parsed.output.title.toLowerCase(), parsed.output.date) }
    index(planned)
    if (!existing) created.push(planned)
    results.push({ row, action: existing ? 'update' : 'create', title: parsed.output.title, id: planned.sermon.id })
  })
  return { results, planned: { created, updated: [...found.values()] } }
}

const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * Writes a plan all or nothing (db/bulk.ts: one transaction on PostgreSQL; on PGlite chunks that
 * are undone if a later one fails, and applying the same rows again finishes a write a crash cut
 * short, since they then match what was written). Only what changes is sent: sermons the rows
 * leave as they are are not written, and the others only in the columns that change (sending every
 * column of 2000 sermons doubled the writing time on PGlite).
 */
async function applyBulkUpdate(db: Db, { created, updated }: { created: Planned[]; updated: Planned[] }) {
  const fields = new Set<(typeof WRITTEN_FIELDS)[number]>()
  const updates: RowUpdate<typeof sermons>[] = []
  for (const { sermon, stored } of updated) {
    if (!stored) continue
    const differing = WRITTEN_FIELDS.filter((field) => !sameValue(sermon[field], stored.sermon[field]))
    for (const field of differing) fields.add(field)
    if (differing.length > 0) updates.push({ id: sermon.id, version: stored.version, values: sermon, previous: stored.sermon })
  }
  const inserts = created.map(({ sermon }) => ({ ...sermon, tags: sermon.tags ?? [] }) as typeof sermons.$inferInsert)
  if (!(await writeAllOrNothing(db, sermons, { inserts, updates, fields: [...fields] }))) throw new HttpError(409, CHANGED_MEANWHILE)
  // Their passages as their fields now read (decision 0059).
  await readPassagesOf(db, [...inserts.map((row) => row.id as string), ...updates.map((row) => row.id)])
}

/** How staff add, change and delete a sermon (lib/record-routes.ts). */
/**
 * GET /api/sermons/{id}/transcript: a live sermon's transcript as staff gave it, with its type (WebVTT,
 * SubRip or plain text), named for the sermon, readable by other sites' players (podcast apps play in
 * the browser too); 404 when the sermon is not live or has none.
 */
export async function transcriptFile(db: Db, id: string, now: Date): Promise<Response> {
  const [found] = await db
    .select({
      title: sermons.title,
      transcript: sermons.transcript,
      transcriptFormat: sermons.transcriptFormat,
      publication: sermons.publication,
      publishAt: sermons.publishAt,
    })
    .from(sermons)
    .where(eq(sermons.id, id))
  const format = found?.transcriptFormat
  if (!found || !isLive(found, now) || !isTranscriptFormat(format) || !found.transcript) throw notFound('Transcript')
  const file = TRANSCRIPT_FILES[format]
  const name = `${
    found.title
      .replace(/[^\p{L}\p{N} ._-]+/gu, '')
      .trim()
      .slice(0, 80) || 'sermon'
  } transcript.${file.extension}`
  return new Response(found.transcript, {
    headers: {
      'content-type': `${file.type}; charset=utf-8`,
      'content-disposition': `inline; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'access-control-allow-origin': '*',
      'cache-control': 'public, max-age=300',
    },
  })
}

export const sermonRecords = {
  create: createSermon,
  update: updateSermon,
  remove: deleteSermon,
  find: base.get,
  area: 'sermons',
  drafts: true,
} as const
