import { addDays, eventEnd } from '../../lib/event-times'
import { untilAsInstant, usableRule } from '../../lib/recurrence'
import { formatClock, zoneLabelOn } from '../../lib/service-times'
import { slugOf } from '../../lib/slug'
import type { ChurchEvent } from '../events/service'
import { icsDate, icsDocument, icsLocal, icsText, icsUtc, vtimezone } from './icalendar'

export interface CalendarSite {
  churchName: string
  address: string
  timezone: string
  /** The site's origin, for event links and stable UIDs. */
  origin: string
}

/**
 * The event's time in words with the church's zone, for a reader of the description: '7:00 PM CST'
 * on the date of a one-off event, '10:00 AM – 11:30 AM Central Time' for a series that may fall on
 * either side of a clock change. Nothing for an all-day event.
 */
function whenText(event: ChurchEvent, timeZone: string): string {
  if (!event.startTime) return ''
  const range = event.endTime ? `${formatClock(event.startTime)} – ${formatClock(event.endTime)}` : formatClock(event.startTime)
  const zone = usableRule(event) ? genericZoneName(timeZone) : zoneLabelOn(timeZone, event.date, event.startTime)
  return zone ? `${range} ${zone}` : range
}

/** 'Central Time' for America/Chicago: the zone's name whatever the season. */
function genericZoneName(timeZone: string): string {
  return (
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone
  )
}

/** One VEVENT: timed in the church's zone, or all-day when it has no time; repeating by its rule when that rule is usable. */
function vevent(event: ChurchEvent, site: CalendarSite, stamp: Date): string[] {
  const host = new URL(site.origin).host
  const lines = ['BEGIN:VEVENT', `UID:event-${event.id}@${host}`, `DTSTAMP:${icsUtc(stamp)}`]
  if (event.startTime) {
    lines.push(`DTSTART;TZID=${site.timezone}:${icsLocal(event.date, event.startTime)}`)
    const end = eventEnd(event.date, event.startTime, event.endTime)
    lines.push(`DTEND;TZID=${site.timezone}:${icsLocal(end.date, end.time)}`)
  } else {
    lines.push(`DTSTART;VALUE=DATE:${icsDate(event.date)}`, `DTEND;VALUE=DATE:${icsDate(addDays(event.date))}`)
  }
  // A rule we cannot expand (unreadable, or no date of its own) is left out: the event is published once, at its date.
  // UNTIL as RFC 5545 wants it for the start (a rule saved before that was done is published so too).
  const rule = usableRule(event)
  if (rule) lines.push(`RRULE:${untilAsInstant(rule, site.timezone, event.startTime)}`)
  lines.push(`SUMMARY:${icsText(event.title)}`)
  const link = `${site.origin}/events/${event.id}`
  const description = [whenText(event, site.timezone), event.description.trim(), event.recurrenceDescription.trim(), link]
    .filter(Boolean)
    .join('\n\n')
  lines.push(`DESCRIPTION:${icsText(description)}`, `LOCATION:${icsText(event.location || `${site.churchName}, ${site.address}`)}`)
  lines.push(`URL:${link}`, `CREATED:${icsUtc(event.createdAt)}`, `LAST-MODIFIED:${icsUtc(event.updatedAt)}`, 'END:VEVENT')
  return lines
}

/** A whole calendar (RFC 5545) of the given events, with the church's time zone. */
export function buildCalendar(events: ChurchEvent[], site: CalendarSite, opts: { name: string; now?: Date }): string {
  const now = opts.now ?? new Date()
  return icsDocument([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(site.churchName)}//Church website//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(opts.name)}`,
    `X-WR-TIMEZONE:${site.timezone}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    // From the year of the oldest date published (a series begun in 2014 starts there), so calendar apps resolve each to its offset.
    ...vtimezone(site.timezone, Math.min(now.getUTCFullYear() - 1, ...events.map((event) => Number(event.date.slice(0, 4))))),
    ...events.flatMap((event) => vevent(event, site, now)),
    'END:VCALENDAR',
  ])
}

/** A file name for one event's .ics download: 'women-s-bible-study.ics'. */
export const icsFileName = (title: string) => `${slugOf(title).slice(0, 60) || 'event'}.ics`
