/**
 * The month view of the events page (/events?view=month): every date of every live event in one
 * month of the church's calendar, a repeating event at each of its dates with their changes.
 */
import { and, gte, lte, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { events } from '../../db/schema'
import { churchNow } from '../../lib/dates'
import { HttpError } from '../../lib/errors'
import { liveAt } from '../../lib/live'
import { occurrencesWithin } from '../../lib/recurrence'
import { categoryBySlug, inCategory } from './categories'
import type { EventMonth, EventMonthQuery, MonthOccurrence } from './model'
import { repeats } from './service'
import { placeable, usableEvents } from './stored'

/** How far the calendar goes from this month, each way: a year's worth of months is what a parish plans. */
export const MONTHS_SHOWN = { back: 24, ahead: 24 }
/** At most this many dates of one event in a month (a daily event has 31). */
const DATES_PER_EVENT = 31

/** 'YYYY-MM' moved by `by` months. */
export function monthAfter(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number]
  const index = year * 12 + (number - 1) + by
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

const lastDay = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number]
  return `${month}-${String(new Date(Date.UTC(year, number, 0)).getUTCDate()).padStart(2, '0')}`
}

/** One month of the calendar (EventMonth); a month beyond those shown is refused in words. */
export async function eventsInMonth(db: Db, q: EventMonthQuery, timezone: string, at: Date): Promise<EventMonth> {
  const today = churchNow(timezone, at).date
  const thisMonth = today.slice(0, 7)
  const month = q.month ?? thisMonth
  const first = monthAfter(thisMonth, -MONTHS_SHOWN.back)
  const last = monthAfter(thisMonth, MONTHS_SHOWN.ahead)
  if (month < first || month > last)
    throw new HttpError(422, `The calendar shows the months from ${first} to ${last}. Please choose a month between them.`)
  const from = `${month}-01`
  const to = lastDay(month)
  // One category's dates (/events?view=month&category=youth): an unknown address is 404.
  const category = q.category === undefined ? undefined : await categoryBySlug(db, q.category)
  const rows = await db
    .select()
    .from(events)
    .where(
      and(
        liveAt(events, at),
        category ? inCategory(category.id) : undefined,
        or(repeats, and(gte(events.date, from), lte(events.date, to))),
      ),
    )
  const dated: MonthOccurrence[] = usableEvents(rows).flatMap((event) =>
    placeable(event)
      ? occurrencesWithin(event, from, to, DATES_PER_EVENT, timezone).map((occurrence) => ({
          id: event.id,
          title: event.title,
          endDate: event.endDate,
          isRecurring: event.isRecurring,
          ...occurrence,
        }))
      : [],
  )
  dated.sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.title.localeCompare(b.title))
  const days: EventMonth['days'] = []
  for (const occurrence of dated) {
    const day = days.at(-1)
    if (day?.date === occurrence.date) day.events.push(occurrence)
    else days.push({ date: occurrence.date, events: [occurrence] })
  }
  return {
    month,
    today,
    previous: month > first ? monthAfter(month, -1) : null,
    next: month < last ? monthAfter(month, 1) : null,
    days,
  }
}
