import * as v from 'valibot'
import { entriesFor } from './fields'
import { PUBLICATIONS } from './publication'

/**
 * The answer shapes many routes share, as the `response` schemas routes declare (decision 0026).
 * Elysia validates each answer against its schema and sends what the schema gives back: only the
 * fields it names (one it lacks is stripped, so a record schema is checked against its table in
 * table-shapes.test.ts), with its keys in the schema's order whatever order the handler built them
 * in. So key order is never the handler's concern, and nothing depends on it: clients read answers
 * by name, and a kept answer's ETag is a hash of the bytes the schema gave (the same for every
 * request of one version of the content). Record schemas list their columns in the table's order
 * only so that answers read like the rows (decision 0036). Values are as the handler has them
 * before JSON: instants are `Date` (sent as ISO strings), nullable columns `null`.
 */

/** An instant read from a `timestamptz` column: a `Date` until it is sent. */
export const Instant = v.date()
/** An instant that may not have happened yet (a nullable `timestamptz` column). */
export const MaybeInstant = v.nullable(v.date())

/**
 * How a sermon, event or Sunday service stands (decision 0042): draft, submitted or published, when a
 * published one goes live (null: at once), and who wrote it. Staff's answers carry them; visitors' never.
 */
export const publicationEntries = {
  publication: v.picklist(PUBLICATIONS),
  publishAt: MaybeInstant,
  createdBy: v.nullable(v.string()),
}
/** The keys of publicationEntries, which visitors' answers leave out. */
export const PUBLICATION_KEYS = ['publication', 'publishAt', 'createdBy'] as const

/** Columns read as text, by name (text, '' when left empty; calendar dates, 'YYYY-MM-DD'): never null. */
export const texts = <const Name extends string>(...names: Name[]) => entriesFor(names, v.string())

/** A record as its table stores it: its id, its columns, and when it was made and last changed. */
export const storedRecord = <Columns extends v.ObjectEntries>(columns: Columns) =>
  v.object({ id: v.string(), ...columns, createdAt: Instant, updatedAt: Instant })

/** A record staff keep in an order they set (the Church tab's lists): as stored, with its place in the order. */
export const orderedRecord = <Columns extends v.ObjectEntries>(columns: Columns) => storedRecord({ ...columns, position: v.number() })

/** `{ message }`: what was done, in words for a toast. */
export const MessageAnswer = v.object({ message: v.string() })

/**
 * `{ message, fields? }`: an error as plugins/errors.ts writes it (and a handler's own 401, 409, 422
 * or 429), with each field's message when a form was refused.
 */
export const ErrorAnswer = v.object({ message: v.string(), fields: v.optional(v.record(v.string(), v.string())) })

/** The toast's words once a record is deleted, unless its module says them otherwise. */
export const ITEM_DELETED = 'Item deleted successfully'

/** `{ message, undo }`: a delete moved into the bin; `undo` is the batch the toast's Undo puts back (decision 0019). */
export const DeletedAnswer = v.object({ message: v.string(), undo: v.string() })

/** `{ message, deleted, undo }`: Clear All moved every record of a list into the bin. */
export const ClearedAnswer = v.object({ message: v.string(), deleted: v.number(), undo: v.string() })

/** `{ items, total }`: a page of a list and how many match in all (lib/paging.ts). */
export const pageAnswer = <TItem extends v.GenericSchema>(item: TItem) => v.object({ items: v.array(item), total: v.number() })

/** One pasted spreadsheet row's fate in a bulk preview or import (lib/bulk-result.ts). */
export const BulkRowAnswer = v.object({
  row: v.number(),
  action: v.picklist(['create', 'update', 'skip']),
  title: v.string(),
  id: v.optional(v.string()),
  reason: v.optional(v.string()),
})

/** A bulk preview or import: what it said, how many rows create, update and are skipped, and each row. */
export const BulkAnswer = v.object({
  message: v.string(),
  created: v.number(),
  updated: v.number(),
  skipped: v.number(),
  results: v.array(BulkRowAnswer),
})
