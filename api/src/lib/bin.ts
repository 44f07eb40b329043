import { getTableName, type SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { rowsOf } from '../db/bulk'
import { type Db, inTransaction } from '../db/client'

/** How long deleted records wait in the bin before they are gone for good. */
export const BIN_KEEP_DAYS = 30

/**
 * Deletes the rows `where` picks (all of them without it) by moving them, whole, into the bin, in
 * one statement: nothing is deleted that is not kept. Answers the batch an undo names, and how
 * many rows went. Rows older than the bin's keeping time are removed on the way.
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
 * Puts a batch back as it was, same ids and all, in one transaction. A record whose id (or another
 * unique value, such as a video already added again) is taken by then stays out and is counted as
 * skipped. The batch leaves the bin either way. Answers null for a batch the bin does not hold.
 */
export async function restoreFromBin(db: Db, batch: string, tables: readonly PgTable[]) {
  return inTransaction(db, async (tx) => {
    const [first] = rowsOf<{ kind: string; total: number }>(
      await tx.execute(sql`select kind, count(*)::int as total from bin_items where batch = ${batch}::uuid group by kind`),
    )
    if (!first) return null
    const table = tables.find((t) => getTableName(t) === first.kind)
    if (!table) return null
    // Without a conflict target, DO NOTHING skips a record that clashes on any unique value.
    const put = await tx.execute(sql`
      insert into ${table}
      select (jsonb_populate_record(null::${table}, record)).* from bin_items where batch = ${batch}::uuid
      on conflict do nothing
      returning 1 as back`)
    const restored = rowsOf(put).length
    await tx.execute(sql`delete from bin_items where batch = ${batch}::uuid`)
    return { kind: first.kind, restored, skipped: first.total - restored }
  })
}
