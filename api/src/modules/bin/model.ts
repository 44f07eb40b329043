import * as v from 'valibot'
import { limitParam, offsetParam } from '../../lib/fields'

/** A restore done: what came back (the whole batch; a batch that cannot all come back stays in the bin). */
export const RestoredAnswer = v.object({ message: v.string(), restored: v.number() })

/** Recently deleted, a page at a time: `limit` entries (1–100, 25 when left out) after `offset`. */
export const BinQuery = v.object({ limit: limitParam, offset: offsetParam })

/** One entry of Recently deleted: one delete, or one Clear All with its count (lib/bin.ts BinEntry). */
export const BinEntry = v.object({
  batch: v.string(),
  /** The table it came from: 'sermons', 'events', 'sunday_services', ... */
  kind: v.string(),
  count: v.number(),
  /** Its title (a person's name, a service's date) when the entry is one record; '' for a Clear All. */
  title: v.string(),
  /** Who deleted it (name, else email); '' when not known. */
  deletedBy: v.string(),
  deletedAt: v.string(),
  /** When it leaves the bin for good. */
  removeAt: v.string(),
})

/** `{ items, total, keepDays, timeZone }`: the page, how many entries in all, and how to read the dates. */
export const BinPageAnswer = v.object({ items: v.array(BinEntry), total: v.number(), keepDays: v.number(), timeZone: v.string() })
