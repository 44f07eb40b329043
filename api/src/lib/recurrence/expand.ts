/**
 * Expanding a rule into dates: the series that starts on a first date (DTSTART, always the first
 * occurrence, counted toward COUNT) and repeats by a rule.
 *
 * The work is bounded, not the answer: without COUNT, expansion starts at the period holding the
 * window asked for (whole INTERVALs from the first date), so a daily series begun years ago still
 * finds its next date at once; with COUNT it walks from the start. Either way it never looks more
 * than ten years past the window's start and examines at most MAX_DAYS_EXAMINED candidate days,
 * then answers "no more dates" rather than searching on. A caller that wants to see that work
 * passes a Tally.
 */

import { formatDay, readDate } from './days'
import { type Plan, periodDays, periodOf, periodStart, planFor } from './plan'
import { NEVER_PRODUCES, notAnOccurrence, parseRule, type RecurrenceRule, UNREADABLE_RULE } from './rule'

/** How far past the start of the window asked for an expansion looks (ten years). */
export const HORIZON_DAYS = 3653
/** Candidate days examined per expansion at most: a COUNT series is walked from its start, up to about 55 years of daily dates. */
export const MAX_DAYS_EXAMINED = 20_000

/**
 * The candidate days expansions examined, counted into by the caller's own object: a test reads the
 * work a call does (one expansion stops after MAX_DAYS_EXAMINED, within one period more) rather
 * than timing it.
 */
export interface Tally {
  examined: number
}

/**
 * The occurrences in [from, to], at most `max`, as day numbers. `withStart`: the series (the first
 * date is the first occurrence and counts toward COUNT); else the rule's own dates on or after the
 * first date, COUNT aside. The candidate days examined are added to `tally` when one is given.
 */
function expand(plan: Plan, from: number, to: number, max: number, withStart: boolean, tally?: Tally): number[] {
  const { rule, first } = plan
  const result: number[] = []
  if (max <= 0) return result
  const windowStart = Math.max(from, first)
  const last = Math.min(to, windowStart + HORIZON_DAYS, rule.until === undefined ? Number.POSITIVE_INFINITY : (readDate(rule.until) ?? 0))
  const counting = withStart && rule.count !== undefined
  const count = rule.count ?? 0
  let seen = 0
  if (withStart) {
    seen = 1
    if (first >= from && first <= to) result.push(first)
    if (result.length >= max || (counting && seen >= count)) return result
  }
  const found: number[] = []
  let budget = MAX_DAYS_EXAMINED
  for (let k = counting ? 0 : periodOf(plan, windowStart); budget > 0; k++) {
    if (periodStart(plan, k) > last) break
    const examined = periodDays(plan, k, found)
    budget -= examined
    if (tally) tally.examined += examined
    for (const n of found) {
      if (withStart ? n <= first : n < first) continue
      if (n > last) return result
      if (counting && ++seen > count) return result
      if (n < from) continue
      result.push(n)
      if (result.length >= max) return result
    }
  }
  return result
}

const ruleOf = (rule: string | RecurrenceRule) => (typeof rule === 'string' ? parseRule(rule).rule : rule)

/**
 * The dates (YYYY-MM-DD) in [from, to] of the series that starts on `firstDate` and repeats by
 * `rule`, at most `max`, and none more than ten years after the later of `from` and the first
 * date. An unreadable rule gives the first date alone (when it falls in the window). The work
 * done is added to `tally` when one is given.
 */
export function occurrencesBetween(
  firstDate: string,
  rule: string | RecurrenceRule,
  from: string,
  to: string,
  max = 100,
  tally?: Tally,
): string[] {
  const first = readDate(firstDate)
  const start = readDate(from)
  const end = readDate(to)
  if (first === null || start === null || end === null) return []
  const parsed = ruleOf(rule)
  if (!parsed) return first >= start && first <= end && max > 0 ? [firstDate] : []
  return expand(planFor(parsed, first), start, end, max, true, tally).map(formatDay)
}

/**
 * The first date (YYYY-MM-DD) on or after `onOrAfter` on which an event that started on
 * `firstDate` and repeats by the RFC 5545 `rule` (for example 'FREQ=WEEKLY;BYDAY=TU') happens,
 * or null when the series has ended (UNTIL or COUNT), has no date in the ten years from
 * `onOrAfter`, or the rule cannot be read. The work done is added to `tally` when one is given.
 */
export function nextOccurrence(firstDate: string, rule: string | RecurrenceRule, onOrAfter: string, tally?: Tally): string | null {
  if (firstDate >= onOrAfter) return firstDate
  const first = readDate(firstDate)
  const start = readDate(onOrAfter)
  const parsed = ruleOf(rule)
  if (first === null || start === null || !parsed) return null
  const [next] = expand(planFor(parsed, first), start, Number.POSITIVE_INFINITY, 1, true, tally)
  return next === undefined ? null : formatDay(next)
}

/**
 * What is wrong with repeating from `firstDate` by `rule`, in the words the event form shows,
 * or null when nothing is: the rule cannot be read, or it gives no date of its own in the ten
 * years from the first date (FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30). The work done is added to
 * `tally` when one is given.
 */
export function ruleProblem(firstDate: string, rule: string, tally?: Tally): string | null {
  const parsed = parseRule(rule)
  const first = readDate(firstDate)
  if (!parsed.rule) return UNREADABLE_RULE
  if (first === null) return null
  return expand(planFor(parsed.rule, first), first, first + HORIZON_DAYS, 1, false, tally).length === 0 ? NEVER_PRODUCES : null
}

/**
 * Whether `firstDate` is a date `rule` gives by itself, in the words the event form shows on the
 * date field, or null when it is (or the rule cannot be read, which ruleProblem says). RFC 5545
 * leaves a first date off the rule undefined: some calendar apps show it, others do not.
 */
export function startProblem(firstDate: string, rule: string): string | null {
  const parsed = parseRule(rule)
  const first = readDate(firstDate)
  if (!parsed.rule || first === null) return null
  const plan = planFor(parsed.rule, first)
  if (expand(plan, first, first, 1, false).length === 1) return null
  const [firstRuleDate] = expand(plan, first, first + HORIZON_DAYS, 1, false)
  return firstRuleDate === undefined ? null : notAnOccurrence(formatDay(firstRuleDate))
}

/**
 * The first date on or after `firstDate` that `rule` gives by itself (a repeat's own first date),
 * or null when the rule cannot be read or gives none in the ten years from it. The event form moves
 * a series' first date here rather than refusing it (startProblem).
 */
export function firstRuleDate(firstDate: string, rule: string | RecurrenceRule): string | null {
  const first = readDate(firstDate)
  const parsed = ruleOf(rule)
  if (first === null || !parsed) return null
  const [found] = expand(planFor(parsed, first), first, first + HORIZON_DAYS, 1, false)
  return found === undefined ? null : formatDay(found)
}
