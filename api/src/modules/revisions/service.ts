import { and, count, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { rowsOf } from '../../db/bulk'
import { type Db, inTransaction } from '../../db/client'
import { events, newsPosts, pageItems, revisions, sermons, serviceTimes, sitePages, staffMembers } from '../../db/schema'
import { HttpError } from '../../lib/errors'
import { eachChunk } from '../../lib/turns'
import type { ActivityArea } from '../activity/model'
import { type Actor, changedFields, recordActivity, titleOf } from '../activity/service'
import { REVISIONS_KEPT, type Revision, type RevisionItem, type RevisionKind, type RevisionQuery } from './model'

/** A record's values as JSON keeps them (dates as ISO text), so a version reads back as it was saved. */
const asData = (record: object) => JSON.parse(JSON.stringify(record)) as Record<string, unknown>

/** What a version is kept with: the record's kind and id, its values as saved, and who saved it. */
export type Kept = { kind: RevisionKind; recordId: string; data: object; by: Actor; at?: Date | SQL }

/**
 * Keeps one version of a record: its values as this save left them, who saved it and now. Called in
 * the transaction of the save, so a save that is rolled back keeps nothing. Past REVISIONS_KEPT
 * versions, the record's oldest go.
 */
export async function keepRevision(db: Db, { kind, recordId, data, by, at }: Kept): Promise<void> {
  await db.insert(revisions).values({
    kind,
    recordId,
    data: asData(data),
    who: by?.id || null,
    whoName: by?.name ?? '',
    ...(at ? { at } : {}),
  })
  await pruneRevisions(db, kind, recordId)
}

/** Lets the versions of one record past the newest REVISIONS_KEPT go (read from its index, newest first). */
async function pruneRevisions(db: Db, kind: RevisionKind, recordId: string) {
  const [edge] = await db
    .select({ at: revisions.at, id: revisions.id })
    .from(revisions)
    .where(and(eq(revisions.kind, kind), eq(revisions.recordId, recordId)))
    .orderBy(desc(revisions.at), desc(revisions.id))
    .offset(REVISIONS_KEPT - 1)
    .limit(1)
  if (!edge) return
  await db
    .delete(revisions)
    .where(
      and(
        eq(revisions.kind, kind),
        eq(revisions.recordId, recordId),
        or(lt(revisions.at, edge.at), and(eq(revisions.at, edge.at), lt(revisions.id, edge.id))),
      ),
    )
}

/** Whether a record has any version kept (one saved before revisions were kept has none). */
async function hasRevisions(db: Db, kind: RevisionKind, recordId: string) {
  const [found] = await db
    .select({ id: revisions.id })
    .from(revisions)
    .where(and(eq(revisions.kind, kind), eq(revisions.recordId, recordId)))
    .limit(1)
  return Boolean(found)
}

/**
 * Keeps the version an edit makes, and before it, for a record saved before revisions were kept,
 * the record as it stood (by nobody known, at its last change), so its history starts with what the
 * edit changed rather than after it.
 */
export async function keepEdit(db: Db, kept: Kept & { before: object | null | undefined }): Promise<void> {
  const { before, ...now } = kept
  if (before && !(await hasRevisions(db, now.kind, now.recordId))) {
    const at = (before as { updatedAt?: unknown }).updatedAt
    const when = at instanceof Date ? at : typeof at === 'string' ? new Date(at) : undefined
    // Just before the edit's own version (now() is the transaction's start), at its last change when known.
    const earlier = sql`now() - interval '1 millisecond'`
    await keepRevision(db, {
      kind: now.kind,
      recordId: now.recordId,
      data: before,
      by: null,
      at: when && !Number.isNaN(when.getTime()) ? sql`least(${when.toISOString()}::timestamptz, ${earlier})` : earlier,
    })
  }
  await keepRevision(db, now)
}

const item = (row: typeof revisions.$inferSelect): RevisionItem => ({
  id: row.id,
  at: row.at.toISOString(),
  who: row.who,
  whoName: row.whoName,
})

/** A record's versions, newest first (its index, in order), a page at a time, with how many it has. */
export async function revisionPage(db: Db, q: RevisionQuery, timeZone: string) {
  const where = and(eq(revisions.kind, q.kind), eq(revisions.recordId, q.record))
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(revisions)
      .where(where)
      .orderBy(desc(revisions.at), desc(revisions.id))
      .limit(q.limit ?? REVISIONS_KEPT)
      .offset(q.offset ?? 0),
    db.select({ total: count() }).from(revisions).where(where),
  ])
  return { items: rows.map(item), total, timeZone }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const NOT_FOUND = 'That version was not found: it may have been let go as newer ones were saved.'

/** One version with its values, or 404. */
export async function getRevision(db: Db, id: string): Promise<Revision> {
  const [row] = UUID.test(id) ? await db.select().from(revisions).where(eq(revisions.id, id)).limit(1) : []
  if (!row) throw new HttpError(404, NOT_FOUND)
  return { ...item(row), kind: row.kind as RevisionKind, recordId: row.recordId, data: row.data }
}

/**
 * How a kind of record is restored: the form's schema (what staff may send, the same validation as a
 * save), its module's own update, how to read it as stored (404 when gone), what the activity log
 * files it under and calls it.
 */
export type Restorer = {
  input: v.GenericSchema
  update: (db: Db, id: string, values: never, timezone: string) => Promise<unknown>
  find: (db: Db, id: string) => Promise<object | null>
  area: ActivityArea
  title?: string
  /** What the record is called in a refusal ('sermon', 'service time'). */
  noun: string
}

/**
 * The kinds that can be restored, each registered by the module that saves it (lib/record-routes.ts
 * for sermons, events, service times and staff; the church module for page texts and list items)
 * when its routes are built, so this module needs no module's service.
 */
const restorers = new Map<RevisionKind, Restorer>()
export const canRestore = (kind: RevisionKind, restorer: Restorer) => {
  restorers.set(kind, restorer)
}

/**
 * Writes a version's values back through its module's own update, in one transaction that also keeps
 * the new revision and the activity log's 'restore' line. A version whose values the form would refuse
 * now (a rule tightened since, a field that became required) is refused, saying why, and changes
 * nothing; so is one whose record has been deleted.
 */
export async function restoreRevision(db: Db, id: string, by: Actor, timezone: string) {
  return inTransaction(db, async (tx) => {
    const version = await getRevision(tx, id)
    const restorer = restorers.get(version.kind)
    if (!restorer) throw new HttpError(404, NOT_FOUND)
    const parsed = v.safeParse(restorer.input, version.data)
    if (!parsed.success) {
      const why = parsed.issues[0]?.message ?? 'its values are not valid any more'
      throw new HttpError(
        422,
        `This version can’t be restored: ${why.replace(/\.$/, '')}. Nothing was changed; edit the ${restorer.noun} instead.`,
      )
    }
    const before = await restorer.find(tx, version.recordId)
    if (!before)
      throw new HttpError(404, `This ${restorer.noun} has been deleted: restore it from Recently deleted first, then its history.`)
    const values = parsed.output as Record<string, unknown>
    const saved = (await restorer.update(tx, version.recordId, values as never, timezone)) as object
    await keepRevision(tx, { kind: version.kind, recordId: version.recordId, data: saved, by })
    await recordActivity(tx, {
      by,
      kind: 'restore',
      area: restorer.area,
      recordId: version.recordId,
      title: restorer.title ?? titleOf(saved),
      changes: changedFields(before, saved, Object.keys(values)),
    })
    return { message: 'That version is back; it is now the newest in the history.', data: asData(saved) }
  })
}

/** The tables of the kinds kept one row a record, which many records' versions are read from at once. */
const TABLES = {
  sermon: sermons,
  event: events,
  'service-time': serviceTimes,
  'staff-member': staffMembers,
  'page-item': pageItems,
  page: sitePages,
  'news-post': newsPosts,
}
type TableKind = keyof typeof TABLES
const isTableKind = (kind: string): kind is TableKind => kind in TABLES

/**
 * Keeps a version of each of these records as stored now, by `by`, a few hundred records a
 * statement: what a bin restore (the toast's Undo) put back, or what the sermons' bulk update
 * saved. With `unlessSame`, a record whose newest version already holds these values (a pasted row
 * that changed nothing) keeps none. Past REVISIONS_KEPT, each record's oldest go.
 */
export async function keepRevisionsOf(db: Db, kind: string, ids: readonly string[], by: Actor, { unlessSame = false } = {}) {
  if (!isTableKind(kind)) return 0
  const table = TABLES[kind] as typeof sermons
  let kept = 0
  await eachChunk([...new Set(ids)], async (chunk) => {
    const rows = (await db.select().from(table).where(inArray(table.id, chunk))) as { id: string }[]
    const newest = new Map<string, string>()
    if (unlessSame) {
      const last = rowsOf<{ record_id: string; data: string }>(
        await db.execute(sql`
          select distinct on (record_id) record_id, data::text as data from revisions
          where kind = ${kind} and record_id in (${sql.join(
            chunk.map((id) => sql`${id}`),
            sql`, `,
          )})
          order by record_id, at desc, id desc`),
      )
      for (const row of last) newest.set(row.record_id, row.data)
    }
    const values = rows
      .map((row) => ({ recordId: row.id, data: asData(row) }))
      .filter(({ recordId, data }) => !unlessSame || !sameData(newest.get(recordId), data))
      .map(({ recordId, data }) => ({ kind, recordId, data, who: by?.id || null, whoName: by?.name ?? '' }))
    if (values.length === 0) return
    await db.insert(revisions).values(values)
    kept += values.length
    await db.execute(sql`
      delete from revisions where id in (
        select id from (
          select id, row_number() over (partition by record_id order by at desc, id desc) as n from revisions
          where kind = ${kind} and record_id in (${sql.join(
            values.map((value) => sql`${value.recordId}`),
            sql`, `,
          )})
        ) numbered where n > ${REVISIONS_KEPT})`)
  })
  return kept
}

/** The kind of revision a table's rows are kept as, by the table's name (the bin names its batches' tables so). */
export const REVISION_KIND_OF_TABLE: Record<string, RevisionKind> = {
  sermons: 'sermon',
  events: 'event',
  service_times: 'service-time',
  staff_members: 'staff-member',
  page_items: 'page-item',
  site_pages: 'page',
  news_posts: 'news-post',
}

/**
 * Whether a stored version's JSON holds the same values as `data` (key order aside, and the time of
 * the save: an import that writes a row again as it was moves only its `updatedAt`).
 */
function sameData(stored: string | undefined, data: Record<string, unknown>) {
  if (stored === undefined) return false
  const sorted = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .filter(([k]) => k !== 'updatedAt')
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, sorted(v)]),
        )
      : Array.isArray(value)
        ? value.map(sorted)
        : value
  return JSON.stringify(sorted(JSON.parse(stored))) === JSON.stringify(sorted(data))
}

/** Every version of these records (tests, and the bin's own checks). */
export const revisionsOf = (db: Db, kind: RevisionKind, recordIds: string[]) =>
  db
    .select()
    .from(revisions)
    .where(and(eq(revisions.kind, kind), inArray(revisions.recordId, recordIds)))
    .orderBy(desc(revisions.at), desc(revisions.id))
