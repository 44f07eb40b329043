/**
 * A rule's periods: each period of the rule (a day, a week starting on WKST, a month, a year) gives
 * the days that pass every BY part, which is RFC 5545's expand/limit table for these parts: BYMONTH
 * limits except in YEARLY, where it chooses the months; BYMONTHDAY chooses days in MONTHLY and
 * YEARLY and limits in DAILY; BYDAY chooses days in WEEKLY, MONTHLY and YEARLY unless BYMONTHDAY is
 * given (then it limits), and its ordinal counts within the month in MONTHLY, and in YEARLY with
 * BYMONTH, else within the year. A date that does not exist (Feb 30, Feb 29 of a common year) is
 * skipped, never moved. BYSETPOS then picks from each period's days.
 */

import { civil, dayNumber, isLeap, monthLength, weekdayOf } from './days'
import type { ByDay, RecurrenceRule } from './rule'

/** A rule applied to one first date, ready to give the days of each of its periods. */
export interface Plan {
  rule: RecurrenceRule
  first: number
  /** BYMONTH as a mask by month (1-12), or null for every month. */
  months: boolean[] | null
  /** YEARLY: the months a year's days are drawn from, ascending. */
  yearMonths: number[]
  /** BYMONTHDAY as masks by day counted from the start (1-31) and from the end (1 = last day), or null. */
  monthDays: { fromStart: boolean[]; fromEnd: boolean[] } | null
  /** BYDAY without ordinals as a mask by weekday (0-6), and its numbered entries; null without BYDAY. */
  weekdays: boolean[] | null
  ordinals: ByDay[]
  /** Whether BYDAY ordinals count within the month (else within the year). */
  ordinalInMonth: boolean
  /** WEEKLY: the start of the week holding the first date. */
  firstWeek: number
  firstMonthIndex: number
  firstYear: number
}

const mask = (size: number, values: number[]) => {
  const result: boolean[] = new Array(size).fill(false)
  for (const value of values) result[value] = true
  return result
}

/** The rule as applied to one first date, with the BY parts RFC 5545 fills in from DTSTART when absent. */
export function planFor(rule: RecurrenceRule, first: number): Plan {
  const [y, m, d] = civil(first)
  let { byDay, byMonthDay, byMonth } = rule
  if (rule.freq === 'WEEKLY' && !byDay) byDay = [{ ordinal: 0, weekday: weekdayOf(first) }]
  if (rule.freq === 'MONTHLY' && !byDay && !byMonthDay) byMonthDay = [d]
  if (rule.freq === 'YEARLY' && !byDay && !byMonthDay) {
    byMonthDay = [d]
    if (!byMonth) byMonth = [m]
  }
  return {
    rule,
    first,
    months: byMonth ? mask(13, byMonth) : null,
    yearMonths: byMonth ? [...new Set(byMonth)].sort((a, b) => a - b) : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    monthDays: byMonthDay
      ? {
          fromStart: mask(
            32,
            byMonthDay.filter((md) => md > 0),
          ),
          fromEnd: mask(
            32,
            byMonthDay.filter((md) => md < 0).map((md) => -md),
          ),
        }
      : null,
    weekdays: byDay
      ? mask(
          7,
          byDay.filter((entry) => entry.ordinal === 0).map((entry) => entry.weekday),
        )
      : null,
    ordinals: byDay ? byDay.filter((entry) => entry.ordinal !== 0) : [],
    ordinalInMonth: rule.freq === 'MONTHLY' || (rule.freq === 'YEARLY' && byMonth !== undefined),
    firstWeek: first - ((weekdayOf(first) - rule.weekStart + 7) % 7),
    firstMonthIndex: y * 12 + m - 1,
    firstYear: y,
  }
}

/** Whether day n (day d of a month of `length` days in year y) passes BYMONTHDAY and BYDAY (BYMONTH is checked by the caller). */
function passes(plan: Plan, n: number, y: number, d: number, length: number): boolean {
  const { monthDays, weekdays } = plan
  if (monthDays && !monthDays.fromStart[d] && !monthDays.fromEnd[length - d + 1]) return false
  if (!weekdays) return true
  const weekday = (((n + 4) % 7) + 7) % 7
  if (weekdays[weekday]) return true
  for (const entry of plan.ordinals) {
    if (entry.weekday !== weekday) continue
    let index = d
    let remaining = length - d
    if (!plan.ordinalInMonth) {
      index = n - dayNumber(y, 1, 1) + 1
      remaining = (isLeap(y) ? 366 : 365) - index
    }
    if (entry.ordinal === (entry.ordinal > 0 ? Math.floor((index - 1) / 7) + 1 : -(Math.floor(remaining / 7) + 1))) return true
  }
  return false
}

/*
 * Expansion walks "chunks": for WEEKLY, MONTHLY and YEARLY a chunk is one period of the rule (k
 * whole INTERVALs after the first date's); for DAILY, whose periods are single days, it is a
 * calendar month of the daily grid (k months after the first date's month), so a long daily walk
 * does not pay per-period overhead for every day.
 */

/** The first day of chunk k. */
export function periodStart(plan: Plan, k: number): number {
  const step = k * plan.rule.interval
  switch (plan.rule.freq) {
    case 'DAILY':
      return monthStart(plan.firstMonthIndex + k)
    case 'WEEKLY':
      return plan.firstWeek + 7 * step
    case 'MONTHLY':
      return monthStart(plan.firstMonthIndex + step)
    case 'YEARLY':
      return dayNumber(plan.firstYear + step, 1, 1)
  }
}

const monthStart = (index: number) => dayNumber(Math.floor(index / 12), (index % 12) + 1, 1)

/** The chunk holding day n (never below 0). */
export function periodOf(plan: Plan, n: number): number {
  const { interval, freq } = plan.rule
  const [y, m] = civil(n)
  const raw =
    freq === 'DAILY'
      ? y * 12 + m - 1 - plan.firstMonthIndex
      : freq === 'WEEKLY'
        ? (n - plan.firstWeek) / (7 * interval)
        : freq === 'MONTHLY'
          ? (y * 12 + m - 1 - plan.firstMonthIndex) / interval
          : (y - plan.firstYear) / interval
  return Math.max(0, Math.floor(raw))
}

/**
 * Puts the days of chunk k that the rule produces into `found` (ascending, after BYSETPOS) and
 * answers how many candidate days it examined (at least 1).
 */
export function periodDays(plan: Plan, k: number, found: number[]): number {
  found.length = 0
  const start = periodStart(plan, k)
  const { freq, interval } = plan.rule
  if (freq === 'DAILY') {
    // BYSETPOS picks from a one-day period: 1 or -1 keep the day, any other position none.
    const positions = plan.rule.bySetPos
    if (positions && !positions.includes(1) && !positions.includes(-1)) return 1
    const [y, m] = civil(start)
    if (plan.months && !plan.months[m]) return 1
    const length = monthLength(y, m)
    let examined = 1
    for (let d = 1 + ((((plan.first - start) % interval) + interval) % interval); d <= length; d += interval) {
      examined++
      if (passes(plan, start + d - 1, y, d, length)) found.push(start + d - 1)
    }
    return examined
  }
  let examined = 1
  if (freq === 'WEEKLY') {
    let [y, m, d] = civil(start)
    let length = monthLength(y, m)
    for (let n = start; n < start + 7; n++) {
      examined++
      if ((!plan.months || plan.months[m]) && passes(plan, n, y, d, length)) found.push(n)
      if (++d > length) {
        d = 1
        if (++m > 12) {
          m = 1
          y++
        }
        length = monthLength(y, m)
      }
    }
  } else {
    const [y, startMonth] = civil(start)
    const months = freq === 'YEARLY' ? plan.yearMonths : !plan.months || plan.months[startMonth] ? [startMonth] : []
    for (const m of months) {
      const base = dayNumber(y, m, 1)
      const length = monthLength(y, m)
      examined += length
      for (let d = 1; d <= length; d++) if (passes(plan, base + d - 1, y, d, length)) found.push(base + d - 1)
    }
  }
  const positions = plan.rule.bySetPos
  if (positions && found.length > 0) {
    const picked = new Set<number>()
    for (const position of positions) {
      const index = position > 0 ? position - 1 : found.length + position
      if (index >= 0 && index < found.length) picked.add(found[index])
    }
    found.length = 0
    found.push(...[...picked].sort((a, b) => a - b))
  }
  return examined
}
