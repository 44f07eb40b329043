import * as v from 'valibot'
import type { events } from '../../db/schema'
import { isCalendarDate } from '../../lib/dates'
import { daysBetween, MAX_EVENT_DAYS } from '../../lib/event-times'
import { DateChange, isClockTime } from '../../lib/recurrence'
import { badRuleWords } from './bad-rules'
import { MAX_DATE_CHANGES } from './model'

/** An event as its table stores it, before it is read strictly. */
export type EventRow = typeof events.$inferSelect

/**
 * A stored event read as strictly as a typed one. The API refuses what this drops (model.ts), but a
 * row may come from elsewhere: a restore, an older version, a hand edit in the database. Each part
 * the code cannot use is dropped, and said once in the log with the event's id:
 *
 * - a start or end time that is not 'HH:MM': the event is shown without it (all day, or no end);
 * - an end date before the date, or more than a month after it: the event ends the day it starts;
 * - changed dates that are not a list, or one that is not as the export writes it (or moves its
 *   date more than a month, or changes a date changed before it): left out, the series keeps its
 *   own for that date; past MAX_DATE_CHANGES, the rest are left out. So staff's list never shows
 *   a change the form would refuse to save again;
 * - a date the calendar cannot read (PostgreSQL keeps years past 9999): the event cannot be placed
 *   anywhere, so the public lists, pages and feeds skip it (usableEvent answers null) and staff's
 *   list shows it at its own date, to fix or delete.
 *
 * - a repeat rule that cannot be used (bad-rules.ts): kept, so staff can fix it, and left unused by
 *   the recurrence library, so the event is shown at its own date.
 */

export interface StoredEventProblem {
  id: string
  /** What could not be used and what was done instead, in words. */
  problem: string
}

let report: (bad: StoredEventProblem) => void = (bad) => console.warn(`Event ${bad.id}: ${bad.problem}`)

/** Where a stored event's unusable parts are reported (once per event and problem per process). Answers the handler it replaces. */
export function reportStoredEventProblemsTo(handler: (bad: StoredEventProblem) => void): (bad: StoredEventProblem) => void {
  const previous = report
  report = handler
  return previous
}

const reported = new Set<string>()
function say(id: string, problem: string) {
  const key = `${id}|${problem}`
  if (reported.has(key)) return
  if (reported.size >= 5000) reported.clear()
  reported.add(key)
  report({ id, problem })
}

/** Quoted for the log: at most 60 characters, control characters shown as '?'. */
const quoted = (value: unknown) => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
  return `'${(text.length > 60 ? `${text.slice(0, 60)}…` : text).replace(/[\u0000-\u001f\u007f-\u009f]/g, '?')}'`
}

/** The changed dates of a stored event that can be used, in the order they are kept (the stored list itself when all can). */
function usableChanges(id: string, stored: unknown): DateChange[] {
  if (!Array.isArray(stored)) {
    say(id, `its changed dates ${quoted(stored)} are not a list; shown without them`)
    return []
  }
  const changes: DateChange[] = []
  const seen = new Set<string>()
  for (const [index, entry] of stored.entries()) {
    if (changes.length >= MAX_DATE_CHANGES) {
      say(id, `it has more than ${MAX_DATE_CHANGES} changed dates; the rest are left out`)
      break
    }
    const read = v.safeParse(DateChange, entry)
    if (!read.success) {
      const [issue] = read.issues
      const on = typeof (entry as { on?: unknown } | null)?.on === 'string' ? ` (for ${quoted((entry as { on: string }).on)})` : ''
      say(id, `changed date ${index + 1}${on} cannot be used: ${quoted(issue.input)} (${issue.message}); left out`)
      continue
    }
    if (read.output.date && Math.abs(daysBetween(read.output.on, read.output.date)) > MAX_EVENT_DAYS) {
      say(
        id,
        `changed date ${index + 1} (for ${quoted(read.output.on)}) moves it to ${quoted(read.output.date)}, more than ${MAX_EVENT_DAYS} days; left out`,
      )
      continue
    }
    // A second change to one date is never used (occurrenceOn reads the first).
    if (seen.has(read.output.on)) continue
    seen.add(read.output.on)
    changes.push(entry as DateChange)
  }
  return changes.length === stored.length ? (stored as DateChange[]) : changes
}

/** The end date a stored event can use: null unless on or after its date and at most MAX_EVENT_DAYS later. */
function usableEndDate(row: EventRow): string | null {
  const end = row.endDate
  if (end === null || end === undefined) return null
  if (isCalendarDate(end) && end >= row.date && daysBetween(row.date, end) <= MAX_EVENT_DAYS) return end
  say(row.id, `its end date ${quoted(end)} cannot be used; shown ending the day it starts`)
  return null
}

function usableTime(row: EventRow, field: 'startTime' | 'endTime'): string {
  const time = row[field]
  if (time === '' || isClockTime(time)) return time
  say(row.id, `its ${field === 'startTime' ? 'start' : 'end'} time ${quoted(time)} cannot be used; shown without it`)
  return ''
}

/**
 * The stored event with every part the code cannot use dropped (see above); the row itself when
 * all of it can be used. Its own date and its rule are left as they are: usableEvent says whether it
 * can be placed, and a rule that cannot be used is only reported.
 */
export function cleanEvent<T extends EventRow>(row: T): T {
  const startTime = usableTime(row, 'startTime')
  const endTime = usableTime(row, 'endTime')
  const endDate = isCalendarDate(row.date) ? usableEndDate(row) : null
  const badRule = isCalendarDate(row.date) ? badRuleWords(row) : null
  if (badRule) say(row.id, badRule)
  const changes = usableChanges(row.id, row.changes)
  if (startTime === row.startTime && endTime === row.endTime && endDate === row.endDate && changes === row.changes) return row
  return { ...row, startTime, endTime, endDate, changes }
}

/** Whether the event's own date can be read: without it the event has no place in a list, page or feed. */
export function placeable(row: EventRow): boolean {
  if (isCalendarDate(row.date)) return true
  say(row.id, `its date ${quoted(row.date)} cannot be read; left out of the public lists, pages and feeds`)
  return false
}

/** The stored event as the public lists, pages and feeds use it (cleanEvent), or null when it cannot be placed at all. */
export const usableEvent = <T extends EventRow>(row: T): T | null => (placeable(row) ? cleanEvent(row) : null)

/** The rows that can be used, each cleaned; the others skipped (and reported). */
export const usableEvents = <T extends EventRow>(rows: T[]): T[] =>
  rows.flatMap((row) => {
    const event = usableEvent(row)
    return event ? [event] : []
  })
