import { utcOffsetMinutes } from '../../lib/dates'
import { compactDate } from '../../lib/event-times'
import { withoutControlCharacters } from '../../lib/plain-text'

/** RFC 5545 text value: without control characters (RFC 5545 allows none but tab), backslash, semicolon, comma and line breaks escaped. */
export function icsText(value: string): string {
  return withoutControlCharacters(value)
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** Lines of at most 75 octets, continued with CRLF and a space; never splits a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  if (encoder.encode(line).length <= 75) return line
  const pieces: string[] = []
  let piece = ''
  let bytes = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    if (bytes + size > (pieces.length === 0 ? 75 : 74)) {
      pieces.push(piece)
      piece = ''
      bytes = 0
    }
    piece += char
    bytes += size
  }
  pieces.push(piece)
  return pieces.join('\r\n ')
}

/** A whole iCalendar object: CRLF line ends, every line folded. */
export const icsDocument = (lines: string[]) => `${lines.map(foldLine).join('\r\n')}\r\n`

/** '20261124T100000' (local wall time, used with TZID). */
export const icsLocal = (date: string, time: string) => compactDate(date, time)
/** '20261124' (an all-day date). */
export const icsDate = (date: string) => compactDate(date)
/** '20261121T081500Z' (UTC). */
export const icsUtc = (at: Date) => `${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`

const offsetText = (minutes: number) => {
  const abs = Math.abs(minutes)
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`
}

const HOUR = 3_600_000
const WEEK = 7 * 24 * HOUR

/** The instants in `year` at which the zone's UTC offset changes (to the minute). */
function transitions(timeZone: string, year: number) {
  const found: { at: Date; from: number; to: number }[] = []
  let t = Date.UTC(year, 0, 1)
  const end = Date.UTC(year + 1, 0, 1)
  let offset = utcOffsetMinutes(timeZone, new Date(t))
  // A week at a time (no zone changes its clocks twice in a week), then to the minute.
  for (; t < end; t += WEEK) {
    const next = utcOffsetMinutes(timeZone, new Date(Math.min(t + WEEK, end)))
    if (next === offset) continue
    let low = t
    let high = Math.min(t + WEEK, end)
    while (high - low > 60_000) {
      const mid = Math.floor((low + high) / 2 / 60_000) * 60_000
      if (utcOffsetMinutes(timeZone, new Date(mid)) === offset) low = mid
      else high = mid
    }
    found.push({ at: new Date(high), from: offset, to: next })
    offset = next
  }
  return found
}

const zoneName = (timeZone: string, at: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ??
  timeZone

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']

/** The earliest year a VTIMEZONE goes back to: the platform's zone data is reliable from 1970. */
const FIRST_ZONE_YEAR = 1970

type Change = { at: Date; from: number; to: number }
/** A change as its yearly rule: the same key in two years means the same RRULE serves both. */
const ruleOf = (change: Change) => {
  // The wall-clock moment of the change, in the offset before it (2:00 a.m. for US zones).
  const wall = new Date(change.at.getTime() + change.from * 60_000)
  const daysInMonth = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + 1, 0)).getUTCDate()
  const week = wall.getUTCDate() + 7 > daysInMonth ? -1 : Math.ceil(wall.getUTCDate() / 7)
  const rule = `FREQ=YEARLY;BYMONTH=${wall.getUTCMonth() + 1};BYDAY=${week}${WEEKDAYS[wall.getUTCDay()]}`
  return { wall, rule, key: `${rule}|${wall.toISOString().slice(11, 16)}|${change.from}|${change.to}` }
}

const built = new Map<string, string[]>()

/**
 * A VTIMEZONE for an IANA zone covering every year from `fromYear` (at the earliest 1970) on,
 * read from the platform's time-zone data: each run of years that change their clocks by the same
 * rule is one DAYLIGHT and one STANDARD part with a yearly `RRULE` (ended by UNTIL when the rule
 * later changed, as the US rules did in 2007), and a run of years on one offset is one STANDARD
 * part. So every date the feed publishes resolves to the offset it had.
 */
export function vtimezone(timeZone: string, fromYear: number, toYear = new Date().getUTCFullYear() + 1): string[] {
  const first = Math.min(Math.max(fromYear, FIRST_ZONE_YEAR), toYear)
  const memo = `${timeZone}|${first}|${toYear}`
  const known = built.get(memo)
  if (known) return known
  // Consecutive years whose changes follow the same rules.
  const runs: { years: number[]; changes: Change[][]; key: string }[] = []
  for (let year = first; year <= toYear; year++) {
    const changes = transitions(timeZone, year)
    const key =
      changes.map((change) => ruleOf(change).key).join(' ') || `fixed ${utcOffsetMinutes(timeZone, new Date(Date.UTC(year, 0, 1)))}`
    const last = runs.at(-1)
    if (last?.key === key) {
      last.years.push(year)
      last.changes.push(changes)
    } else runs.push({ years: [year], changes: [changes], key })
  }
  /** A STANDARD part holding the offset the zone has at the start of `year`, from then on. */
  const offsetFrom = (year: number) => {
    const startsAt = new Date(Date.UTC(year, 0, 1))
    const offset = offsetText(utcOffsetMinutes(timeZone, startsAt))
    return [
      'BEGIN:STANDARD',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      `TZNAME:${zoneName(timeZone, startsAt)}`,
      `DTSTART:${year}0101T000000`,
      'END:STANDARD',
    ]
  }
  // Opened by the offset of the first day covered, so a date before that year's first change has
  // one too (before every part's DTSTART a calendar app has no offset at all).
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, `X-LIC-LOCATION:${timeZone}`, ...offsetFrom(first)]
  for (const [index, run] of runs.entries()) {
    const open = index === runs.length - 1
    const [firstChanges] = run.changes
    if (firstChanges.length === 0) {
      // The opening part already says it for a first run on one offset.
      if (index > 0) lines.push(...offsetFrom(run.years[0]))
      continue
    }
    for (const [at, change] of firstChanges.entries()) {
      const { wall, rule } = ruleOf(change)
      const kind = change.to > change.from ? 'DAYLIGHT' : 'STANDARD'
      // The rule's last change, as an instant: where the next run's rule takes over.
      const until = open ? '' : `;UNTIL=${icsUtc((run.changes.at(-1) as Change[])[at].at)}`
      lines.push(
        `BEGIN:${kind}`,
        `TZOFFSETFROM:${offsetText(change.from)}`,
        `TZOFFSETTO:${offsetText(change.to)}`,
        `TZNAME:${zoneName(timeZone, new Date(change.at.getTime() + HOUR))}`,
        `DTSTART:${wall.toISOString().replace(/[-:]/g, '').slice(0, 15)}`,
        `RRULE:${rule}${until}`,
        `END:${kind}`,
      )
    }
  }
  lines.push('END:VTIMEZONE')
  if (built.size >= 50) built.clear()
  built.set(memo, lines)
  return lines
}
