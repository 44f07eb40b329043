import { addDays, eventEnd, spanDays } from '../../lib/event-times'
import { fallsOn, type Occurrence, occurrenceOn, untilAsInstant, usableRule } from '../../lib/recurrence'
import { formatClock, zoneLabelOn } from '../../lib/service-times'
import { slugOf } from '../../lib/slug'
import type { EventRow } from '../events/repo'

/** An event as the feeds publish it: with its categories (decision 0057), each a CATEGORIES value. */
type ChurchEvent = EventRow & { categories?: { name: string }[] }

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

/** DTSTART and DTEND of an occurrence: timed in the church's zone, or all-day; lasting as many days as the event. */
function when(event: ChurchEvent, at: Pick<Occurrence, 'date' | 'startTime' | 'endTime'>, timezone: string): string[] {
  const span = spanDays(event)
  if (!at.startTime) return [`DTSTART;VALUE=DATE:${icsDate(at.date)}`, `DTEND;VALUE=DATE:${icsDate(addDays(at.date, span + 1))}`]
  const end = eventEnd(at.date, at.startTime, at.endTime, span)
  return [`DTSTART;TZID=${timezone}:${icsLocal(at.date, at.startTime)}`, `DTEND;TZID=${timezone}:${icsLocal(end.date, end.time)}`]
}

/** The date-time the rule gives an occurrence, as EXDATE and RECURRENCE-ID name it (the series' start time on `on`). */
const ruleInstant = (event: ChurchEvent, on: string, timezone: string) =>
  event.startTime ? `;TZID=${timezone}:${icsLocal(on, event.startTime)}` : `;VALUE=DATE:${icsDate(on)}`

/** What a VEVENT says besides its dates: title, description with the time in words and the page's link, place, stamps. */
function details(event: ChurchEvent, site: CalendarSite, link: string, extra: { note?: string; location?: string; when?: string }) {
  const description = [
    extra.note?.trim(),
    extra.when ?? whenText(event, site.timezone),
    event.description.trim(),
    event.recurrenceDescription.trim(),
    link,
  ]
    .filter(Boolean)
    .join('\n\n')
  return [
    `SUMMARY:${icsText(event.title)}`,
    `DESCRIPTION:${icsText(description)}`,
    `LOCATION:${icsText(extra.location || event.location || `${site.churchName}, ${site.address}`)}`,
    `URL:${link}`,
    ...(event.categories?.length ? [`CATEGORIES:${event.categories.map((c) => icsText(c.name)).join(',')}`] : []),
    `CREATED:${icsUtc(event.createdAt)}`,
    `LAST-MODIFIED:${icsUtc(event.updatedAt)}`,
  ]
}

/**
 * An event's VEVENTs: the event (repeating by its rule when that rule is usable), with each
 * cancelled date as an EXDATE and each changed date as its own VEVENT with the same UID and a
 * RECURRENCE-ID naming the date it replaces (RFC 5545 §3.8.4.4).
 */
function vevents(event: ChurchEvent, site: CalendarSite, stamp: Date): string[] {
  const host = new URL(site.origin).host
  const uid = `UID:event-${event.id}@${host}`
  const link = `${site.origin}/events/${event.id}`
  const lines = ['BEGIN:VEVENT', uid, `DTSTAMP:${icsUtc(stamp)}`, ...when(event, event, site.timezone)]
  // A rule we cannot expand (unreadable, or no date of its own) is left out: the event is published once, at its date.
  // UNTIL as RFC 5545 wants it for the start (a rule saved before that was done is published so too).
  const rule = usableRule(event)
  // Only changes to dates the rule still gives: the rule or first date may have been edited since.
  const changes = rule ? event.changes.filter((change) => fallsOn(event, change.on, site.timezone)) : []
  if (rule) lines.push(`RRULE:${untilAsInstant(rule, site.timezone, event.startTime)}`)
  for (const change of changes.filter((c) => c.cancelled)) lines.push(`EXDATE${ruleInstant(event, change.on, site.timezone)}`)
  lines.push(...details(event, site, link, {}), 'END:VEVENT')
  for (const change of changes.filter((c) => !c.cancelled)) {
    const occurrence = occurrenceOn(event, change.on)
    lines.push(
      'BEGIN:VEVENT',
      uid,
      `DTSTAMP:${icsUtc(stamp)}`,
      `RECURRENCE-ID${ruleInstant(event, change.on, site.timezone)}`,
      ...when(event, occurrence, site.timezone),
      ...details(event, site, `${link}/${change.on}`, {
        note: change.note,
        location: occurrence.location,
        when: occurrenceWhen(occurrence, site.timezone),
      }),
      'END:VEVENT',
    )
  }
  return lines
}

/** A changed date's time in words with the zone as that date falls: '6:00 PM CST'. */
function occurrenceWhen(occurrence: Occurrence, timeZone: string): string {
  if (!occurrence.startTime) return ''
  const range = occurrence.endTime
    ? `${formatClock(occurrence.startTime)} – ${formatClock(occurrence.endTime)}`
    : formatClock(occurrence.startTime)
  const zone = zoneLabelOn(timeZone, occurrence.date, occurrence.startTime)
  return zone ? `${range} ${zone}` : range
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
    ...events.flatMap((event) => vevents(event, site, now)),
    'END:VCALENDAR',
  ])
}

/** A file name for one event's .ics download: 'women-s-bible-study.ics'. */
export const icsFileName = (title: string) => `${slugOf(title).slice(0, 60) || 'event'}.ics`

/**
 * One date of a series as a one-off event of its own (UID and link naming the date, /events/{id}/{on}),
 * as it happens: its own date, times, place and note. Its .ics sits beside a subscribed calendar's
 * copy of the series without replacing it.
 */
export function dateAsEvent(event: ChurchEvent, occurrence: Occurrence): ChurchEvent {
  const span = spanDays(event)
  return {
    ...event,
    // The feed's UID and URL are made from the id: this date's own (event-{id}/{on}@host, /events/{id}/{on}).
    id: `${event.id}/${occurrence.on}`,
    date: occurrence.date,
    endDate: span > 0 ? addDays(occurrence.date, span) : null,
    startTime: occurrence.startTime,
    endTime: occurrence.endTime,
    location: occurrence.location,
    description: [occurrence.note.trim(), event.description.trim()].filter(Boolean).join('\n\n'),
    isRecurring: false,
    recurrenceRule: '',
    recurrenceDescription: '',
    changes: [],
  }
}
