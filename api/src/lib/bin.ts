import { getTableName, type SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { rowsOf } from '../db/bulk'
import { type Db, inTransaction } from '../db/client'

/** How long deleted records wait in the bin before they are gone for good. */
export const BIN_KEEP_DAYS = 30
const DAY_MS = 86_400_000

/**
 * Deletes the rows `where` picks (all of them without it) by moving them, whole, into the bin, in
 * one statement: nothing is deleted that is not kept. Answers the batch an undo names, and how many
 * rows went; the caller notes the delete in the activity log with that batch, in the same
 * transaction, and Recently deleted reads who, when and what from that line (decision 0047). Rows
 * older than the bin's keeping time are removed on the way.
 */
export async function moveToBin(db: Db, table: PgTable, where?: SQL): Promise<{ batch: string; count: number }> {
  const batch = crypto.randomUUID()
  const kind = getTableName(table)
  const result = await db.execute(sql`
    with gone as (delete from ${table} ${where ? sql`where ${where}` : sql``} returning *)
    insert into bin_items (batch, kind, record)
    select ${batch}::uuid, ${kind}, to_jsonb(gone) from gone
    returning id`)
  await db.execute(sql`delete from bin_items where deleted_at < now() - make_interval(days => ${BIN_KEEP_DAYS})`)
  return { batch, count: rowsOf(result).length }
}

/**
 * What a bin record is called when a restore names it: a person or a service time by its name, a
 * Sunday service by its date, everything else by its title (its name when it has none).
 */
const titleOf = sql`case kind
  when 'staff_members' then record->>'name'
  when 'service_times' then record->>'name'
  when 'sunday_services' then record->>'date'
  else coalesce(nullif(record->>'title', ''), record->>'name', '')
end`

/** One entry of Recently deleted: one delete, or one Clear All with its count. */
export type BinEntry = {
  batch: string
  kind: string
  count: number
  /** The record's title (name, date) as it was deleted, when the batch holds one record; '' for a batch of several. */
  title: string
  /** Who deleted it (their name then, else their email); '' when the log does not say. */
  deletedBy: string
  deletedAt: string
  /** When housekeeping (or the next delete) removes it for good. */
  removeAt: string
}

type BinEntryRow = {
  batch: string
  kind: string
  count: number
  title: string | null
  deleted_by: string | null
  deleted_at: string | Date
}

/**
 * What the bin holds from the last BIN_KEEP_DAYS days, one entry per batch, newest first, a page at
 * a time; `total` is how many batches in all. Who deleted each and its title are the activity log's
 * (the delete's line, found by its batch; the line is written in the delete's transaction, so both
 * carry the same time); a batch without a line is still listed, by what the bin holds. Rows past the
 * keeping time not yet pruned are left out.
 */
export async function binPage(db: Db, { limit, offset }: { limit: number; offset: number }) {
  const kept = sql`deleted_at >= now() - make_interval(days => ${BIN_KEEP_DAYS})`
  const [rows, totals] = await Promise.all([
    db.execute(sql`
      select held.batch::text as batch, held.kind, held.count,
        case when held.count = 1 then coalesce(nullif(line.title, ''), held.title) else '' end as title,
        coalesce(nullif(btrim(line.who_name), ''), line.who_email, '') as deleted_by,
        held.deleted_at
      from (
        select batch, kind, count(*)::int as count, min(${titleOf}) as title, max(deleted_at) as deleted_at
        from bin_items where ${kept}
        group by batch, kind
      ) held
      left join lateral (
        select title, who_name, who_email from activity
        where activity.batch = held.batch and activity.kind in ('delete', 'clear')
        order by at limit 1
      ) line on true
      order by held.deleted_at desc, held.batch
      limit ${limit} offset ${offset}`),
    db.execute(sql`select count(distinct batch)::int as total from bin_items where ${kept}`),
  ])
  const items: BinEntry[] = rowsOf<BinEntryRow>(rows).map((row) => {
    const at = new Date(row.deleted_at)
    return {
      batch: row.batch,
      kind: row.kind,
      count: row.count,
      title: row.title ?? '',
      deletedBy: row.deleted_by ?? '',
      deletedAt: at.toISOString(),
      removeAt: new Date(at.getTime() + BIN_KEEP_DAYS * DAY_MS).toISOString(),
    }
  })
  return { items, total: rowsOf<{ total: number }>(totals)[0]?.total ?? 0 }
}

/** The most titles a refused restore names; the rest are counted. */
const CLASHES_NAMED = 3

/** A restore refused: some records of the batch are on the site again (same id or same unique value). */
class Clash extends Error {
  constructor(
    readonly kind: string,
    readonly titles: string[],
    readonly count: number,
  ) {
    super('clash')
  }
}

export type RestoreResult =
  | { ok: true; kind: string; restored: number; title: string }
  | { ok: false; kind: string; clashes: number; titles: string[] }

/**
 * Puts a batch back as it was, same ids and all, in one transaction, and takes it out of the bin.
 * All or nothing: when any of its records' id (or another unique value, such as a video added again)
 * is taken by then, nothing is put back, the batch stays in the bin, and the answer names up to three
 * of those records. Answers null for a batch the bin does not hold (or holds past its keeping time).
 * `then` runs in the same transaction once the batch is back (the activity log's line); `title` is the
 * record's when the batch held one.
 */
export async function restoreFromBin(
  db: Db,
  batch: string,
  tables: readonly PgTable[],
  then?: (tx: Db, restored: { kind: string; restored: number; title: string }) => Promise<void>,
): Promise<RestoreResult | null> {
  try {
    return await inTransaction(db, async (tx) => {
      const [first] = rowsOf<{ kind: string; total: number; title: string | null }>(
        await tx.execute(sql`
          select kind, count(*)::int as total, case when count(*) = 1 then min(${titleOf}) else '' end as title from bin_items
          where batch = ${batch}::uuid and deleted_at >= now() - make_interval(days => ${BIN_KEEP_DAYS})
          group by kind`),
      )
      if (!first) return null
      const table = tables.find((t) => getTableName(t) === first.kind)
      if (!table) return null
      // Without a conflict target, DO NOTHING skips a record that clashes on any unique value; the
      // records it skipped are read in the same statement (a window count, and the first few titles).
      const left = rowsOf<{ title: string | null; clashes: number }>(
        await tx.execute(sql`
          with put as (
            insert into ${table}
            select (jsonb_populate_record(null::${table}, record)).* from bin_items where batch = ${batch}::uuid
            on conflict do nothing
            returning id)
          select ${titleOf} as title, (count(*) over ())::int as clashes from bin_items
          where batch = ${batch}::uuid and (record->>'id')::uuid not in (select id from put)
          order by 1 limit ${CLASHES_NAMED}`),
      )
      // Thrown, so the transaction puts back nothing and the batch stays in the bin.
      if (left.length > 0)
        throw new Clash(
          first.kind,
          left.map((row) => row.title ?? ''),
          left[0].clashes,
        )
      await tx.execute(sql`delete from bin_items where batch = ${batch}::uuid`)
      const back = { kind: first.kind, restored: first.total, title: first.title ?? '' }
      await then?.(tx, back)
      return { ok: true as const, ...back }
    })
  } catch (error) {
    if (error instanceof Clash) return { ok: false, kind: error.kind, clashes: error.count, titles: error.titles }
    throw error
  }
}
