import { and, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import * as v from 'valibot'
import type { Db } from '../../db/client'
import { sermons } from '../../db/schema'
import { crud } from '../../lib/crud'
import { HttpError, plural, Rollback } from '../../lib/errors'
import { parseDateInput } from '../../lib/fields'
import { youtubeVideoId } from '../../lib/video'
import { oneRecordPerVideo, withVideo } from '../../lib/video-records'
import { type SermonBulkInput, SermonInput, type SermonQuery } from './model'

export type Sermon = typeof sermons.$inferSelect
const base = crud(sermons, 'Sermon')

/** Escapes LIKE wildcards so a search for '50%' means the text '50%'. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * What a sermon card shows (decision 0012): the public list carries these, not the description,
 * tags or sync bookkeeping, so a list of hundreds stays small on a phone. The sermon's own page
 * reads the whole record; staff lists read it under /api/admin/sermons.
 */
const CARD = {
  id: sermons.id,
  title: sermons.title,
  speaker: sermons.speaker,
  scripture: sermons.scripture,
  series: sermons.series,
  date: sermons.date,
  duration: sermons.duration,
  thumbnailUrl: sermons.thumbnailUrl,
  youtubeUrl: sermons.youtubeUrl,
}
export type SermonCard = { [K in keyof typeof CARD]: Sermon[K] }
/** A sermon as visitors read it: everything but what the YouTube sync keeps for itself. */
export type PublicSermon = Omit<Sermon, 'youtubeSynced'>

/** The public sermon list: cards, newest first, filtered (SPEC §3 sermon search state). */
export const listSermons = (db: Db, q: SermonQuery): Promise<SermonCard[]> => findSermons(db.select(CARD).from(sermons).$dynamic(), q)

/** Staff's list (GET /api/admin/sermons): whole records, to edit from. */
export const listSermonsForStaff = (db: Db, q: SermonQuery): Promise<Sermon[]> => findSermons(db.select().from(sermons).$dynamic(), q)

function findSermons<Query extends PgSelect>(query: Query, q: SermonQuery) {
  const where: SQL[] = []
  if (q.search) {
    const pattern = likeContains(q.search)
    where.push(
      or(
        ilike(sermons.title, pattern),
        ilike(sermons.speaker, pattern),
        ilike(sermons.scripture, pattern),
        ilike(sermons.description, pattern),
      ) as SQL,
    )
  }
  if (q.speaker) where.push(eq(sermons.speaker, q.speaker))
  if (q.series) where.push(eq(sermons.series, q.series))
  if (q.startDate) where.push(gte(sermons.date, q.startDate))
  if (q.endDate) where.push(lte(sermons.date, q.endDate))
  return query
    .where(and(...where))
    .orderBy(desc(sermons.date), desc(sermons.createdAt))
    .limit(q.limit ?? 1000)
}

export async function getSermon(db: Db, id: string): Promise<PublicSermon> {
  const { youtubeSynced: _, ...sermon } = await base.get(db, id)
  return sermon
}
export const createSermon = (db: Db, input: SermonInput) => oneRecordPerVideo('sermon', () => base.create(db, withVideo(input)))
export const updateSermon = (db: Db, id: string, input: SermonInput) =>
  oneRecordPerVideo('sermon', () => base.update(db, id, withVideo(input)))
export const deleteSermon = base.remove

export async function clearAllSermons(db: Db) {
  const deleted = (await db.delete(sermons).returning({ id: sermons.id })).length
  return { message: `Deleted ${plural(deleted, 'sermon')}`, deleted }
}

/** Bulk columns (squashed headers) and the sermon field each fills. Others pass through unused. */
const COLUMNS: Record<string, keyof SermonInput> = {
  title: 'title',
  speaker: 'speaker',
  preacher: 'speaker',
  date: 'date',
  scripture: 'scripture',
  series: 'series',
  youtubeurl: 'youtubeUrl',
  youtube: 'youtubeUrl',
  videourl: 'youtubeUrl',
  audiourl: 'audioUrl',
  description: 'description',
  duration: 'duration',
  thumbnailurl: 'thumbnailUrl',
  tags: 'tags',
}

export type BulkRowResult = { row: number; action: 'create' | 'update' | 'skip'; title: string; id?: string; reason?: string }

/**
 * Upserts pasted rows. A row matches an existing sermon by YouTube video id, else by title and
 * date; on a match only the columns the row fills are changed. Rows that would not make a valid
 * sermon are skipped with the reason. With dryRun the same work runs and is rolled back, so the
 * preview is exactly what applying would do.
 */
export async function bulkUpdateSermons(db: Db, { data, dryRun }: SermonBulkInput) {
  const results: BulkRowResult[] = []
  try {
    await db.transaction(async (tx) => {
      for (const [index, raw] of data.entries()) {
        const row = index + 1
        try {
          // A savepoint per row: a row the database refuses is skipped without spoiling the rest.
          results.push(await tx.transaction((sp) => upsertRow(sp as unknown as Db, row, raw)))
        } catch (error) {
          if (!(error instanceof HttpError)) throw error
          results.push({ row, action: 'skip', title: String(raw.title ?? ''), reason: error.message })
        }
      }
      if (dryRun) throw new Rollback()
    })
  } catch (error) {
    if (!(error instanceof Rollback)) throw error
  }
  const count = (action: BulkRowResult['action']) => results.filter((r) => r.action === action).length
  const [created, updated, skipped] = [count('create'), count('update'), count('skip')]
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

async function upsertRow(db: Db, row: number, raw: Record<string, string | number | null | undefined>): Promise<BulkRowResult> {
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

  let existing: Sermon | undefined
  if (videoId) [existing] = await db.select().from(sermons).where(eq(sermons.youtubeVideoId, videoId)).limit(1)
  if (!existing && title && date) {
    ;[existing] = await db
      .select()
      .from(sermons)
      .where(and(sql`lower(${sermons.title}) = ${title.toLowerCase()}`, eq(sermons.date, date)))
      .limit(1)
  }

  const parsed = v.safeParse(SermonInput, existing ? { ...existing, ...given } : given)
  if (!parsed.success) return { row, action: 'skip', title, reason: parsed.issues[0].message }
  if (existing) {
    await updateSermon(db, existing.id, parsed.output)
    return { row, action: 'update', title: parsed.output.title, id: existing.id }
  }
  const created = await createSermon(db, parsed.output)
  return { row, action: 'create', title: parsed.output.title, id: created.id }
}
