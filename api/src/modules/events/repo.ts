import { and, desc, eq, gte, inArray, ne, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { events } from '../../db/schema'
import { isCalendarDate } from '../../lib/dates'
import { liveAt } from '../../lib/live'
import { upcomingDate } from '../../lib/recurrence'
import { inCategory, withCategories, withCategoriesOne } from './categories'
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
export async function findEvent(db: Db, id: string, now: Date) {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), liveAt(events, now)))
  const event = row && usableEvent(row)
  return event ? withCategoriesOne(db, event) : undefined
}

/**
 * What a calendar feed publishes: events on or after `since`, and repeating events with a date on
 * or after it, so a series that ended before `since` (its rule's last date, however long ago it began)
 * is left out, as its one-off events are.
 */
export const eventsForCalendar = async (db: Db, since: string, now: Date, categoryId?: string) =>
  withCategories(
    db,
    usableEvents(
      await db
        .select()
        .from(events)
        .where(
          and(
            liveAt(events, now),
            categoryId ? inCategory(categoryId) : undefined,
            or(gte(events.date, since), and(eq(events.isRecurring, true), ne(events.recurrenceRule, ''))),
          ),
        )
        .orderBy(events.date, events.startTime),
    ).filter((event) => event.date >= since || upcomingDate(event, since) !== null),
  )

/** A category by its address (404 when there is none), and every category: for the feeds and page heads. */
export { categoryBySlug, listCategories } from './categories'

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
 * Events by id whatever their publication, usable rows only: staff's serving rota and the emails of
 * a slot (modules/serving). Visitors' reads use findEvent.
 */
export const eventsById = async (db: Db, ids: string[]): Promise<EventRow[]> =>
  ids.length === 0 ? [] : usableEvents(await db.select().from(events).where(inArray(events.id, ids)))

/** Events staff may give serving roles to: on or after `since`, or repeating; soonest first, at most `max`. */
export const eventsFrom = async (db: Db, since: string, max: number): Promise<EventRow[]> =>
  usableEvents(
    await db
      .select()
      .from(events)
      .where(or(gte(events.date, since), and(eq(events.isRecurring, true), ne(events.recurrenceRule, ''))))
      .orderBy(events.date, events.startTime, events.title)
      .limit(max),
  ).filter((event) => event.date >= since || upcomingDate(event, since) !== null)
