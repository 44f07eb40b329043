import * as v from 'valibot'
import { limitParam, offsetParam } from '../../lib/fields'

/**
 * The kinds of record whose every save is kept as a revision (issue 32, decision 0043): sermons,
 * events, the page texts (all of them as one record, 'page-texts', as the Church tab saves them
 * together), service times, staff members, the Church tab's list items and the pages staff write.
 */
export const REVISION_KINDS = ['sermon', 'event', 'page-texts', 'service-time', 'staff-member', 'page-item', 'page', 'news-post'] as const
export type RevisionKind = (typeof REVISION_KINDS)[number]

/** The newest versions kept of each record; a save past it lets the oldest go (decision 0043). */
export const REVISIONS_KEPT = 50

/** Which record's history to read: its kind and id ('page-texts' for the page texts), a page at a time. */
export const RevisionQuery = v.object({
  kind: v.picklist(REVISION_KINDS, 'Choose a kind of record'),
  record: v.pipe(v.string('Choose a record'), v.minLength(1, 'Choose a record'), v.maxLength(100, 'Choose a record')),
  limit: limitParam,
  offset: offsetParam,
})
export type RevisionQuery = v.InferOutput<typeof RevisionQuery>

/** One saved version as the History list shows it: who saved it and when (its values are read one at a time). */
export const RevisionItem = v.object({
  id: v.string(),
  at: v.string(),
  /** The account's id while it exists; null once removed, or for a version saved before revisions were kept. */
  who: v.nullable(v.string()),
  whoName: v.string(),
})
export type RevisionItem = v.InferOutput<typeof RevisionItem>

export const RevisionPage = v.object({
  items: v.array(RevisionItem),
  /** How many versions the record has in all (at most REVISIONS_KEPT). */
  total: v.number(),
  /** The church's time zone, which the History shows times in. */
  timeZone: v.string(),
})

/** One version with its values, as the History compares two of them. */
export const Revision = v.object({
  ...RevisionItem.entries,
  kind: v.picklist(REVISION_KINDS),
  recordId: v.string(),
  data: v.record(v.string(), v.unknown()),
})
export type Revision = v.InferOutput<typeof Revision>

/** What a restore answers: the toast's words, and the record as it now is. */
export const RestoredRevision = v.object({ message: v.string(), data: v.record(v.string(), v.unknown()) })
