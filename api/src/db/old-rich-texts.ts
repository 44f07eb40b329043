/**
 * The steps of migrations 0029 to 0031 SQL cannot take (decisions 0051, 0052, 0056): the texts staff wrote
 * before the editor become its documents, paragraphs and links as the pages showed them
 * (lib/rich-text/plain-text.ts `richTextFromPlain`), and pages and news posts get their words as plain text. Runs after the SQL migrations each time a
 * database is migrated (db/client.ts); finds nothing once done.
 */
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { PgColumn, PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core'
import { RICH_PAGE_TEXT_KEYS } from '../content/page-texts'
import { toRichDoc } from '../lib/rich-text/document'
import { richTextFromPlain, richTextToPlain } from '../lib/rich-text/plain-text'
import type * as schema from './schema'
import { events, newsPosts, pageTexts, sermons, siteConfig, sitePages } from './schema'

/** db/client.ts `Db`, named here as it is there: client.ts runs this after migrating. */
type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/** Rows converted per statement, so a large archive is never held in memory at once. */
const CHUNK = 500

/** Converts every old text; answers how many rows changed. */
export async function convertOldRichTexts(db: Db): Promise<number> {
  return (await convertOldPageTexts(db)) + (await convertOldTwins(db)) + (await fillBodyTexts(db))
}

/** Migration 0029: the Church tab's rich page texts still plain text (JSON strings). `updated_at` stays: nobody changed the words. */
export async function convertOldPageTexts(db: Db): Promise<number> {
  const stillPlain = sql`jsonb_typeof(${pageTexts.body}) = 'string'`
  const old = await db
    .select({ key: pageTexts.key, body: pageTexts.body })
    .from(pageTexts)
    .where(and(inArray(pageTexts.key, [...RICH_PAGE_TEXT_KEYS]), stillPlain))
  for (const row of old) {
    await db
      .update(pageTexts)
      .set({ body: richTextFromPlain(String(row.body)) })
      .where(and(eq(pageTexts.key, row.key), stillPlain))
  }
  return old.length
}

/** The rich texts kept with a plain twin (lib/rich-text/twin.ts): each table's key, plain column and document column. */
const TWINS: { table: PgTable; key: PgColumn; plain: PgColumn; doc: PgColumn }[] = [
  { table: sermons, key: sermons.id, plain: sermons.description, doc: sermons.descriptionDoc },
  { table: events, key: events.id, plain: events.description, doc: events.descriptionDoc },
  { table: siteConfig, key: siteConfig.id, plain: siteConfig.footerAbout, doc: siteConfig.footerAboutDoc },
]

/**
 * Migration 0030: each footer text and sermon or event description without a document gets the one
 * its words make, CHUNK rows a statement. Only the document is written (`updated_at` stays), and only
 * where it is still missing, so a save meanwhile is never overwritten.
 */
export async function convertOldTwins(db: Db): Promise<number> {
  let converted = 0
  for (const { table, key, plain, doc } of TWINS) {
    // Read in key order after the last chunk's key: each row is looked at once, whatever the update did.
    let after: string | number | undefined
    for (;;) {
      const rows = (await db
        .select({ key, plain })
        .from(table)
        .where(and(isNull(doc), after === undefined ? undefined : gt(key, after)))
        .orderBy(asc(key))
        .limit(CHUNK)) as { key: string | number; plain: string }[]
      if (rows.length === 0) break
      after = rows[rows.length - 1].key
      const made = JSON.stringify(rows.map((row) => ({ key: String(row.key), doc: richTextFromPlain(row.plain) })))
      await db.execute(
        sql`update ${table} set ${sql.identifier(doc.name)} = made.doc from jsonb_to_recordset(${made}::jsonb) as made(key text, doc jsonb) where ${key}::text = made.key and ${doc} is null`,
      )
      converted += rows.length
    }
  }
  return converted
}

/**
 * Migration 0031: each page and news post saved before it gets its body's words as plain text
 * (`body_text`, the site search's), CHUNK rows a statement, only where they are still missing.
 */
export async function fillBodyTexts(db: Db): Promise<number> {
  let filled = 0
  for (const table of [sitePages, newsPosts]) {
    let after: string | undefined
    for (;;) {
      const rows = await db
        .select({ id: table.id, body: table.body })
        .from(table)
        .where(and(isNull(table.bodyText), after === undefined ? undefined : gt(table.id, after)))
        .orderBy(asc(table.id))
        .limit(CHUNK)
      if (rows.length === 0) break
      after = rows[rows.length - 1].id
      const made = JSON.stringify(rows.map((row) => ({ id: row.id, words: richTextToPlain(toRichDoc(row.body)) })))
      await db.execute(
        sql`update ${table} set body_text = made.words from jsonb_to_recordset(${made}::jsonb) as made(id uuid, words text) where ${table.id} = made.id and ${table.bodyText} is null`,
      )
      filled += rows.length
    }
  }
  return filled
}
