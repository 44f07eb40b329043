import { and, count, desc, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import * as v from 'valibot'
import type { Db } from '../db/client'
import { readDateSearch } from './date-search'
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

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)
/** Escapes LIKE wildcards so a search for '50%' means the text '50%'. */
export const likeContains = (text: string) => `%${likeEscaped(text)}%`

/** The rows a 1-based `page` of `limit` rows skips. */
export const offsetOfPage = (page: number | undefined, limit: number) => ((page ?? 1) - 1) * limit

/**
 * One page of `table`'s rows that `where` picks, in `order`, and how many it picks in all (both
 * asked of the database at once). Every paged list is read through here: whole rows, or only
 * `columns` (typed by the caller as `Row`). Each list's `order` is spelled by an index (schema.ts,
 * list-plans.test.ts), so a page at any depth reads no sort. The count stays exact, never an
 * estimate: the lists read here hold tens of thousands of rows at most at a big church's size
 * (subscribers, sermons), counted in a few milliseconds, and PGlite runs no ANALYZE or VACUUM of its
 * own, so `pg_class.reltuples` would be stale there; the outbox, the one table of hundreds of
 * thousands, is listed without a count.
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
 * Rows whose calendar `date` falls in what the search reads as a date, month or year ('November 2024',
 * '2024-11', '24 Nov', lib/date-search.ts), or none when it does not read as one.
 */
export function datedIn(search: string | undefined, date: PgColumn): SQL | undefined {
  const span = search ? readDateSearch(search) : null
  if (!span) return undefined
  if ('from' in span) return and(gte(date, span.from), lt(date, span.to))
  const month = sql`extract(month from ${date}) = ${span.month}`
  return span.day === undefined ? month : sql`${month} and extract(day from ${date}) = ${span.day}`
}

/** A search's text matches in `columns`, and the rows dated in it when it reads as a date. */
export const searchingWithDates = (search: string | undefined, columns: (PgColumn | SQL)[], date: PgColumn) =>
  search ? or(searching(search, columns), datedIn(search, date)) : undefined

/**
 * How well a row's `title` answers a search, as the first key of a searched list: 0 the title is the
 * search (letter case and spaces around it aside), 1 it starts with the search, 2 anything else that
 * matched. Nothing without a search.
 */
export function titleRank(search: string | undefined, title: PgColumn | SQL): SQL | undefined {
  const wanted = search?.trim()
  if (!wanted) return undefined
  return sql`case when lower(trim(${title})) = lower(${wanted}) then 0 when ${title} ilike ${`${likeEscaped(wanted)}%`} then 1 else 2 end`
}

/**
 * A kind of record read newest first, by `order` (its date first, then what settles a tie): visitors'
 * list, the newest `limit` (1000 when left out), and staff's a page at a time, the id settling any tie
 * left. Staff's search matches the text of `searched` or, when it reads as a date, month or year, the
 * date; with a `title`, the exact title comes first, then titles starting with the search, then the rest.
 */
export function newestFirst<T extends PgTable & { id: PgColumn }>(
  table: T,
  order: PgColumn[],
  searched: (PgColumn | SQL)[],
  title?: PgColumn,
) {
  type Row = T['$inferSelect']
  const newest = order.map((column) => desc(column))
  return {
    list: async (db: Db, q: { limit?: number }) =>
      (await db
        .select()
        .from(table as PgTable)
        .orderBy(...newest)
        .limit(q.limit ?? 1000)) as Row[],
    /** A page, searched; `where` narrows it further (a contributor's own, a state). */
    page: (db: Db, q: PageQuery, where?: SQL) => {
      const rank = title ? titleRank(q.search, title) : undefined
      return pageOf<T, Row>(db, table, q, and(searchingWithDates(q.search, searched, order[0]), where), [
        ...(rank ? [rank] : []),
        ...newest,
        desc(table.id),
      ])
    },
  }
}
