/**
 * A rich text kept with its plain-text twin (decision 0052): the footer's about text and the sermon
 * and event descriptions. The text column keeps the plain words, which everything that is not HTML
 * reads (page heads, the app manifest, the feeds, JSON-LD, the sermon search, imports and exports);
 * a jsonb column beside it keeps the editor's document. The server writes both on every save.
 *
 * The plain words decide: a document is used only while its words are the plain twin's, so a writer
 * that knows only the plain text (the YouTube sync, an import, a hand edit, a restored old backup or
 * version) never leaves an old document showing; the words are then shown as paragraphs, their web
 * addresses links (`richTextFromPlain`). A missing or unreadable document is read the same way.
 */
import { isEmptyDoc, type RichDoc, toRichDoc } from './document'
import { richTextFromPlain, richTextToPlain } from './plain-text'

/** The document to show and edit for a stored plain text and document (never throws). */
export function richTwinOf(plain: string | null | undefined, doc: unknown): RichDoc {
  const words = plain ?? ''
  if (doc && typeof doc === 'object') {
    const read = toRichDoc(doc)
    if (richTextToPlain(read) === words) return read
  }
  return richTextFromPlain(words)
}

/** What a save stores: the document as given and its plain twin (an empty document: ''). */
export function twinFromDoc(doc: RichDoc): { plain: string; doc: RichDoc } {
  return { plain: isEmptyDoc(doc) ? '' : richTextToPlain(doc), doc }
}

/**
 * A written text's two columns from an input that gives either or both: the document when its words
 * are the plain text given with it (or no plain text is given), else the plain text's paragraphs; so a
 * version or row that carries an old document beside newer words keeps the words. Neither given:
 * nothing to write (undefined).
 */
export function twinColumns(plain: string | undefined, doc: RichDoc | null | undefined): { plain: string; doc: RichDoc } | undefined {
  if (doc) {
    const twin = twinFromDoc(doc)
    if (plain === undefined || twin.plain === plain) return twin
  }
  if (plain !== undefined) return { plain, doc: richTextFromPlain(plain) }
  return undefined
}

/** An input with its description's two columns filled (twinColumns); one giving neither is as it was. */
export function withDescriptionTwin<T extends { description?: string; descriptionDoc?: RichDoc | null }>(input: T): T {
  const twin = twinColumns(input.description, input.descriptionDoc)
  return twin ? { ...input, description: twin.plain, descriptionDoc: twin.doc } : input
}

/**
 * A page's or a news post's body as saved: the document, and its words as plain text (`bodyText`) for
 * the site search (modules/search), written by the server on every save.
 */
export const bodyColumns = (body: RichDoc) => ({ body: body as Record<string, unknown>, bodyText: richTextToPlain(body) })
