/**
 * One search for the whole site (GET /api/search, the /search page): sermons (their transcripts too),
 * events, pages, news posts and services' recordings whose words begin with every word searched, through each table's
 * word index (db/schema.ts `sermonWords`, `eventWords`, `pageWords`, `serviceWords`). Best first: a
 * title that is the search, then titles holding every word, then the rest; within each, the newest
 * first. Only what visitors may read (live at the app's clock, decision 0042; a recording is public
 * once it is listed). A search that reads as a passage also finds the sermons on verses of it
 * (decision 0059).
 */
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import {
  events,
  eventWords,
  liveStreams,
  newsPosts,
  pageWords,
  sermons,
  sermonWords,
  serviceWords,
  sitePages,
  wordsOf,
} from '../../db/schema'
import { churchNow } from '../../lib/dates'
import { HttpError, UNUSABLE_CHARACTERS } from '../../lib/errors'
import { liveAt } from '../../lib/live'
import { showingDate } from '../../lib/recurrence'
import { searchWords, wordsQuery } from '../../lib/word-search'
import { sermonsOnPassageSearched } from '../sermons/repo'
import { SEARCH_KINDS, SEARCH_PAGE_SIZE, type SearchAnswer, type SearchKind, type SearchQuery, type SearchResult } from './model'

/** Each kind's table, its words, title, date (as 'YYYY-MM-DD' text), address and line of words. */
interface Kind {
  kind: SearchKind
  table: PgTable & { id: PgColumn }
  /** Words of its own index found too (a sermon's transcript), ranked with the rest. */
  alsoWords?: SQL
  /** What visitors may read of it now; none when all of it is public. */
  live?: (now: Date) => SQL | undefined
  words: SQL
  title: PgColumn
  date: SQL
  /** What orders it newest first, as stored (a date sorts faster than its text). */
  newest: PgColumn | SQL
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
    live: (now) => liveAt(sitePages, now),
    words: pageWords(sitePages),
    title: sitePages.title,
    date: sql`cast(null as text)`,
    newest: sql`cast(null as date)`,
    href: sql`'/' || ${sitePages.slug}`,
    summary: lineOf(sitePages.summary, sitePages.bodyText),
  },
  {
    kind: 'sermon',
    table: sermons,
    live: (now) => liveAt(sermons, now),
    words: sermonWords(sermons),
    alsoWords: wordsOf(sermons.transcriptText),
    title: sermons.title,
    date: sql`${sermons.date}::text`,
    newest: sermons.date,
    href: sql`'/sermons/' || ${sermons.id}`,
    summary: lineOf(sql`concat_ws(' · ', nullif(${sermons.speaker}, ''), nullif(${sermons.scripture}, ''))`, sermons.description),
    also: sermonsOnPassageSearched,
  },
  {
    kind: 'event',
    table: events,
    live: (now) => liveAt(events, now),
    words: eventWords(events),
    title: events.title,
    date: sql`${events.date}::text`,
    newest: events.date,
    href: sql`'/events/' || ${events.id}`,
    summary: lineOf(events.description, events.location),
  },
  {
    kind: 'news',
    table: newsPosts,
    live: (now) => liveAt(newsPosts, now),
    words: pageWords(newsPosts),
    title: newsPosts.title,
    date: sql`to_char(${newsPosts.publishedAt}, 'YYYY-MM-DD')`,
    newest: newsPosts.publishedAt,
    href: sql`'/news/' || ${newsPosts.slug}`,
    summary: lineOf(newsPosts.summary, newsPosts.bodyText),
  },
  {
    kind: 'service',
    table: liveStreams,
    words: serviceWords(liveStreams),
    title: liveStreams.title,
    date: sql`${liveStreams.date}::text`,
    newest: liveStreams.date,
    href: sql`'/live-streams/' || ${liveStreams.id}`,
    summary: lineOf(liveStreams.description),
  },
]

/** The order of results across kinds: rank, then newest first (undated last), then kind and title. */
const better = (a: Ranked, b: Ranked) =>
  a.rank - b.rank ||
  (b.date ?? '').localeCompare(a.date ?? '') ||
  SEARCH_KINDS.indexOf(a.kind) - SEARCH_KINDS.indexOf(b.kind) ||
  a.title.localeCompare(b.title)

type Ranked = SearchResult & { rank: number }

/**
 * A repeating event found is dated at its next date (its last, once the series is over), as the
 * events list shows it, not at the day its series began.
 */
async function withEventDates(db: Db, results: SearchResult[], now: Date, timeZone: string): Promise<SearchResult[]> {
  const ids = results.filter((result) => result.kind === 'event').map((result) => result.id)
  if (ids.length === 0) return results
  const rows = await db
    .select({
      id: events.id,
      date: events.date,
      isRecurring: events.isRecurring,
      recurrenceRule: events.recurrenceRule,
      startTime: events.startTime,
      endTime: events.endTime,
      endDate: events.endDate,
      changes: events.changes,
    })
    .from(events)
    .where(inArray(events.id, ids))
  const today = churchNow(timeZone, now)
  const shown = new Map(rows.map((event) => [event.id, event.isRecurring ? showingDate(event, today) : event.date]))
  return results.map((result) =>
    result.kind === 'event' && shown.has(result.id) ? { ...result, date: shown.get(result.id) ?? result.date } : result,
  )
}

/** A page of what the search finds (SearchAnswer); no words, no results. */
export async function searchSite(db: Db, q: SearchQuery, now: Date, timeZone: string): Promise<SearchAnswer> {
  const typed = q.q?.trim() ?? ''
  if (typed.includes('\u0000')) throw new HttpError(400, UNUSABLE_CHARACTERS)
  const page = q.page ?? 1
  const words = searchWords(typed)
  if (words.length === 0) return { q: typed, page, total: 0, pages: 0, results: [] }
  const query = wordsQuery(words)
  // Every kind's best `upTo` are enough for any page up to this one: the page is cut from them all.
  const upTo = page * SEARCH_PAGE_SIZE
  const found = await Promise.all(
    KINDS.map(async ({ kind, table, live, words: index, alsoWords, also, title, date, newest, href, summary }) => {
      const byWords = or(sql`${index} @@ ${query}`, alsoWords && sql`${alsoWords} @@ ${query}`)
      // A passage's sermons come from their own table: OR-ed with that, the words are asked of their
      // indexes as one set first, never read row by row ('John 3' over 5,000 transcripts: 4.6 s).
      const passage = also?.(typed)
      const found = passage ? or(sql`${table.id} in (select ${table.id} from ${table} where ${byWords})`, passage) : byWords
      const where = and(found, live?.(now))
      // A title holding every word holds each as text: that cheap test comes first, so the title's
      // words are made only for the few rows whose title can hold them (a word in 5,000 transcripts).
      const holds = sql`lower(${title}) like all (array[${sql.join(
        words.map((word) => sql`${`%${word}%`}`),
        sql`, `,
      )}]::text[])`
      const rank = sql<number>`case when lower(trim(${title})) = ${typed.toLowerCase()} then 0 when ${holds} and ${wordsOf(title)} @@ ${query} then 1 else 2 end`
      // The best `upTo` are chosen on their rank and date alone; their addresses and lines are made for those
      // only (a common word in 5,000 transcripts: 3 to 4 times faster than making them for every row).
      const best = db
        .select({ id: table.id, rank: rank.as('rank'), newest: sql`${newest}`.as('newest'), name: sql`${title}`.as('name') })
        .from(table)
        .where(where)
        .orderBy(rank, desc(newest), title)
        .limit(upTo)
        .as('best')
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            id: sql<string>`${table.id}::text`,
            title,
            date: sql<string | null>`${date}`,
            href: sql<string>`${href}`,
            summary,
            rank: best.rank,
          })
          .from(table)
          .innerJoin(best, eq(table.id, best.id))
          .orderBy(best.rank, desc(best.newest), best.name),
        db.select({ total: count() }).from(table).where(where),
      ])
      return { rows: rows.map((row) => ({ ...row, kind, rank: Number(row.rank), title: String(row.title) })), total }
    }),
  )
  const total = found.reduce((sum, kind) => sum + kind.total, 0)
  const results = await withEventDates(
    db,
    found
      .flatMap((kind) => kind.rows)
      .sort(better)
      .slice(upTo - SEARCH_PAGE_SIZE, upTo)
      .map(({ rank: _, summary, ...result }) => ({ ...result, summary: shortLine(summary) })),
    now,
    timeZone,
  )
  return { q: typed, page, total, pages: Math.ceil(total / SEARCH_PAGE_SIZE), results }
}

/** A line of a result's words, cut at a word near 200 characters. */
function shortLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  if (line.length <= 200) return line
  const cut = line.slice(0, 200)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 120 ? cut.lastIndexOf(' ') : 200)}…`
}
