/**
 * Our recurrence engine against an independent RFC 5545 implementation: python-dateutil's rrule
 * (Debian's python3-dateutil, run by /usr/bin/python3 once for all cases; api/src/test/calendar-reader.ts).
 *
 * 300 rules are drawn from a seeded generator (RECURRENCE_SEED=n bun test ... draws another set;
 * a failure names the seed and the case). Each starts on a date the rule gives itself (the product
 * refuses other first dates; ours picks it, dateutil's first date checks it), at a time of day in
 * America/Chicago, often near a clock change, a month's end or Feb 29, and often near midnight.
 * The rule is given to both as the product saves it (untilAsInstant: a date UNTIL becomes the end
 * of that day in church time, an instant) and read by ours as the product reads it
 * (untilInChurchTime, as upcomingDate does). Compared: the first 20 dates; 21 dates of a window two
 * to six years on (without COUNT our engine starts expanding near the window), the next date and
 * the date the site lists there. The nights clocks change are tried hour by hour (dstNights).
 *
 * Left out, as dateutil 2.8 gets it wrong: WEEKLY with a positive BYSETPOS (see ruleParts).
 */
import { describe, expect, test } from 'bun:test'
import { runPython } from '../test/calendar-reader'
import { zonedInstant } from './dates'
import { addDays } from './event-times'
import {
  HORIZON_DAYS,
  nextOccurrence,
  occurrencesBetween,
  parseRule,
  ruleProblem,
  startProblem,
  untilAsInstant,
  untilInChurchTime,
  upcomingDate,
} from './recurrence'
import { seededRandom } from './seeded-random'

const ZONE = 'America/Chicago'
const SEED = Number(process.env.RECURRENCE_SEED ?? 20_261_126)
const CASES = 300
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']
/** Ordinary hours and ones near midnight; the hours clocks change in (1 to 3 AM) are tried by dstNights below. */
const START_TIMES = [
  '00:00',
  '00:15',
  '00:45',
  '06:30',
  '09:30',
  '10:00',
  '12:00',
  '17:00',
  '18:30',
  '19:00',
  '22:00',
  '23:00',
  '23:30',
  '23:59',
]

/** Cases drawn from a seeded generator, the same on every run. */
function generator(seed: number) {
  const random = seededRandom(seed)
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]
  const chance = (p: number) => random() < p
  /** `size` distinct items, in the order drawn. */
  const some = <T>(items: readonly T[], size: number): T[] => {
    const left = [...items]
    return Array.from({ length: Math.min(size, left.length) }, () => left.splice(int(0, left.length - 1), 1)[0])
  }
  return { int, pick, chance, some }
}

type Random = ReturnType<typeof generator>

const pad = (n: number) => String(n).padStart(2, '0')
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay()
/** The n-th `weekday` of a month (n from 1). */
const nthWeekday = (year: number, month: number, weekday: number, n: number) => {
  const first = `${year}-${pad(month)}-01`
  return addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + 7 * (n - 1))
}
const lastDay = (year: number, month: number) => addDays(month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`, -1)

/** A date to start looking for the first date from: near a clock change, Feb 29, a month's or year's end, or any day. */
function anchorDate(r: Random): string {
  const year = r.int(2001, 2040)
  switch (r.pick(['spring', 'fall', 'leap', 'month-end', 'year-end', 'any', 'any'])) {
    case 'spring':
      return addDays(nthWeekday(year, 3, 0, 2), r.int(-3, 3))
    case 'fall':
      return addDays(nthWeekday(year, 11, 0, 1), r.int(-3, 3))
    case 'leap':
      return `${year - (year % 4)}-02-${r.pick(['28', '29', '29'])}`
    case 'month-end':
      return addDays(lastDay(year, r.int(1, 12)), -r.int(0, 3))
    case 'year-end':
      return addDays(`${year}-12-31`, r.int(-2, 2))
    default:
      return addDays(`${year}-01-01`, r.int(0, 364))
  }
}

const signed = (r: Random, values: number[]) => (r.chance(0.3) ? -r.pick(values) : r.pick(values))
const days = (r: Random, size: number) =>
  r
    .some(WEEKDAYS, size)
    .sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b))
    .join(',')
const months = (r: Random) =>
  r
    .some([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], r.int(1, 4))
    .sort((a, b) => a - b)
    .join(',')
const monthDays = (r: Random) => r.some([1, 2, 10, 13, 15, 28, 29, 30, 31, -1, -2, -3, -7, -29, -31], r.int(1, 3)).join(',')
const ordinalDays = (r: Random, max: number) =>
  r
    .some(WEEKDAYS, r.int(1, 2))
    .map((day) => `${r.chance(0.75) ? signed(r, [1, 2, 3, 4]) : signed(r, [1, 2, 3, 4, 5, max])}${day}`)
    .join(',')

/** A rule without COUNT or UNTIL: its parts as 'NAME=value' strings. */
function ruleParts(r: Random): string[] {
  const freq = r.pick(['DAILY', 'WEEKLY', 'WEEKLY', 'MONTHLY', 'MONTHLY', 'YEARLY', 'YEARLY'])
  const parts = [`FREQ=${freq}`]
  if (r.chance(0.5)) parts.push(`INTERVAL=${r.int(1, 4)}`)
  switch (freq) {
    case 'DAILY':
      if (r.chance(0.3)) parts.push(`BYDAY=${days(r, r.int(1, 3))}`)
      if (r.chance(0.25)) parts.push(`BYMONTH=${months(r)}`)
      if (r.chance(0.2)) parts.push(`BYMONTHDAY=${monthDays(r)}`)
      if (parts.length > 2 && r.chance(0.15)) parts.push(`BYSETPOS=${r.pick(['1', '-1', '1,-1'])}`)
      break
    case 'WEEKLY': {
      const size = r.int(1, 4)
      if (r.chance(0.75)) parts.push(`BYDAY=${days(r, size)}`)
      if (r.chance(0.2)) parts.push(`BYMONTH=${months(r)}`)
      // Only positions from the end: dateutil 2.8 counts the first week's positions from DTSTART,
      // not from the week's start (its wdayset begins the first period at DTSTART), so BYSETPOS=2
      // over MO,WE,FR started on a Wednesday gives that week's Friday, where RFC 5545 (and we) give
      // the Wednesday. Counting from the end is the same either way.
      if (parts.some((p) => p.startsWith('BYDAY=')) && size > 1 && r.chance(0.3)) parts.push(`BYSETPOS=${r.pick(['-1', '-2', '-1,-2'])}`)
      break
    }
    case 'MONTHLY':
      switch (r.pick(['ordinal', 'ordinal', 'monthday', 'monthday', 'setpos', 'weekday-and-monthday', 'plain'])) {
        case 'ordinal':
          parts.push(`BYDAY=${ordinalDays(r, 5)}`)
          break
        case 'monthday':
          parts.push(`BYMONTHDAY=${monthDays(r)}`)
          if (r.chance(0.25)) parts.push(`BYSETPOS=${r.pick(['1', '-1', '2', '-2'])}`)
          break
        case 'setpos':
          parts.push(r.pick(['BYDAY=MO,TU,WE,TH,FR', 'BYDAY=SA,SU', `BYDAY=${days(r, 3)}`]))
          parts.push(`BYSETPOS=${r.pick(['1', '-1', '2', '-2', '3', '1,-1', '-3'])}`)
          break
        case 'weekday-and-monthday':
          parts.push(
            `BYDAY=${r.chance(0.7) ? days(r, 1) : ordinalDays(r, 5)}`,
            `BYMONTHDAY=${r.pick(['13', '1,2,3,4,5,6,7', '-1,-2,-3,-4,-5,-6,-7', '8,9,10,11,12,13,14'])}`,
          )
          break
      }
      if (r.chance(0.2)) parts.push(`BYMONTH=${months(r)}`)
      break
    case 'YEARLY':
      switch (r.pick(['plain', 'month-ordinal', 'month-ordinal', 'year-ordinal', 'month-monthday', 'month-setpos', 'monthday'])) {
        case 'month-ordinal':
          parts.push(`BYMONTH=${r.chance(0.5) ? r.pick([3, 11]) : months(r)}`, `BYDAY=${ordinalDays(r, 5)}`)
          break
        case 'year-ordinal':
          parts.push(`BYDAY=${r.chance(0.5) ? `${signed(r, [1, 2, 10, 20, 26, 52, 53])}${r.pick(WEEKDAYS)}` : ordinalDays(r, 53)}`)
          break
        case 'month-monthday':
          parts.push(
            `BYMONTH=${r.chance(0.4) ? 2 : months(r)}`,
            `BYMONTHDAY=${r.chance(0.4) ? r.pick(['29', '-1', '28,29']) : monthDays(r)}`,
          )
          break
        case 'month-setpos':
          parts.push(`BYMONTH=${r.pick(['11', '5', '2,8', months(r)])}`, `BYDAY=${r.pick(['TH', 'MO', 'MO,TU,WE,TH,FR', days(r, 2)])}`)
          parts.push(`BYSETPOS=${r.pick(['1', '4', '-1', '-2', '1,-1'])}`)
          break
        case 'monthday':
          parts.push(`BYMONTHDAY=${monthDays(r)}`)
          if (r.chance(0.3)) parts.push(`BYSETPOS=${r.pick(['1', '-1', '3', '-5', '12'])}`)
          break
      }
      break
  }
  if (r.chance(0.25)) parts.push(`WKST=${r.pick(WEEKDAYS)}`)
  return parts
}

const compact = (date: string) => date.replaceAll('-', '')
const utcText = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')

/**
 * COUNT, UNTIL as a date or as a UTC date-time, or no end. The end falls among the first dates or,
 * as often, among the window's (so the window sees a series end). UNTIL is never before the first
 * start: the event form refuses such a rule (it gives no date of its own), and RFC 5545 leaves it open
 * whether DTSTART still happens (we keep it as the first occurrence, dateutil gives nothing).
 */
function endPart(r: Random, first: string, startTime: string, rule: string, window: string): string | null {
  const kind = r.pick(['none', 'none', 'count', 'until-date', 'until-utc', 'until-utc'])
  if (kind === 'none') return null
  const late = r.chance(0.5)
  const near = late ? addDays(window, -r.int(0, 60)) : first
  const dates = occurrencesBetween(first, rule, near, addDays(near, 3650), 30)
  if (dates.length === 0) return null
  if (kind === 'count') {
    const before = late ? occurrencesBetween(first, rule, first, addDays(near, -1), 5000).length : 0
    return `COUNT=${before + (r.chance(0.2) ? 1 : r.int(2, 30))}`
  }
  const on = dates[r.int(0, dates.length - 1)]
  if (kind === 'until-date') return `UNTIL=${compact(on > first && r.chance(0.3) ? addDays(on, r.pick([-1, 1, 2])) : on)}`
  const start = zonedInstant(ZONE, on, startTime).getTime()
  const firstStart = zonedInstant(ZONE, first, startTime).getTime()
  const until = r.chance(0.3)
    ? // As calendar apps often write it: the end of the UTC day, or its start.
      new Date(`${on}T${r.pick(['23:59:59', '00:00:00', '05:59:59', '06:00:00'])}Z`).getTime()
    : start + r.pick([0, 0, -1000, -60_000, 30_000, 59_000, 3_600_000, -3_600_000, r.int(-30, 30) * 3_600_000])
  return `UNTIL=${utcText(new Date(Math.max(until, firstStart)))}`
}

interface Case {
  /** The rule as staff typed it and as the product saves it (untilAsInstant). */
  typed: string
  saved: string
  first: string
  startTime: string
  /** The window's first day (a day early, so yesterday's late occurrence is seen by the upcoming check). */
  window: string
}

/** A rule and a first date it gives, or null when the drawn rule gives no date within ten years. */
function drawCase(r: Random): Case | null {
  const parts = ruleParts(r)
  const anchor = anchorDate(r)
  const startTime = r.pick(START_TIMES)
  const rule = parts.join(';')
  if (parseRule(rule).error || ruleProblem(anchor, rule)) return null
  // The first date: the anchor when the rule gives it, else the next date it gives after the anchor
  // (whether it is one the rule gives is checked against dateutil's first date, not assumed).
  const first =
    startProblem(anchor, rule) === null ? anchor : occurrencesBetween(anchor, rule, addDays(anchor, 1), addDays(anchor, 3650), 1)[0]
  if (!first) return null
  const window = addDays(first, r.int(2 * 365, 6 * 365))
  const end = endPart(r, first, startTime, rule, window)
  const typed = end ? (r.chance(0.5) ? [...parts, end] : [parts[0], end, ...parts.slice(1)]).join(';') : rule
  return { typed, saved: untilAsInstant(typed, ZONE, startTime), first, startTime, window }
}

function drawCases(seed: number, size: number): Case[] {
  const r = generator(seed)
  const cases: Case[] = []
  while (cases.length < size) {
    const drawn = drawCase(r)
    if (drawn) cases.push(drawn)
  }
  return cases
}

/**
 * The nights clocks change, hour by hour: a daily series starting at 1 to 3 AM the day before, with
 * UNTIL an instant around the change. On the night clocks go back (2 AM CDT = 07:00 UTC) the clock
 * shows 1:00-1:59 twice, and RFC 5545 means the first; on the night they go forward (2 AM CST =
 * 08:00 UTC) it never shows 2:00-2:59, and such a time is read with the offset from before.
 */
function dstNights(): Case[] {
  const cases: Case[] = []
  for (const year of [2026, 2034]) {
    for (const [night, change] of [
      [nthWeekday(year, 3, 0, 2), 8],
      [nthWeekday(year, 11, 0, 1), 7],
    ] as const) {
      for (const startTime of ['00:30', '01:00', '01:30', '01:59', '02:00', '02:30', '02:59', '03:00']) {
        for (const minutes of [-60, -30, -1, 0, 30, 59, 60, 90]) {
          const until = new Date(Date.parse(`${night}T${pad(change)}:00:00Z`) + minutes * 60_000 + (minutes === -1 ? 59_000 : 0))
          const typed = `FREQ=DAILY;UNTIL=${utcText(until)}`
          cases.push({ typed, saved: typed, first: addDays(night, -1), startTime, window: addDays(night, 800) })
        }
      }
    }
  }
  return cases
}

/** dateutil's dates for each case: the first 20 (within ten years), and 21 from the window (within ten years of it), as ISO date-times with offsets. */
const DATEUTIL = `
from datetime import date, datetime

zone = ZoneInfo('America/Chicago')


def answer(cases):
    answers = []
    for case in cases:
        first = date.fromisoformat(case['first'])
        hour, minute = map(int, case['startTime'].split(':'))
        start = datetime(first.year, first.month, first.day, hour, minute, tzinfo=zone)
        head_end = date.fromisoformat(case['headEnd'])
        window = date.fromisoformat(case['window'])
        window_end = date.fromisoformat(case['windowEnd'])
        try:
            rule = dateutil.rrule.rrulestr(case['saved'], dtstart=start)
        except Exception as error:
            answers.append({'error': '%s: %s' % (type(error).__name__, error)})
            continue
        head, tail = [], []
        for at in rule:
            on = at.date()
            if len(head) < 20 and on <= head_end:
                head.append(at.isoformat())
            if window <= on <= window_end and len(tail) < 21:
                tail.append(at.isoformat())
            if (len(head) >= 20 or on > head_end) and (len(tail) >= 21 or on > window_end):
                break
        answers.append({'head': head, 'tail': tail})
    return answers
`

interface Answer {
  head?: string[]
  tail?: string[]
  error?: string
}

const dateOf = (iso: string) => iso.slice(0, 10)

describe('the recurrence engine agrees with python-dateutil (RFC 5545)', () => {
  test(`${CASES} generated rules and the nights clocks change: the first 20 dates, and a window years later (seed ${SEED})`, async () => {
    const cases = [...drawCases(SEED, CASES), ...dstNights()]
    const answers = await runPython<Answer[]>(
      DATEUTIL,
      cases.map((c) => ({
        saved: c.saved,
        first: c.first,
        startTime: c.startTime,
        headEnd: addDays(c.first, HORIZON_DAYS),
        window: c.window,
        windowEnd: addDays(c.window, HORIZON_DAYS),
      })),
    )
    expect(answers).toHaveLength(cases.length)

    const disagreements: string[] = []
    for (const [i, c] of cases.entries()) {
      const theirs = answers[i]
      const rerun = `seed ${SEED} (RECURRENCE_SEED=${SEED}), case ${i}: DTSTART ${c.first} ${c.startTime} ${ZONE}, typed "${c.typed}", saved "${c.saved}"`
      if (theirs.error || !theirs.head || !theirs.tail) {
        disagreements.push(`${rerun}: dateutil could not read it: ${theirs.error}`)
        continue
      }
      const parsed = parseRule(c.saved)
      if (!parsed.rule) {
        disagreements.push(`${rerun}: we cannot read the saved rule: ${parsed.error}`)
        continue
      }
      // Ours, as the product reads a saved rule: UNTIL placed in church time (upcomingDate does the same).
      const rule = untilInChurchTime(parsed.rule, c.startTime, ZONE)
      const head = occurrencesBetween(c.first, rule, c.first, addDays(c.first, HORIZON_DAYS), 20)
      const tail = occurrencesBetween(c.first, rule, c.window, addDays(c.window, HORIZON_DAYS), 21)
      // The product accepts the first date (the event form refuses one the rule does not give).
      const refused = startProblem(c.first, c.typed)
      if (refused) disagreements.push(`${rerun}: we refuse the first date: ${refused}`)
      const theirHead = theirs.head.map(dateOf)
      const theirTail = theirs.tail.map(dateOf)
      if (head.join() !== theirHead.join())
        disagreements.push(`${rerun}: first dates: ours ${head.join(' ')}; dateutil ${theirHead.join(' ')}`)
      if (tail.join() !== theirTail.join()) {
        disagreements.push(`${rerun}: from ${c.window}: ours ${tail.join(' ')}; dateutil ${theirTail.join(' ')}`)
      }
      // Every date dateutil gives starts at the start time, on the wall clock.
      for (const at of [...theirs.head, ...theirs.tail]) {
        if (at.slice(11, 16) !== c.startTime) disagreements.push(`${rerun}: dateutil gave ${at}, not at ${c.startTime}`)
      }
      const next = nextOccurrence(c.first, rule, addDays(c.window, 1))
      const theirNext = theirTail.find((date) => date > c.window) ?? null
      if (next !== theirNext) disagreements.push(`${rerun}: next on or after ${addDays(c.window, 1)}: ours ${next}; dateutil ${theirNext}`)
      // The product's own path: the date listed at the start of the window's second day (without an
      // end time an occurrence lasts an hour, so one that began at 23:30 the evening before is still on).
      const event = { date: c.first, startTime: c.startTime, isRecurring: true, recurrenceRule: c.saved }
      const listed = upcomingDate(event, { date: addDays(c.window, 1), time: '00:00', timeZone: ZONE })
      const theirListed = theirTail.find((date) => date > c.window || (date === c.window && c.startTime > '23:00')) ?? null
      if (listed !== theirListed)
        disagreements.push(`${rerun}: listed at ${addDays(c.window, 1)} 00:00: ours ${listed}; dateutil ${theirListed}`)
    }
    expect(disagreements).toEqual([])
  })
})
