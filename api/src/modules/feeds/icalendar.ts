import { utcOffsetMinutes } from '../../lib/dates'
import { compactDate } from '../../lib/event-times'

/** RFC 5545 text value: backslash, semicolon, comma and line breaks escaped. */
export function icsText(value: string): string {
  return value
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
const DAY = 24 * HOUR

/** The instants in `year` at which the zone's UTC offset changes (to the minute). */
function transitions(timeZone: string, year: number) {
  const found: { at: Date; from: number; to: number }[] = []
  let t = Date.UTC(year, 0, 1)
  const end = Date.UTC(year + 1, 0, 1)
  let offset = utcOffsetMinutes(timeZone, new Date(t))
  for (; t < end; t += DAY) {
    const next = utcOffsetMinutes(timeZone, new Date(t + DAY))
    if (next === offset) continue
    let low = t
    let high = t + DAY
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

/**
 * A VTIMEZONE for an IANA zone, read from the platform's time-zone data: the zone's yearly
 * changes as `RRULE`s (for example the second Sunday of March), or one STANDARD part when the
 * zone keeps one offset.
 */
export function vtimezone(timeZone: string, year: number): string[] {
  const changes = transitions(timeZone, year)
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, `X-LIC-LOCATION:${timeZone}`]
  if (changes.length === 0) {
    const offset = offsetText(utcOffsetMinutes(timeZone, new Date(Date.UTC(year, 0, 1))))
    lines.push(
      'BEGIN:STANDARD',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      `TZNAME:${zoneName(timeZone, new Date(Date.UTC(year, 0, 1)))}`,
      'DTSTART:19700101T000000',
      'END:STANDARD',
    )
  }
  for (const change of changes) {
    // The wall-clock moment of the change, in the offset before it (2:00 a.m. for US zones).
    const wall = new Date(change.at.getTime() + change.from * 60_000)
    const day = wall.getUTCDate()
    const daysInMonth = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + 1, 0)).getUTCDate()
    const week = day + 7 > daysInMonth ? -1 : Math.ceil(day / 7)
    const stamp = wall.toISOString().replace(/[-:]/g, '').slice(0, 15)
    const kind = change.to > change.from ? 'DAYLIGHT' : 'STANDARD'
    lines.push(
      `BEGIN:${kind}`,
      `TZOFFSETFROM:${offsetText(change.from)}`,
      `TZOFFSETTO:${offsetText(change.to)}`,
      `TZNAME:${zoneName(timeZone, new Date(change.at.getTime() + HOUR))}`,
      `DTSTART:${stamp}`,
      `RRULE:FREQ=YEARLY;BYMONTH=${wall.getUTCMonth() + 1};BYDAY=${week}${WEEKDAYS[wall.getUTCDay()]}`,
      `END:${kind}`,
    )
  }
  lines.push('END:VTIMEZONE')
  return lines
}
