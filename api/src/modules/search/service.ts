/**
 * One search for the whole site (GET /api/search, the /search page): sermons, events, pages and news
 * posts whose words begin with every word searched, through each table's word index
 * (db/schema.ts `sermonWords`, `eventWords`, `pageWords`). Best first: a title that is the search,
 * then titles holding every word, then the rest; within each, the newest first. Only what visitors
 * may read (live at the app's clock, decision 0042). A search that reads as a passage also finds
 * the sermons on verses of it (decision 0059).
 */
import { and, count, desc, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { events, eventWords, newsPosts, pageWords, sermons, sermonWords, sitePages, wordsOf } from '../../db/schema'
import { HttpError, UNUSABLE_CHARACTERS } from '../../lib/errors'
import { liveAt } from '../../lib/live'
import { searchWords, wordsQuery } from '../../lib/word-search'
import { sermonsOnPassageSearched } from '../sermons/repo'
import { SEARCH_KINDS, SEARCH_PAGE_SIZE, type SearchAnswer, type SearchKind, type SearchQuery, type SearchResult } from './model'

/** Each kind's table, its words, title, date (as 'YYYY-MM-DD' text), address and line of words. */
interface Kind {
  kind: SearchKind
  table: PgTable & { id: PgColumn; publication: PgColumn; publishAt: PgColumn }
  words: SQL
  title: PgColumn
  date: SQL
  href: SQL
  summary: SQL<string>
  /** What else the search finds besides words: a sermon on verses of the passage searched ('John 3'). */
  also?: (typed: string) => SQL | undefined
}

/** The first 240 characters of the first of these that is not blank. */
const lineOf = (...texts: (PgColumn | SQL)[]) =>
  sql<string>`left(coalesce(${sql.join(
    texts.map((t) => sql`nullif(trim(${t}), '')`),
    sql`, `,
  )}, ''), 240)`

const KINDS: Kind[] = [
  {
    kind: 'page',
    table: sitePages,
    words: pageWords(sitePages),
    title: sitePages.title,
    date: sql`cast(null as text)`,
    href: sql`'/' || ${sitePages.slug}`,
    summary: lineOf(sitePages.summary, sitePages.bodyText),
  },
  {
    kind: 'sermon',
    table: sermons,
    words: sermonWords(sermons),
    title: sermons.title,
    date: sql`${sermons.date}::text`,
    href: sql`'/sermons/' || ${sermons.id}`,
    summary: lineOf(sql`concat_ws(' · ', nullif(${sermons.speaker}, ''), nullif(${sermons.scripture}, ''))`, sermons.description),
    also: sermonsOnPassageSearched,
  },
  {
    kind: 'event',
    table: events,
    words: eventWords(events),
    title: events.title,
    date: sql`${events.date}::text`,
    href: sql`'/events/' || ${events.id}`,
    summary: lineOf(events.description, events.location),
  },
  {
    kind: 'news',
    table: newsPosts,
    words: pageWords(newsPosts),
    title: newsPosts.title,
    date: sql`to_char(${newsPosts.publishedAt}, 'YYYY-MM-DD')`,
    href: sql`'/news/' || ${newsPosts.slug}`,
    summary: lineOf(newsPosts.summary, newsPosts.bodyText),
  },
]

/** The order of results across kinds: rank, then newest first (undated last), then kind and title. */
const better = (a: Ranked, b: Ranked) =>
  a.rank - b.rank ||
  (b.date ?? '').localeCompare(a.date ?? '') ||
  SEARCH_KINDS.indexOf(a.kind) - SEARCH_KINDS.indexOf(b.kind) ||
  a.title.localeCompare(b.title)

type Ranked = SearchResult & { rank: number }

/** A page of what the search finds (SearchAnswer); no words, no results. */
export async function searchSite(db: Db, q: SearchQuery, now: Date): Promise<SearchAnswer> {
  const typed = q.q?.trim() ?? ''
  if (typed.includes('\u0000')) throw new HttpError(400, UNUSABLE_CHARACTERS)
  const page = q.page ?? 1
  const words = searchWords(typed)
  if (words.length === 0) return { q: typed, page, total: 0, pages: 0, results: [] }
  const query = wordsQuery(words)
  // Every kind's best `upTo` are enough for any page up to this one: the page is cut from them all.
  const upTo = page * SEARCH_PAGE_SIZE
  const found = await Promise.all(
    KINDS.map(async ({ kind, table, words: index, title, date, href, summary, also }) => {
      const where = and(or(sql`${index} @@ ${query}`, also?.(typed)), liveAt(table, now))
      const rank = sql<number>`case when lower(trim(${title})) = ${typed.toLowerCase()} then 0 when ${wordsOf(title)} @@ ${query} then 1 else 2 end`
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            id: sql<string>`${table.id}::text`,
            title,
            date: sql<string | null>`${date}`,
            href: sql<string>`${href}`,
            summary,
            rank,
          })
          .from(table)
          .where(where)
          .orderBy(rank, desc(date), title)
          .limit(upTo),
        db.select({ total: count() }).from(table).where(where),
      ])
      return { rows: rows.map((row) => ({ ...row, kind, rank: Number(row.rank), title: String(row.title) })), total }
    }),
  )
  const total = found.reduce((sum, kind) => sum + kind.total, 0)
  const results = found
    .flatMap((kind) => kind.rows)
    .sort(better)
    .slice(upTo - SEARCH_PAGE_SIZE, upTo)
    .map(({ rank: _, summary, ...result }) => ({ ...result, summary: shortLine(summary) }))
  return { q: typed, page, total, pages: Math.ceil(total / SEARCH_PAGE_SIZE), results }
}

/** A line of a result's words, cut at a word near 200 characters. */
function shortLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line.length <= 200) return line
  const cut = line.slice(0, 200)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 120 ? cut.lastIndexOf(' ') : 200)}…`
}
