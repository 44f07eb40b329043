import { addDays } from '@church/api/lib/event-times'
import { firstRuleDate, occurrencesBetween, parseRule, untilInChurchTime } from '@church/api/lib/recurrence'
import type { RepeatPlace } from '@church/api/lib/repeat-words'

/** How many coming dates the Event dialog lists under its repeat. */
export const DATES_PREVIEWED = 5

/**
 * The date a repeating event starts on: the first date its rule gives on or after the date staff
 * chose (`chosen`), so a date the repeat does not give is moved rather than refused; the date itself
 * when the rule cannot be read or gives none (the rule's field says why).
 */
export function startFor(chosen: string, rule: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(chosen) || !parseRule(rule).rule) return chosen
  return firstRuleDate(chosen, rule) ?? chosen
}

/**
 * The first `DATES_PREVIEWED` dates (YYYY-MM-DD) of a series starting on `start` by `rule`, a saved
 * end instant placed on the church's clock; none when either cannot be read.
 */
export function comingDates(start: string, rule: string, place: RepeatPlace = {}): string[] {
  const parsed = parseRule(rule).rule
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !parsed) return []
  const placed = place.timeZone ? untilInChurchTime(parsed, place.startTime ?? '', place.timeZone) : parsed
  return occurrencesBetween(start, placed, start, addDays(start, 3653), DATES_PREVIEWED)
}

/** What a form's values become when saved: a repeating event's date moved to its rule's first (startFor). */
export function withStartMoved<T extends { date?: string | null; isRecurring?: unknown; recurrenceRule?: string | null }>(values: T): T {
  if (!values.isRecurring || !values.recurrenceRule || !values.date) return values
  const start = startFor(values.date, values.recurrenceRule.trim().replace(/^RRULE:/i, ''))
  return start === values.date ? values : { ...values, date: start }
}
