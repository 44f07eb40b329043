/**
 * The step of migration 0029 SQL cannot take (decision 0051): each Church tab page text written with
 * the editor that is still plain text (a JSON string, as 0029 kept it) is stored as its document,
 * paragraphs and links as the pages showed them (lib/rich-text/plain-text.ts `richTextFromPlain`).
 * Runs after the SQL migrations each time a database is migrated; finds nothing once done.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { RICH_PAGE_TEXT_KEYS } from '../content/page-texts'
import { richTextFromPlain } from '../lib/rich-text/plain-text'
import type * as schema from './schema'
import { pageTexts } from './schema'

/** db/client.ts `Db`, named here as it is there: client.ts runs this after migrating. */
type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/** Converts the rich page texts still plain text; returns how many. `updated_at` stays: nobody changed the words. */
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
