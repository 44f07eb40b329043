import { count, desc, ilike, or, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import * as v from 'valibot'
import type { Db } from '../db/client'
import { limitParam, offsetParam, optionalText } from './fields'

/**
 * A staff list a page at a time: `limit` rows (1–100, 25 when left out) after `offset`, optionally
 * only those matching `search`. Every staff list answers `{ items, total }`, total being how many
 * match, counted by the database, so a screen never downloads a whole table to show a number.
 */
export const PageQuery = { limit: limitParam, offset: offsetParam, search: optionalText(200, 'Search') }
export const PageQuerySchema = v.object(PageQuery)
export type PageQuery = v.InferOutput<typeof PageQuerySchema>

export const DEFAULT_PAGE_SIZE = 25

export type ListPage<T> = { items: T[]; total: number }

/** Escapes LIKE wildcards so a search for '50%' means the text '50%'. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The rows a 1-based `page` of `limit` rows skips. */
export const offsetOfPage = (page: number | undefined, limit: number) => ((page ?? 1) - 1) * limit

/**
 * One page of `table`'s rows that `where` picks, in `order`, and how many it picks in all (both
 * asked of the database at once). Every paged list is read through here: whole rows, or only
 * `columns` (typed by the caller as `Row`).
 */
export async function pageOf<T extends PgTable, Row = T['$inferSelect']>(
  db: Db,
  table: T,
  q: Pick<PageQuery, 'limit' | 'offset'>,
  where: SQL | undefined,
  order: (PgColumn | SQL)[],
  columns?: Record<string, PgColumn>,
): Promise<ListPage<Row>> {
  const [items, [{ total }]] = await Promise.all([
    db
      .select(columns as Record<string, PgColumn>)
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .limit(q.limit ?? DEFAULT_PAGE_SIZE)
      .offset(q.offset ?? 0),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(where),
  ])
  return { items: items as Row[], total }
}

/** Rows whose `columns` contain the search (case-insensitive), or every row without one. */
export const searching = (search: string | undefined, columns: (PgColumn | SQL)[]) =>
  search ? or(...columns.map((column) => ilike(column, likeContains(search)))) : undefined

/**
 * A kind of record read newest first, by `order` (its date, then what settles a tie): visitors' list,
 * the newest `limit` (1000 when left out), and staff's a page at a time, searched in `searched`, the
 * id settling any tie left.
 */
export function newestFirst<T extends PgTable & { id: PgColumn }>(table: T, order: PgColumn[], searched: (PgColumn | SQL)[]) {
  type Row = T['$inferSelect']
  const newest = order.map((column) => desc(column))
  return {
    list: async (db: Db, q: { limit?: number }) =>
      (await db
        .select()
        .from(table as PgTable)
        .orderBy(...newest)
        .limit(q.limit ?? 1000)) as Row[],
    page: (db: Db, q: PageQuery) => pageOf<T, Row>(db, table, q, searching(q.search, searched), [...newest, desc(table.id)]),
  }
}
