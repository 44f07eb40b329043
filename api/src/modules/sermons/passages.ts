/**
 * The sermons by passage of Scripture (decision 0059): the books with sermons, a book's sermons in
 * Bible order, and the sermons on verses of a passage. The passages are db/sermon-passages.ts's,
 * read from each sermon's scripture field; only live sermons count (decision 0042).
 */
import { and, countDistinct, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sermonPassages, sermons } from '../../db/schema'
import { notFound } from '../../lib/errors'
import { liveAt } from '../../lib/live'
import { offsetOfPage } from '../../lib/paging'
import { BOOKS, bookAtSlug, passagesWords, rangePassage, readScripture, verseRange } from '../../lib/scripture'
import { columnsOf } from '../../lib/table-shapes'
import { SERMONS_PER_PAGE, type SermonBook, type SermonBookPage, SermonCard, type SermonPassage } from './model'

const CARD = columnsOf(sermons, SermonCard)
const BY_ID = new Map(BOOKS.map((book) => [book.id, book]))

/**
 * The passages a text reads as ('John 3', 'Rom 8:28', 'Romans'), or none when any of it is no
 * passage: 'Grace 2024' is a search for words, not for verses.
 */
export function passagesIn(text: string | undefined) {
  if (!text?.trim()) return []
  const { passages, unread } = readScripture(text)
  return unread ? [] : passages
}

/** The sermons with a passage that shares a verse with one of these (none: no sermon). */
export function onPassages(passages: ReturnType<typeof passagesIn>): SQL {
  if (passages.length === 0) return sql`false`
  const overlaps = passages.map((passage) => {
    const [start, end] = verseRange(passage)
    return sql`(${sermonPassages.book} = ${passage.book} and ${sermonPassages.startVerse} <= ${end} and ${sermonPassages.endVerse} >= ${start})`
  })
  return sql`exists (select 1 from ${sermonPassages} where ${sermonPassages.sermonId} = ${sermons.id} and (${sql.join(overlaps, sql` or `)}))`
}

/** A sermon's passages as its page shows them, each with its book's address, and what of the field is none. */
export function sermonPassagesOf(scripture: string): { passages: SermonPassage[]; scriptureUnread: string } {
  const { passages, unread } = readScripture(scripture)
  return {
    passages: passages.flatMap((passage) => {
      const book = BY_ID.get(passage.book)
      return book ? [{ words: passagesWords([passage]), book: book.slug }] : []
    }),
    scriptureUnread: unread,
  }
}

/** The Scripture index: each book with live sermons on it, in the Bible's order, with how many. */
export async function sermonBooks(db: Db, now: Date): Promise<{ books: SermonBook[] }> {
  const counts = await db
    .select({ book: sermonPassages.book, sermons: countDistinct(sermonPassages.sermonId) })
    .from(sermonPassages)
    .innerJoin(sermons, eq(sermons.id, sermonPassages.sermonId))
    .where(liveAt(sermons, now))
    .groupBy(sermonPassages.book)
  const byBook = new Map(counts.map((row) => [row.book, Number(row.sermons)]))
  // A stored book the parser no longer knows is left out, never an error.
  return {
    books: BOOKS.flatMap(({ id, name, slug, testament }) => {
      const count = byBook.get(id) ?? 0
      return count > 0 ? [{ name, slug, testament, sermons: count }] : []
    }),
  }
}

/**
 * A page of one book's live sermons in the Bible's order: by the first verse of the book they are
 * on, then newest first (then by creation and id, so pages never overlap). An unknown book is 404.
 */
export async function sermonsOfBook(db: Db, slug: string, page: number | undefined, now: Date): Promise<SermonBookPage> {
  const book = bookAtSlug(slug)
  if (!book) throw notFound('Book')
  const limit = SERMONS_PER_PAGE
  const first = sql<number>`min(${sermonPassages.startVerse})`
  // The card's passages of this book as stored, in the field's order: no field is read again.
  const ranges = sql<
    [number, number][]
  >`json_agg(json_build_array(${sermonPassages.startVerse}, ${sermonPassages.endVerse}) order by ${sermonPassages.position})`
  const where = and(eq(sermonPassages.book, book.id), liveAt(sermons, now))
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...CARD, first, ranges })
      .from(sermons)
      .innerJoin(sermonPassages, eq(sermonPassages.sermonId, sermons.id))
      .where(where)
      .groupBy(sermons.id)
      .orderBy(first, desc(sermons.date), desc(sermons.createdAt), desc(sermons.id))
      .limit(limit)
      .offset(offsetOfPage(page, limit)),
    db
      .select({ total: countDistinct(sermonPassages.sermonId) })
      .from(sermonPassages)
      .innerJoin(sermons, eq(sermons.id, sermonPassages.sermonId))
      .where(where),
  ])
  const items = rows.map(({ first: _, ranges: stored, ...card }) => ({
    ...card,
    passage: passagesWords(stored.map((range) => rangePassage(book.id, range))),
  }))
  return { book: { name: book.name, slug: book.slug, testament: book.testament }, items, total: Number(counted?.total ?? 0) }
}
