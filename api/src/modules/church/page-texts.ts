/**
 * The Church tab's page texts as stored (decision 0051): the rich texts are the editor's documents,
 * the creed and the safety rules plain text (content/page-texts.ts). A rich text still in its old
 * shape (a JSON string: migration 0029 kept each text so, and so does a backup from before it) is
 * read as plain text, paragraphs and links as the pages showed it, and db/old-rich-texts.ts stores
 * it so when the database is migrated. A stored value neither shape reads is shown as nothing, never an error.
 */
import { isPlainPageText, PAGE_TEXT_KEYS, type PageTextKey, type PlainPageTextKey, type RichPageTextKey } from '../../content/page-texts'
import { type Db, inTransaction } from '../../db/client'
import { pageTexts } from '../../db/schema'
import { emptyDoc, isEmptyDoc, type RichDoc, toRichDoc } from '../../lib/rich-text/document'
import { richTextFromPlain } from '../../lib/rich-text/plain-text'
import { renderRichText } from '../../lib/rich-text/render'
import type { PageTextsInput } from './model'

/** The texts as the Church tab edits them: each rich text's document, the creed and the rules as text. */
export type StoredPageTexts = Record<RichPageTextKey, RichDoc> & Record<PlainPageTextKey, string>

/** A rich text as stored: a document (only its allowed part), or plain text from before 0029. */
export function readRichText(value: unknown): RichDoc {
  if (typeof value === 'string') return richTextFromPlain(value)
  if (value === null || typeof value !== 'object') return emptyDoc
  return toRichDoc(value)
}

/** A plain text as stored: a JSON string, else nothing. */
export const readPlainText = (value: unknown): string => (typeof value === 'string' ? value : '')

/** Every page text by its key (an empty document or '' for one never written). */
export async function getPageTexts(db: Db): Promise<StoredPageTexts> {
  const rows = await db.select().from(pageTexts)
  const stored = new Map(rows.map((r) => [r.key, r.body]))
  return Object.fromEntries(
    PAGE_TEXT_KEYS.map((key) => [key, isPlainPageText(key) ? readPlainText(stored.get(key)) : readRichText(stored.get(key))]),
  ) as StoredPageTexts
}

/**
 * What the public pages show: each rich text as the server's renderer draws it (an allow-list, every
 * text escaped: web/src/components/page-body.tsx), '' when it shows nothing; the creed and the rules as text.
 */
export async function publicPageTexts(db: Db): Promise<Record<PageTextKey, string>> {
  const texts = await getPageTexts(db)
  return Object.fromEntries(
    PAGE_TEXT_KEYS.map((key) => {
      if (isPlainPageText(key)) return [key, texts[key]]
      const doc = texts[key]
      return [key, isEmptyDoc(doc) ? '' : renderRichText(doc)]
    }),
  ) as Record<PageTextKey, string>
}

/** Saves the texts given (a key left out keeps its text). */
export async function updatePageTexts(db: Db, input: PageTextsInput) {
  await inTransaction(db, async (tx) => {
    for (const key of PAGE_TEXT_KEYS) {
      const body = input[key]
      if (body === undefined) continue
      await tx
        .insert(pageTexts)
        .values({ key, body })
        .onConflictDoUpdate({ target: pageTexts.key, set: { body, updatedAt: new Date() } })
    }
  })
  return getPageTexts(db)
}
