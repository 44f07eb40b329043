/**
 * A sermon's passages (db/schema.ts `sermonPassages`, decision 0059): its scripture field read by
 * lib/scripture.ts into books and ranges of verse numbers, written again whenever the sermon is
 * saved. Every path that writes sermons calls one of these in its own transaction: the dialog's
 * create and edit and a restored version (`readPassagesOf` with the sermon's id), the bulk update,
 * the YouTube sync, the bin's Undo and a backup restored (`readUnreadPassages`, which finds what they
 * wrote). The same runs after migrating, so the sermons saved before this table are read once.
 */
import { and, asc, gt, inArray, isNull, or, sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { readScripture, verseRange } from '../lib/scripture'
import { CHUNK_ROWS, eachChunk, nextTurn } from '../lib/turns'
import type * as schema from './schema'
import { sermonPassageReads, sermonPassages, sermons } from './schema'

/** db/client.ts `Db`, named here as it is there: client.ts runs this after migrating. */
type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/**
 * Sermons read per round: lib/turns.ts's CHUNK_ROWS. Measured on PGlite, reading 200 sermons' passages
 * again (select, delete, insert, record) took 100–180 ms, too near the 200 ms the site answers in; 50
 * take 12–40 ms.
 */
const CHUNK = CHUNK_ROWS

/** A sermon's passage rows as its field reads: one per passage, in the field's order. */
export const passageRowsOf = (sermonId: string, scripture: string) =>
  readScripture(scripture).passages.map((passage, position) => {
    const [startVerse, endVerse] = verseRange(passage)
    return { sermonId, position, book: passage.book, startVerse, endVerse }
  })

/** Writes the passages of these sermons as their fields read now (a sermon not there is left out). */
async function writePassages(db: Db, read: { id: string; scripture: string }[]) {
  if (read.length === 0) return
  const ids = read.map((row) => row.id)
  await db.delete(sermonPassages).where(inArray(sermonPassages.sermonId, ids))
  const rows = read.flatMap((row) => passageRowsOf(row.id, row.scripture))
  if (rows.length > 0) await db.insert(sermonPassages).values(rows)
  await db
    .insert(sermonPassageReads)
    .values(read.map((row) => ({ sermonId: row.id, scripture: row.scripture })))
    .onConflictDoUpdate({ target: sermonPassageReads.sermonId, set: { scripture: sql`excluded.scripture` } })
}

/** Reads again the passages of these sermons, as they are stored now, with a turn between chunks (lib/turns.ts). */
export async function readPassagesOf(db: Db, ids: readonly string[]) {
  await eachChunk(
    [...new Set(ids)],
    async (chunk) => {
      const read = await db.select({ id: sermons.id, scripture: sermons.scripture }).from(sermons).where(inArray(sermons.id, chunk))
      await writePassages(db, read)
    },
    CHUNK,
  )
}

/**
 * Reads the passages of every sermon whose field was not read as it stands (none read yet, or
 * changed since), CHUNK sermons a round in id order, each sermon looked at once; answers how
 * many. Finds nothing when all are read.
 */
export async function readUnreadPassages(db: Db): Promise<number> {
  let done = 0
  let after: string | undefined
  for (;;) {
    const rows = await db
      .select({ id: sermons.id, scripture: sermons.scripture })
      .from(sermons)
      .leftJoin(sermonPassageReads, sql`${sermonPassageReads.sermonId} = ${sermons.id}`)
      .where(
        and(
          or(isNull(sermonPassageReads.sermonId), sql`${sermonPassageReads.scripture} is distinct from ${sermons.scripture}`),
          after === undefined ? undefined : gt(sermons.id, after),
        ),
      )
      .orderBy(asc(sermons.id))
      .limit(CHUNK)
    if (rows.length === 0) break
    after = rows[rows.length - 1].id
    await writePassages(db, rows)
    done += rows.length
    await nextTurn()
  }
  return done
}
