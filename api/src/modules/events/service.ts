import { and, asc, eq, gte, ne, not, type SQL } from 'drizzle-orm'
import * as v from 'valibot'
import { insertRows } from '../../db/bulk'
import { type Db, inTransaction } from '../../db/client'
import { events } from '../../db/schema'
import { crud } from '../../lib/crud'
import { todayIn } from '../../lib/dates'
import { HttpError, plural } from '../../lib/errors'
import { showingDate, upcomingDate, usableRule } from '../../lib/recurrence'
import { eachInTurns } from '../../lib/turns'
import { type EventBulkInput, EventInput, type EventQuery } from './model'

export type ChurchEvent = typeof events.$inferSelect
const base = crud(events, 'Event')

/** A stored event with `nextDate`: the date it is shown at (its next occurrence when it repeats). */
export type ShownEvent = ChurchEvent & { nextDate: string }

const repeats = and(eq(events.isRecurring, true), ne(events.recurrenceRule, '')) as SQL
const soonestFirst = (a: ShownEvent, b: ShownEvent) =>
  a.nextDate.localeCompare(b.nextDate) || a.startTime.localeCompare(b.startTime) || a.title.localeCompare(b.title)

/** What an event card shows (decision 0012); the event's own page reads the whole record. */
export type EventCard = Pick<
  ShownEvent,
  'id' | 'title' | 'date' | 'nextDate' | 'startTime' | 'endTime' | 'location' | 'imageUrl' | 'isRecurring' | 'recurrenceDescription'
>
const card = (e: ShownEvent): EventCard => ({
  id: e.id,
  title: e.title,
  date: e.date,
  nextDate: e.nextDate,
  startTime: e.startTime,
  endTime: e.endTime,
  location: e.location,
  imageUrl: e.imageUrl,
  isRecurring: e.isRecurring,
  recurrenceDescription: e.recurrenceDescription,
})

/** The public event list: cards, soonest first (see listEventsForStaff). */
export const listEvents = async (db: Db, q: EventQuery, timezone: string): Promise<EventCard[]> =>
  (await listEventsForStaff(db, q, timezone)).map(card)

/**
 * Whole events, soonest first; `upcoming` means on or after today in the church's time zone, and a
 * repeating event counts at its next occurrence (a weekly Bible study started in January is upcoming every week).
 */
export async function listEventsForStaff(db: Db, q: EventQuery, timezone: string): Promise<ShownEvent[]> {
  const today = todayIn(timezone)
  const limit = q.limit ?? 1000
  if (!q.upcoming) {
    const rows = await db.select().from(events).orderBy(asc(events.date), asc(events.startTime), asc(events.title)).limit(limit)
    return rows.map((event) => ({ ...event, nextDate: showingDate(event, today) }))
  }
  const [once, repeating] = await Promise.all([
    db
      .select()
      .from(events)
      .where(and(gte(events.date, today), not(repeats)))
      .orderBy(asc(events.date), asc(events.startTime), asc(events.title))
      .limit(limit),
    db.select().from(events).where(repeats),
  ])
  const next = repeating.flatMap((event) => {
    // An unusable rule (unreadable, or no date of its own) lists the event at its own date, logged once.
    const nextDate = upcomingDate(event, today)
    return nextDate ? [{ ...event, nextDate }] : []
  })
  return [...once.map((event) => ({ ...event, nextDate: event.date })), ...next].sort(soonestFirst).slice(0, limit)
}

/**
 * One event for its public page. A rule that cannot be used is left out, as the feeds leave it out,
 * so the page's 'Add to Calendar' links never hand a calendar app a rule it would loop on or refuse.
 */
export async function getEvent(db: Db, id: string, timezone: string): Promise<ShownEvent> {
  const event = await base.get(db, id)
  const rule = usableRule(event)
  return { ...event, isRecurring: rule !== null, recurrenceRule: rule ?? '', nextDate: showingDate(event, todayIn(timezone)) }
}

export const createEvent = (db: Db, input: EventInput) => base.create(db, input)
export const updateEvent = (db: Db, id: string, input: EventInput) => base.update(db, id, input)
export const deleteEvent = base.remove

export async function clearAllEvents(db: Db) {
  const deleted = (await db.delete(events).returning({ id: events.id })).length
  return { message: `Deleted ${plural(deleted, 'event')}`, deleted }
}

/**
 * Inserts every row in one transaction; rows with an empty title are dropped. If any remaining
 * row is not a valid event nothing is written and the answer names the row. Rows are checked in
 * turns (lib/turns.ts), so other requests keep being answered, then written in statements of 250
 * rows in one transaction (2000 events: 40–140 ms on PGlite, where other queries wait for it).
 */
export async function bulkImportEvents(db: Db, { data }: EventBulkInput) {
  const rows = data.filter((row) => String(row.title ?? '').trim() !== '')
  if (rows.length === 0) throw new HttpError(422, 'No valid events found to import')
  const values: EventInput[] = []
  await eachInTurns(rows, (row, index) => {
    const parsed = v.safeParse(EventInput, row)
    if (!parsed.success) {
      const issue = parsed.issues[0]
      const field = issue.path?.[0]?.key
      throw new HttpError(
        422,
        `Row ${index + 1} (${String(row.title).trim()}): ${issue.message}`,
        field ? { [`data.${index}.${String(field)}`]: issue.message } : undefined,
      )
    }
    values.push(parsed.output)
  })
  const imported = (await inTransaction(db, (tx) => insertRows(tx, events, values))).length
  return { message: `Imported ${plural(imported, 'event')} successfully`, imported }
}
