import { eq, getTableColumns, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { moveToBin } from './bin'
import { isUuid, notFound } from './errors'

type TableWithId = PgTable & { id: PgColumn }

/**
 * The plain create / read / update / delete every content type shares.
 * Feature services add their own rules (filters, ordering, bulk work) around it.
 */
export function crud<T extends TableWithId>(table: T, label: string) {
  type Row = T['$inferSelect']
  type Insert = T['$inferInsert']
  const idColumn = getTableColumns(table).id as PgColumn
  const byId = (id: string): SQL => eq(idColumn, id)

  return {
    async get(db: Db, id: string): Promise<Row> {
      if (!isUuid(id)) throw notFound(label)
      const rows = (await db
        .select()
        .from(table as PgTable)
        .where(byId(id))
        .limit(1)) as Row[]
      if (!rows[0]) throw notFound(label)
      return rows[0]
    },
    async create(db: Db, values: Insert): Promise<Row> {
      const rows = (await db.insert(table).values(values).returning()) as Row[]
      return rows[0]
    },
    async update(db: Db, id: string, values: Partial<Insert>): Promise<Row> {
      if (!isUuid(id)) throw notFound(label)
      const rows = (await db
        .update(table)
        .set(values as never)
        .where(byId(id))
        .returning()) as Row[]
      if (!rows[0]) throw notFound(label)
      return rows[0]
    },
    /** Deletes into the bin (lib/bin.ts): the answer's `undo` names what the toast's Undo puts back, and the activity line's batch. */
    async remove(db: Db, id: string): Promise<{ undo: string }> {
      if (!isUuid(id)) throw notFound(label)
      const { batch, count } = await moveToBin(db, table, byId(id))
      if (count === 0) throw notFound(label)
      return { undo: batch }
    },
  }
}
