/**
 * Repeating events: a bounded, day-granular reading of RFC 5545 recurrence rules (RRULE).
 *
 * Pure TypeScript (the web imports the events model, which imports this). Dates are 'YYYY-MM-DD'
 * in the church's time zone. Supported: FREQ=DAILY|WEEKLY|MONTHLY|YEARLY, INTERVAL, COUNT, UNTIL
 * (YYYYMMDD: the last date the series may fall on, inclusive; YYYYMMDDTHHMMSSZ: an instant, which
 * untilInChurchTime turns into the last date whose start is not after it, else its UTC date counts),
 * BYDAY (with ordinals such as 2SU or -1FR for MONTHLY and YEARLY), BYMONTHDAY (negative counts
 * from the month's end), BYMONTH, BYSETPOS and WKST. Any other part, or a malformed value, makes
 * the rule unreadable. recurrence.property.test.ts checks the dates against python-dateutil's.
 *
 * Each period of the rule (a day, a week starting on WKST, a month, a year) gives the days that
 * pass every BY part, which is RFC 5545's expand/limit table for these parts: BYMONTH limits
 * except in YEARLY, where it chooses the months; BYMONTHDAY chooses days in MONTHLY and YEARLY
 * and limits in DAILY; BYDAY chooses days in WEEKLY, MONTHLY and YEARLY unless BYMONTHDAY is
 * given (then it limits), and its ordinal counts within the month in MONTHLY, and in YEARLY
 * with BYMONTH, else within the year. A date that does not exist (Feb 30, Feb 29 of a common
 * year) is skipped, never moved. BYSETPOS then picks from each period's days.
 *
 * The first date (DTSTART) is always the first occurrence and counts toward COUNT.
 *
 * The work is bounded, not the answer: without COUNT, expansion starts at the period holding the
 * window asked for (whole INTERVALs from the first date), so a daily series begun years ago still
 * finds its next date at once; with COUNT it walks from the start. Either way it never looks more
 * than ten years past the window's start and examines at most MAX_DAYS_EXAMINED candidate days,
 * then answers "no more dates" rather than searching on.
 */

import { churchNow, dayWords, utcOffsetMinutes, zonedInstant } from './dates'
import { addDays, eventEnd, spanDays } from './event-times'

/** How far past the start of the window asked for an expansion looks (ten years). */
export const HORIZON_DAYS = 3653
/** Candidate days examined per expansion at most: a COUNT series is walked from its start, up to about 55 years of daily dates. */
export const MAX_DAYS_EXAMINED = 20_000

let daysExamined = 0
/**
 * How many candidate days the engine has examined since it was loaded: a test reads the work a call
 * does (an expansion stops after MAX_DAYS_EXAMINED, within one period more), rather than timing it.
 */
export const examinedDays = () => daysExamined

export const UNREADABLE_RULE = 'Please enter a recurrence rule like FREQ=WEEKLY;BYDAY=TU'
export const NEVER_PRODUCES = 'This rule never produces a date'
/** Said on the date field when the date is not one the rule gives (calendar apps disagree on whether such a first date happens). */
export const notAnOccurrence = (firstRuleDate: string) =>
  `This date is not one the rule gives: start the series on one of its dates, for example ${dayWords(firstRuleDate)}`

type Freq = 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY'

/** A weekday as 0 (Sunday) to 6 (Saturday), with an ordinal (0 = every such weekday). */
export interface ByDay {
  ordinal: number
  weekday: number
}

export interface RecurrenceRule {
  freq: Freq
  interval: number
  count?: number
  /**
   * The last date the series may fall on ('YYYY-MM-DD'). From a date-time UNTIL this is its UTC
   * date until untilInChurchTime has placed the instant in the church's time zone.
   */
  until?: string
  /** UNTIL as written when it is a date-time: an instant, 'YYYY-MM-DDTHH:MM:SSZ' (RFC 5545's form for a zoned DTSTART). */
  untilInstant?: string
  byDay?: ByDay[]
  byMonthDay?: number[]
  byMonth?: number[]
  bySetPos?: number[]
  /** The day weeks start on, 0 (Sunday) to 6; Monday unless WKST says otherwise. */
  weekStart: number
}

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']
const FREQS = new Set(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'])
const UNSUPPORTED = new Set(['BYHOUR', 'BYMINUTE', 'BYSECOND', 'BYWEEKNO', 'BYYEARDAY'])

// ---- calendar arithmetic on day numbers (days since 1970-01-01), no Date objects ----

/** Day number of a proleptic Gregorian date (month 1-12). */
function dayNumber(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y
  const era = Math.floor(yy / 400)
  const yoe = yy - era * 400
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146097 + doe - 719468
}

function civil(n: number): [number, number, number] {
  const z = n + 719468
  const era = Math.floor(z / 146097)
  const doe = z - era * 146097
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365)
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1
  const m = mp < 10 ? mp + 3 : mp - 9
  return [m <= 2 ? era * 400 + yoe + 1 : era * 400 + yoe, m, d]
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
const monthLength = (y: number, m: number) => (m === 2 ? (isLeap(y) ? 29 : 28) : [31, 0, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1])
/** 0 (Sunday) to 6; 1970-01-01 was a Thursday. */
const weekdayOf = (n: number) => (((n + 4) % 7) + 7) % 7
const pad = (value: number, size = 2) => String(value).padStart(size, '0')

function readDate(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (m < 1 || m > 12 || d < 1 || d > monthLength(y, m)) return null
  return dayNumber(y, m, d)
}

function formatDay(n: number): string {
  const [y, m, d] = civil(n)
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`
}

// ---- reading a rule ----

const wholeNumber = (text: string, min: number, max: number): number | null => {
  if (!/^\d{1,7}$/.test(text)) return null
  const value = Number(text)
  return value >= min && value <= max ? value : null
}

const signedNumber = (text: string, limit: number): number | null => {
  const match = /^([+-]?)(\d{1,3})$/.exec(text)
  if (!match) return null
  const value = Number(match[2])
  if (value < 1 || value > limit) return null
  return match[1] === '-' ? -value : value
}

function list<T>(text: string, read: (item: string) => T | null): T[] | null {
  if (text === '') return null
  const items: T[] = []
  for (const item of text.split(',')) {
    const value = read(item)
    if (value === null) return null
    items.push(value)
  }
  return items
}

function readUntil(text: string): { date: string; instant?: string } | null {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z)?$/.exec(text)
  if (!match) return null
  if (match[4] !== undefined && (Number(match[4]) > 23 || Number(match[5]) > 59 || Number(match[6]) > 60)) return null
  const date = `${match[1]}-${match[2]}-${match[3]}`
  if (readDate(date) === null) return null
  return match[4] === undefined ? { date } : { date, instant: `${date}T${match[4]}:${match[5]}:${match[6]}Z` }
}

/**
 * The rule as it is saved and published: for an event with a start time (`startTime`, 'HH:MM'), a
 * date-only UNTIL ('UNTIL=20261210') becomes the instant RFC 5545 requires beside a zoned start,
 * the end of that day in church time, in UTC ('UNTIL=20261211T055959Z' in Central time), so
 * calendar apps read the feed as the site does. An all-day event keeps a date, as RFC 5545 has it
 * for a date start; any other rule is returned as it is.
 */
export function untilAsInstant(rule: string, timeZone: string, startTime: string): string {
  if (!startTime) return rule
  return rule.replace(/(^|;)UNTIL=(\d{4})(\d{2})(\d{2})(?=;|$)/i, (_, lead: string, y: string, m: string, d: string) => {
    const end = new Date(zonedInstant(timeZone, `${y}-${m}-${d}`, '23:59').getTime() + 59_000)
    return `${lead}UNTIL=${end
      .toISOString()
      .replace(/\.\d{3}/, '')
      .replace(/[-:]/g, '')}`
  })
}

/**
 * The rule with its date-time UNTIL placed in the church's time zone, for an event starting at
 * `startTime` ('HH:MM', '' for all day): the last date whose start is not after that instant
 * (RFC 5545: UNTIL bounds the starts, inclusively). `FREQ=WEEKLY;BYDAY=TH;UNTIL=20261126T235959Z`
 * at 7:00 PM Central ends with Nov 19, since Nov 26 at 7 PM CST is 01:00 UTC on the 27th.
 */
export function untilInChurchTime(rule: RecurrenceRule, startTime: string, timeZone: string): RecurrenceRule {
  if (!rule.untilInstant) return rule
  const until = new Date(rule.untilInstant)
  const day = churchNow(timeZone, until).date
  // Compared as instants, not as clock readings: on the night clocks go back, 1:45 AM is first
  // 1:45 CDT, before an UNTIL of 1:30 CST; on the night they go forward, 2:30 AM is 3:30 CDT.
  const startsBy = startInstant(timeZone, day, startTime || '00:00') <= until.getTime()
  return { ...rule, until: startsBy ? day : formatDay((readDate(day) as number) - 1) }
}

const DAY_MS = 86_400_000

/**
 * The instant (ms) a start at `time` on `date` in `timeZone` is, as RFC 5545 3.3.5 reads a local
 * time: one the clock shows twice (clocks going back) is the first of the two, one it skips
 * (clocks going forward) is read with the offset from before the gap. The offsets a day before
 * and a day after are the ones either side of that night's change.
 */
function startInstant(timeZone: string, date: string, time: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`)
  const before = wall - utcOffsetMinutes(timeZone, new Date(wall - DAY_MS)) * 60_000
  if (utcOffsetMinutes(timeZone, new Date(before)) * 60_000 === wall - before) return before
  const after = wall - utcOffsetMinutes(timeZone, new Date(wall + DAY_MS)) * 60_000
  return utcOffsetMinutes(timeZone, new Date(after)) * 60_000 === wall - after ? after : before
}

/**
 * Reads an RRULE value ('FREQ=MONTHLY;BYDAY=2SU', a leading 'RRULE:' and any letter case
 * accepted). Answers the rule, or an error saying what is wrong with it.
 */
export function parseRule(text: string): { rule: RecurrenceRule; error?: undefined } | { error: string; rule?: undefined } {
  const body = text
    .trim()
    .replace(/^RRULE:/i, '')
    .toUpperCase()
  if (body === '') return { error: 'The rule is empty' }
  const parts = new Map<string, string>()
  for (const part of body.split(';')) {
    if (part === '') continue
    const eq = part.indexOf('=')
    if (eq <= 0) return { error: `"${part}" is not NAME=VALUE` }
    const name = part.slice(0, eq)
    if (parts.has(name)) return { error: `${name} is given twice` }
    parts.set(name, part.slice(eq + 1))
  }
  const freq = parts.get('FREQ')
  if (freq === undefined) return { error: 'FREQ is missing' }
  if (!FREQS.has(freq)) return { error: `FREQ=${freq} is not supported (DAILY, WEEKLY, MONTHLY or YEARLY)` }
  const rule: RecurrenceRule = { freq: freq as Freq, interval: 1, weekStart: 1 }
  for (const [name, value] of parts) {
    const bad = { error: `${name}=${value} is not valid` }
    switch (name) {
      case 'FREQ':
        break
      case 'INTERVAL': {
        const interval = wholeNumber(value, 1, 999_999)
        if (interval === null) return bad
        rule.interval = interval
        break
      }
      case 'COUNT': {
        const count = wholeNumber(value, 1, 9_999_999)
        if (count === null) return bad
        rule.count = count
        break
      }
      case 'UNTIL': {
        const until = readUntil(value)
        if (until === null) return bad
        rule.until = until.date
        if (until.instant) rule.untilInstant = until.instant
        break
      }
      case 'BYDAY': {
        const days = list(value, (item) => {
          const match = /^([+-]?\d{1,2})?(SU|MO|TU|WE|TH|FR|SA)$/.exec(item)
          if (!match) return null
          const ordinal = match[1] === undefined ? 0 : signedNumber(match[1], 53)
          return ordinal === null ? null : { ordinal, weekday: WEEKDAYS.indexOf(match[2]) }
        })
        if (!days) return bad
        if (days.some((d) => d.ordinal !== 0) && rule.freq !== 'MONTHLY' && rule.freq !== 'YEARLY') {
          return { error: `BYDAY=${value}: a numbered weekday needs FREQ=MONTHLY or FREQ=YEARLY` }
        }
        rule.byDay = days
        break
      }
      case 'BYMONTHDAY': {
        const days = list(value, (item) => signedNumber(item, 31))
        if (!days) return bad
        if (rule.freq === 'WEEKLY') return { error: 'BYMONTHDAY cannot be used with FREQ=WEEKLY' }
        rule.byMonthDay = days
        break
      }
      case 'BYMONTH': {
        const months = list(value, (item) => wholeNumber(item, 1, 12))
        if (!months) return bad
        rule.byMonth = months
        break
      }
      case 'BYSETPOS': {
        const positions = list(value, (item) => signedNumber(item, 366))
        if (!positions) return bad
        rule.bySetPos = positions
        break
      }
      case 'WKST': {
        const day = WEEKDAYS.indexOf(value)
        if (day < 0) return bad
        rule.weekStart = day
        break
      }
      default:
        return { error: UNSUPPORTED.has(name) ? `${name} is not supported` : `${name} is not a rule part` }
    }
  }
  if (rule.count !== undefined && rule.until !== undefined) return { error: 'COUNT and UNTIL cannot both be given' }
  if (rule.bySetPos && !rule.byDay && !rule.byMonthDay && !rule.byMonth) return { error: 'BYSETPOS needs another BY part' }
  return { rule }
}

// ---- expansion ----

interface Plan {
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
function planFor(rule: RecurrenceRule, first: number): Plan {
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
function periodStart(plan: Plan, k: number): number {
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
function periodOf(plan: Plan, n: number): number {
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
function periodDays(plan: Plan, k: number, found: number[]): number {
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

/**
 * The occurrences in [from, to], at most `max`, as day numbers. `withStart`: the series (the first
 * date is the first occurrence and counts toward COUNT); else the rule's own dates on or after the
 * first date, COUNT aside.
 */
function expand(plan: Plan, from: number, to: number, max: number, withStart: boolean): number[] {
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
    daysExamined += examined
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
 * date. An unreadable rule gives the first date alone (when it falls in the window).
 */
export function occurrencesBetween(firstDate: string, rule: string | RecurrenceRule, from: string, to: string, max = 100): string[] {
  const first = readDate(firstDate)
  const start = readDate(from)
  const end = readDate(to)
  if (first === null || start === null || end === null) return []
  const parsed = ruleOf(rule)
  if (!parsed) return first >= start && first <= end && max > 0 ? [firstDate] : []
  return expand(planFor(parsed, first), start, end, max, true).map(formatDay)
}

/**
 * The first date (YYYY-MM-DD) on or after `onOrAfter` on which an event that started on
 * `firstDate` and repeats by the RFC 5545 `rule` (for example 'FREQ=WEEKLY;BYDAY=TU') happens,
 * or null when the series has ended (UNTIL or COUNT), has no date in the ten years from
 * `onOrAfter`, or the rule cannot be read.
 */
export function nextOccurrence(firstDate: string, rule: string | RecurrenceRule, onOrAfter: string): string | null {
  if (firstDate >= onOrAfter) return firstDate
  const first = readDate(firstDate)
  const start = readDate(onOrAfter)
  const parsed = ruleOf(rule)
  if (first === null || start === null || !parsed) return null
  const [next] = expand(planFor(parsed, first), start, Number.POSITIVE_INFINITY, 1, true)
  return next === undefined ? null : formatDay(next)
}

/**
 * What is wrong with repeating from `firstDate` by `rule`, in the words the event form shows,
 * or null when nothing is: the rule cannot be read, or it gives no date of its own in the ten
 * years from the first date (FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30).
 */
export function ruleProblem(firstDate: string, rule: string): string | null {
  const parsed = parseRule(rule)
  const first = readDate(firstDate)
  if (!parsed.rule) return UNREADABLE_RULE
  if (first === null) return null
  return expand(planFor(parsed.rule, first), first, first + HORIZON_DAYS, 1, false).length === 0 ? NEVER_PRODUCES : null
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

// ---- stored events ----

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

/**
 * One date of a series cancelled or changed by staff, kept on the event. `on` is the date the rule
 * gives: the occurrence's address (/events/{id}/{on}) and its RECURRENCE-ID in the feeds. The other
 * fields are '' where the date keeps the series' own.
 */
export interface DateChange {
  on: string
  cancelled: boolean
  /** The date it moved to. */
  date: string
  startTime: string
  endTime: string
  location: string
  /** A word to visitors: 'Moved for Thanksgiving'. */
  note: string
}

/** One date of an event as visitors see it, a change applied. */
export interface Occurrence {
  /** The date the rule gives (for an event that does not repeat, its date): the occurrence's address. */
  on: string
  /** The date it happens. */
  date: string
  startTime: string
  endTime: string
  location: string
  cancelled: boolean
  /** Its date, time or place is not the series' own. */
  changed: boolean
  note: string
}

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

export interface BadRuleReport {
  id?: string
  date: string
  rule: string
  /** parseRule's error, or NEVER_PRODUCES. */
  problem: string
}

let report: (bad: BadRuleReport) => void = (bad) =>
  console.warn(`Event ${bad.id ?? '(no id)'} repeats by "${bad.rule}", which is shown at its own date: ${bad.problem}`)

/**
 * Where a stored event's unusable rule is reported (once per event and rule per process);
 * console.warn until set. Answers the handler it replaces.
 */
export function reportBadRulesTo(handler: (bad: BadRuleReport) => void): (bad: BadRuleReport) => void {
  const previous = report
  report = handler
  return previous
}

const reported = new Set<string>()
const problems = new Map<string, string | null>()

/** parseRule's error or NEVER_PRODUCES for a stored rule, remembered (a bad rule costs a ten-year search). */
function storedRuleProblem(date: string, rule: string): string | null {
  const key = `${date}|${rule}`
  const known = problems.get(key)
  if (known !== undefined) return known
  const parsed = parseRule(rule)
  const problem = parsed.error ?? ruleProblem(date, rule)
  if (problems.size >= 5000) problems.clear()
  problems.set(key, problem)
  return problem
}

/**
 * The rule a stored event repeats by, without a leading 'RRULE:', or null when it does not repeat
 * or its rule cannot be used (unreadable, or no date of its own in ten years): such an event is
 * treated as happening once, on its own date, and reported once.
 */
export function usableRule(event: RepeatingEvent): string | null {
  if (!event.isRecurring || !event.recurrenceRule) return null
  const rule = event.recurrenceRule.trim().replace(/^RRULE:/i, '')
  const problem = storedRuleProblem(event.date, rule)
  if (problem === null) return rule
  const key = `${event.id ?? ''}|${event.date}|${rule}`
  if (!reported.has(key)) {
    if (reported.size >= 5000) reported.clear()
    reported.add(key)
    report({ id: event.id, date: event.date, rule, problem })
  }
  return null
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
