import { dayWords } from '../../lib/dates'
import { type Occurrence, usableRule } from '../../lib/recurrence'
import { formatClock } from '../../lib/service-times'
import { type OutgoingEmail, officeAddress, type SiteConfigRow } from '../email/templates'
import type { EventRow } from '../events/repo'
import { buildCalendar, dateAsEvent, icsFileName } from '../feeds/calendar'
import { manageUrl } from './links'

/**
 * The emails a registration sends (decision 0058), plain text like every email of the site: the
 * visitor's words are never read as HTML, and the subject carries the event's title (staff's words),
 * never what the visitor typed.
 */

export type Registrant = { id: string; name: string; email: string; partySize: number; status: 'confirmed' | 'waiting' | 'cancelled' }
export type Dated = { event: EventRow; occurrence: Occurrence }

/** 'Sat, Dec 12, 2026, 6:00 PM – 8:00 PM' (the date alone for an event without a time). */
export function whenWords({ occurrence }: Dated): string {
  const day = dayWords(occurrence.date)
  if (!occurrence.startTime) return day
  const clock = occurrence.endTime
    ? `${formatClock(occurrence.startTime)} – ${formatClock(occurrence.endTime)}`
    : formatClock(occurrence.startTime)
  return `${day}, ${clock}`
}

export const placeWords = ({ occurrence }: Dated, c: SiteConfigRow) =>
  occurrence.location || [c.churchName, c.address].filter(Boolean).join(', ')

/** The date as a calendar file: a series' date as an event of its own, a one-off event as itself. */
function icsOf(dated: Dated, c: SiteConfigRow, origin: string, timezone: string) {
  const { event, occurrence } = dated
  const one = usableRule(event) ? dateAsEvent(event, occurrence) : event
  const site = { churchName: c.churchName, address: c.address, timezone, origin }
  return {
    filename: `${icsFileName(event.title).slice(0, -'.ics'.length)}-${occurrence.date}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: buildCalendar([one], site, { name: event.title }),
  }
}

const people = (n: number) => (n === 1 ? '1 person' : `${n} people`)
const signed = (c: SiteConfigRow) =>
  ['', '--', c.churchName, c.address, c.phone].filter((line) => line !== undefined && line !== null).join('\n')

type Context = { config: SiteConfigRow; origin: string; timezone: string; token: string }

/** Registered: confirmed with a place, or on the waiting list. With the date's .ics and the link to change or cancel. */
export function confirmationEmail(r: Registrant, dated: Dated, ctx: Context): OutgoingEmail {
  const waiting = r.status === 'waiting'
  const title = dated.event.title
  return {
    kind: 'registration-confirmation',
    to: r.email,
    replyTo: officeAddress(ctx.config),
    subject: waiting ? `On the waiting list: ${title}` : `You are registered: ${title}`,
    text: [
      `Dear ${r.name},`,
      '',
      waiting
        ? `${title} is full, so you are on the waiting list (${people(r.partySize)}). If a place comes free, you will get a place in the order people joined, and we will email you.`
        : `You are registered for ${title} (${people(r.partySize)}).`,
      '',
      `When: ${whenWords(dated)}`,
      `Where: ${placeWords(dated, ctx.config)}`,
      '',
      waiting
        ? 'The calendar file attached holds the date, in case a place comes free.'
        : 'Add it to your calendar with the file attached.',
      '',
      `To change the number in your party or cancel, open: ${manageUrl(ctx.origin, ctx.token)}`,
      signed(ctx.config),
    ].join('\n'),
    attachments: [icsOf(dated, ctx.config, ctx.origin, ctx.timezone)],
    sourceId: r.id,
  }
}

/** A place came free: the first waiting whose party fits has it now. */
export function promotedEmail(r: Registrant, dated: Dated, ctx: Context): OutgoingEmail {
  const title = dated.event.title
  return {
    kind: 'registration-promoted',
    to: r.email,
    replyTo: officeAddress(ctx.config),
    subject: `A place came free: you are registered for ${title}`,
    text: [
      `Dear ${r.name},`,
      '',
      `Good news: a place came free, and you are now registered for ${title} (${people(r.partySize)}).`,
      '',
      `When: ${whenWords(dated)}`,
      `Where: ${placeWords(dated, ctx.config)}`,
      '',
      `If you can no longer come, please cancel so the next person can have your place: ${manageUrl(ctx.origin, ctx.token)}`,
      signed(ctx.config),
    ].join('\n'),
    attachments: [icsOf(dated, ctx.config, ctx.origin, ctx.timezone)],
    sourceId: r.id,
  }
}

/**
 * The date (or the event) registered for changed or is cancelled: how it stands now, and staff's note.
 * `was`: the date and time as it was registered for, when staff tell of a change.
 */
export function changeEmail(r: Registrant, dated: Dated, ctx: Context & { cancelled: boolean; note: string }): OutgoingEmail {
  const title = dated.event.title
  const day = dayWords(dated.occurrence.on || dated.event.date)
  const body = ctx.cancelled
    ? [`We are sorry: ${title} on ${day} is cancelled. Your registration for it is cancelled too; there is nothing you need to do.`]
    : [
        `${title}, which you registered for, has changed. It is now:`,
        '',
        `When: ${whenWords(dated)}`,
        `Where: ${placeWords(dated, ctx.config)}`,
        '',
        'Your registration stands for the new time. The calendar file attached has it.',
        `If you can no longer come, please cancel: ${manageUrl(ctx.origin, ctx.token)}`,
      ]
  return {
    kind: 'registration-change',
    to: r.email,
    replyTo: officeAddress(ctx.config),
    subject: ctx.cancelled ? `Cancelled: ${title} on ${day}` : `Changed: ${title}`,
    text: [`Dear ${r.name},`, '', ...body, ...(ctx.note ? ['', ctx.note] : []), signed(ctx.config)].join('\n'),
    attachments: ctx.cancelled ? [] : [icsOf(dated, ctx.config, ctx.origin, ctx.timezone)],
    sourceId: r.id,
  }
}

/** Staff's message to everyone registered (subject and message theirs). */
export function messageEmail(r: Registrant, dated: Dated, ctx: Context & { subject: string; message: string }): OutgoingEmail {
  return {
    kind: 'registration-message',
    to: r.email,
    replyTo: officeAddress(ctx.config),
    subject: ctx.subject,
    text: [
      ctx.message,
      '',
      `You are receiving this because you registered for ${dated.event.title} (${whenWords(dated)}).`,
      `To change the number in your party or cancel: ${manageUrl(ctx.origin, ctx.token)}`,
      signed(ctx.config),
    ].join('\n'),
    sourceId: r.id,
  }
}
