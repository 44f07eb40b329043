/**
 * Stored events and their dates: the occurrence a series has on a date (changes applied), whether
 * it has ended, and the dates it is listed and shown at. A stored rule that cannot be used makes the
 * event happen once, on its own date; nothing here logs it (the events module reports it).
 */

import * as v from 'valibot'
import { isCalendarDate } from '../dates'
import { addDays, eventEnd, spanDays } from '../event-times'
import { HORIZON_DAYS, occurrencesBetween, ruleProblem } from './expand'
import { parseRule, type RecurrenceRule, untilInChurchTime } from './rule'

/** A stored event as the recurrence engine reads it. */
export interface RepeatingEvent {
  id?: string
  date: string
  isRecurring: boolean
  recurrenceRule: string
  /** 'HH:MM' in church time, '' or absent for an event that lasts all day. */
  startTime?: string
  endTime?: string
  /** The day it ends when that is a later day (a camp, a late night); each occurrence lasts as long. */
  endDate?: string | null
  location?: string
  /** Dates of the series cancelled or changed by staff. */
  changes?: DateChange[]
}

/** A time as events store it: 24-hour 'HH:MM' ('18:30'). */
export const isClockTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value)

export const CHANGE_DATE_UNREADABLE = 'A changed date must be a real date written YYYY-MM-DD, like 2026-12-24'
export const CHANGE_TIME_UNREADABLE = "A changed date's times must be written HH:MM, like 18:30"

/** '' (the series' own) or a time as events store it. */
const changedTime = v.pipe(
  v.string(CHANGE_TIME_UNREADABLE),
  v.check((s) => s === '' || isClockTime(s), CHANGE_TIME_UNREADABLE),
)

/**
 * One date of a series cancelled or changed by staff, kept on the event. `on` is the date the rule
 * gives: the occurrence's address (/events/{id}/{on}) and its RECURRENCE-ID in the feeds. The other
 * fields are '' where the date keeps the series' own.
 *
 * The schema holds a change to exactly what this code can use: an import, a hand-made request and
 * a stored row (modules/events/stored.ts) are read through it, and the events' answers send it.
 */
export const DateChange = v.object({
  on: v.pipe(v.string(CHANGE_DATE_UNREADABLE), v.check(isCalendarDate, CHANGE_DATE_UNREADABLE)),
  cancelled: v.boolean('A changed date says whether it is cancelled: true or false'),
  /** The date it moved to. */
  date: v.pipe(
    v.string(CHANGE_DATE_UNREADABLE),
    v.check((s) => s === '' || isCalendarDate(s), CHANGE_DATE_UNREADABLE),
  ),
  startTime: changedTime,
  endTime: changedTime,
  location: v.pipe(v.string(), v.maxLength(300, 'Location must be at most 300 characters')),
  /** A word to visitors: 'Moved for Thanksgiving'. */
  note: v.pipe(v.string(), v.maxLength(300, 'Note must be at most 300 characters')),
})
export type DateChange = v.InferOutput<typeof DateChange>

/** One date of an event as visitors see it, a change applied (in the order occurrenceOn builds it). */
export const Occurrence = v.object({
  /** The date the rule gives (for an event that does not repeat, its date): the occurrence's address. */
  on: v.string(),
  /** The date it happens. */
  date: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  location: v.string(),
  cancelled: v.boolean(),
  note: v.string(),
  /** Its date, time or place is not the series' own. */
  changed: v.boolean(),
})
export type Occurrence = v.InferOutput<typeof Occurrence>

/** The occurrence of `event` on the rule's date `on`, with its change (if any) applied. */
export function occurrenceOn(event: RepeatingEvent, on: string): Occurrence {
  const change = event.changes?.find((c) => c.on === on)
  const plain = { startTime: event.startTime ?? '', endTime: event.endTime ?? '', location: event.location ?? '' }
  if (!change) return { on, date: on, ...plain, cancelled: false, note: '', changed: false }
  const startTime = change.startTime || plain.startTime
  const occurrence = {
    on,
    date: change.date || on,
    startTime,
    // A new start without an end has no end: the series' end may come before it.
    endTime: change.startTime ? change.endTime : change.endTime || plain.endTime,
    location: change.location || plain.location,
    cancelled: change.cancelled,
    note: change.note,
  }
  const changed =
    occurrence.date !== on ||
    occurrence.startTime !== plain.startTime ||
    occurrence.endTime !== plain.endTime ||
    occurrence.location !== plain.location
  return { ...occurrence, changed }
}

/** A moment as the church's clock shows it: 'YYYY-MM-DD' and 'HH:MM' (lib/dates.ts churchNow). */
export interface ChurchNow {
  date: string
  time: string
  /** The church's zone, where a date-time UNTIL is placed (without it, UNTIL's UTC date counts). */
  timeZone?: string
}

/**
 * Whether the occurrence of `event` on `date` is over at `now`: a timed one at its end (an hour after
 * its start when it has no end after the start, as calendars show it), an all-day one when its day is.
 */
export function hasEnded(event: RepeatingEvent, date: string, now: ChurchNow): boolean {
  return occurrenceEnded(event, { date, startTime: event.startTime ?? '', endTime: event.endTime ?? '' }, now)
}

/** Whether an occurrence (its own date and times) of `event` is over at `now`; it lasts as many days as the event. */
function occurrenceEnded(event: RepeatingEvent, occurrence: Pick<Occurrence, 'date' | 'startTime' | 'endTime'>, now: ChurchNow): boolean {
  const span = spanDays(event)
  if (!occurrence.startTime) return addDays(occurrence.date, span) < now.date
  const end = eventEnd(occurrence.date, occurrence.startTime, occurrence.endTime, span)
  return `${end.date}T${end.time}` <= `${now.date}T${now.time}`
}

/** A date alone stands for the very start of that day. */
const asNow = (now: ChurchNow | string): ChurchNow => (typeof now === 'string' ? { date: now, time: '00:00' } : now)

/** A stored event's rule that cannot be used, and why. */
export interface UnusableRule {
  /** The rule as stored, trimmed and without a leading 'RRULE:'. */
  rule: string
  /** parseRule's error, or NEVER_PRODUCES. */
  problem: string
}

/** The rule a stored event repeats by, trimmed and without a leading 'RRULE:', or null when it does not repeat. */
const ruleOfEvent = (event: RepeatingEvent): string | null =>
  event.isRecurring && event.recurrenceRule ? event.recurrenceRule.trim().replace(/^RRULE:/i, '') : null

/** What is wrong with a stored rule: parseRule's error, or NEVER_PRODUCES; null when nothing is. */
function storedRuleProblem(date: string, rule: string): string | null {
  return parseRule(rule).error ?? ruleProblem(date, rule)
}

/**
 * The rule of a stored event that repeats by a rule that cannot be used (unreadable, or no date of
 * its own in ten years), with why; null when the event does not repeat or its rule can be used.
 * Whoever reads stored events says so where it reports (the events module); this only answers.
 */
export function unusableRule(event: RepeatingEvent): UnusableRule | null {
  const rule = ruleOfEvent(event)
  if (rule === null) return null
  const problem = storedRuleProblem(event.date, rule)
  return problem === null ? null : { rule, problem }
}

/**
 * The rule a stored event repeats by, without a leading 'RRULE:', or null when it does not repeat
 * or its rule cannot be used (unusableRule): such an event is treated as happening once, on its own date.
 */
export function usableRule(event: RepeatingEvent): string | null {
  const rule = ruleOfEvent(event)
  if (rule === null) return null
  return storedRuleProblem(event.date, rule) === null ? rule : null
}

/** Soonest first: by date, then time (an all-day one first). */
const bySoonest = (a: Occurrence, b: Occurrence) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime)

/** The rule of a stored event placed in the church's zone (UNTIL an instant there), or null when it is not used. */
function placedRule(event: RepeatingEvent, timeZone: string | undefined): RecurrenceRule | null {
  const rule = usableRule(event)
  if (!rule) return null
  const parsed = parseRule(rule).rule as RecurrenceRule
  return timeZone ? untilInChurchTime(parsed, event.startTime ?? '', timeZone) : parsed
}

/** Whether the rule of `event` gives the date `on` (for an event that does not repeat: its own date). */
export function fallsOn(event: RepeatingEvent, on: string, timeZone?: string): boolean {
  const rule = placedRule(event, timeZone)
  if (!rule) return on === event.date
  return occurrencesBetween(event.date, rule, on, on, 1)[0] === on
}

/**
 * The next `count` occurrences of a stored event that have not ended at `now` (church time; a date
 * alone means the start of that day), soonest first, changes applied: a cancelled date stays in
 * until it would have ended (visitors see 'Cancelled'), a moved one is placed at its new date and
 * time. An event with an unusable rule counts, like one that does not repeat, at its own date only.
 * Bounded: at most `count` + the event's days + its changes dates are examined past the first.
 */
export function upcomingOccurrences(event: RepeatingEvent, now: ChurchNow | string, count: number): Occurrence[] {
  const at = asNow(now)
  // An occurrence that started up to its length (and a night) ago may still be on.
  const from = addDays(at.date, -(spanDays(event) + 1))
  const rule = placedRule(event, at.timeZone)
  if (!rule) {
    const once = occurrenceOn({ ...event, changes: [] }, event.date)
    return event.date >= from && !occurrenceEnded(event, once, at) ? [once] : []
  }
  const changes = event.changes ?? []
  const movedAway = new Set(changes.filter((c) => !c.cancelled && c.date && c.date !== c.on).map((c) => c.on))
  const found: Occurrence[] = []
  const wanted = count + spanDays(event) + 2 + movedAway.size
  for (const on of occurrencesBetween(event.date, rule, from, addDays(from, HORIZON_DAYS), wanted)) {
    if (movedAway.has(on)) continue
    const occurrence = occurrenceOn(event, on)
    if (!occurrenceEnded(event, occurrence, at)) found.push(occurrence)
  }
  // Moved dates: wherever they moved to, from a date the rule still gives.
  for (const on of movedAway) {
    const occurrence = occurrenceOn(event, on)
    if (!occurrenceEnded(event, occurrence, at) && occurrencesBetween(event.date, rule, on, on, 1)[0] === on) found.push(occurrence)
  }
  return found.sort(bySoonest).slice(0, count)
}

/**
 * The occurrences of a stored event that happen from `from` to `to` (dates, church time), soonest
 * first, changes applied: a cancelled date is kept (visitors see 'Cancelled'), a moved one is placed
 * at its new date. An occurrence is counted on the day it starts. An event with an unusable rule
 * happens once, at its own date. At most `max`; bounded like upcomingOccurrences.
 */
export function occurrencesWithin(event: RepeatingEvent, from: string, to: string, max: number, timeZone?: string): Occurrence[] {
  const rule = placedRule(event, timeZone)
  if (!rule) return event.date >= from && event.date <= to && max > 0 ? [occurrenceOn({ ...event, changes: [] }, event.date)] : []
  const changes = event.changes ?? []
  const movedAway = new Set(changes.filter((c) => !c.cancelled && c.date && c.date !== c.on).map((c) => c.on))
  const found: Occurrence[] = []
  for (const on of occurrencesBetween(event.date, rule, from, to, max + movedAway.size)) {
    if (!movedAway.has(on)) found.push(occurrenceOn(event, on))
  }
  // Moved dates: into the window from wherever the rule put them (a date moved out of it is gone from it).
  for (const on of movedAway) {
    const occurrence = occurrenceOn(event, on)
    if (occurrence.date >= from && occurrence.date <= to && occurrencesBetween(event.date, rule, on, on, 1)[0] === on)
      found.push(occurrence)
  }
  return found.sort(bySoonest).slice(0, max)
}

/** The occurrence a stored event is listed at while upcoming, or null when it is over (upcomingOccurrences). */
export const upcomingOccurrence = (event: RepeatingEvent, now: ChurchNow | string): Occurrence | null =>
  upcomingOccurrences(event, now, 1)[0] ?? null

/**
 * The date a stored event is listed at while upcoming, or null when it is over: the first
 * occurrence that has not ended at `now` (church time; a date alone means the start of that day).
 * An event that ended this morning is no longer upcoming, and a weekly series then lists next week;
 * one that began late yesterday and runs past midnight is still on.
 */
export function upcomingDate(event: RepeatingEvent, now: ChurchNow | string): string | null {
  return upcomingOccurrence(event, now)?.date ?? null
}

/** The date an event is shown at: its upcoming occurrence when it has one, else its own date. */
export function showingDate(event: RepeatingEvent, now: ChurchNow | string): string {
  return upcomingDate(event, now) ?? event.date
}
