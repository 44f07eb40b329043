import { and, desc, eq, gte, ne, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { events } from '../../db/schema'

/**
 * The events table's door for other modules: the calendar feeds, page heads and sitemap read
 * events only through here (this module's own rules live in service.ts).
 */
export type EventRow = typeof events.$inferSelect

export async function findEvent(db: Db, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id))
  return row
}

/** Events on or after `since`, and every repeating event whatever its first date: what a calendar feed publishes. */
export const eventsForCalendar = (db: Db, since: string) =>
  db
    .select()
    .from(events)
    .where(or(gte(events.date, since), and(eq(events.isRecurring, true), ne(events.recurrenceRule, ''))))
    .orderBy(events.date, events.startTime)

/** Each event's page and when it last changed, latest event first (the sitemap). */
export const eventPages = (db: Db) => db.select({ id: events.id, updatedAt: events.updatedAt }).from(events).orderBy(desc(events.date))
