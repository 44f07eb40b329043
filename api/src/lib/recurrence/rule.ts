/**
 * Reading a recurrence rule (RRULE): parseRule, and the messages the event form shows about one.
 * Supported: FREQ=DAILY|WEEKLY|MONTHLY|YEARLY, INTERVAL, COUNT, UNTIL (YYYYMMDD: the last date the
 * series may fall on, inclusive; YYYYMMDDTHHMMSSZ: an instant, which untilInChurchTime turns into
 * the last date whose start is not after it, else its UTC date counts), BYDAY (with ordinals such
 * as 2SU or -1FR for MONTHLY and YEARLY), BYMONTHDAY (negative counts from the month's end),
 * BYMONTH, BYSETPOS and WKST. Any other part, or a malformed value, makes the rule unreadable.
 */

import { churchNow, dayWords, utcOffsetMinutes, zonedInstant } from '../dates'
import { formatDay, readDate } from './days'

/** Said on the rule field when the rule cannot be read. */
export const UNREADABLE_RULE = 'Please enter a recurrence rule like FREQ=WEEKLY;BYDAY=TU'
/** Said on the rule field when the rule gives no date of its own in the ten years from the first date. */
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

/** A rule as parseRule reads it. */
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
