import { and, desc, eq, gte, inArray, ne, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { events } from '../../db/schema'
import { isCalendarDate } from '../../lib/dates'
import { liveAt } from '../../lib/live'
import { upcomingDate } from '../../lib/recurrence'
import { type EventRow, usableEvent, usableEvents } from './stored'

/**
 * The events table's door for other modules: the calendar feeds, page heads and sitemap read
 * events only through here (this module's own rules live in service.ts). Each row is read as
 * strictly as a typed one (stored.ts): a part the code cannot use is dropped, a row that cannot be
 * placed at all is skipped, and either is logged with the event's id. Every read takes `now` and
 * reads only live events (lib/live.ts, decision 0042): no draft or scheduled one reaches a feed.
 */
export type { EventRow }

/** The live event to show (stored.ts usableEvent), or undefined when there is none, it is not live or it cannot be placed. */
export async function findEvent(db: Db, id: string, now: Date): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), liveAt(events, now)))
  return (row && usableEvent(row)) ?? undefined
}

/**
 * What a calendar feed publishes: events on or after `since`, and repeating events with a date on
 * or after it, so a series that ended before `since` (its rule's last date, however long ago it began)
 * is left out, as its one-off events are.
 */
export const eventsForCalendar = async (db: Db, since: string, now: Date) =>
  usableEvents(
    await db
      .select()
      .from(events)
      .where(and(liveAt(events, now), or(gte(events.date, since), and(eq(events.isRecurring, true), ne(events.recurrenceRule, '')))))
      .orderBy(events.date, events.startTime),
  ).filter((event) => event.date >= since || upcomingDate(event, since) !== null)

/** Each event's page and when it last changed, latest event first (the sitemap); an event whose date cannot be read has no page. */
export const eventPages = async (db: Db, now: Date) =>
  (
    await db
      .select({ id: events.id, date: events.date, updatedAt: events.updatedAt })
      .from(events)
      .where(liveAt(events, now))
      .orderBy(desc(events.date))
  )
    .filter((event) => isCalendarDate(event.date))
    .map(({ id, updatedAt }) => ({ id, updatedAt }))

/**
 * The events `ids` however they stand (draft, scheduled or live), as staff's views of them read them
 * (registrations, decision 0058): an event that cannot be placed is left out.
 */
export async function eventsForStaff(db: Db, ids: readonly string[]): Promise<EventRow[]> {
  if (ids.length === 0) return []
  return usableEvents(
    await db
      .select()
      .from(events)
      .where(inArray(events.id, [...ids])),
  )
}
