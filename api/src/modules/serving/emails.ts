import { dayWords } from '../../lib/dates'
import type { OutgoingEmail, SiteConfigRow } from '../email/templates'

/** A slot as its emails describe it: the occurrence's own date, time and place (a changed date's). */
export interface SlotWords {
  signupId: string
  name: string
  email: string
  eventTitle: string
  /** The series' date: the address of the date's page. */
  on: string
  eventId: string
  date: string
  startTime: string
  location: string
  roleName: string
}

/** '9:30 AM' for '09:30'. */
export const clockWords = (time: string) => {
  const [h, m] = time.split(':').map(Number)
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
}

/** Where the withdraw link leads (a page that asks before anything changes). */
export const withdrawPageUrl = (origin: string, token: string) => `${origin}/serving/withdraw?token=${token}`
const datePage = (origin: string, s: SlotWords) => `${origin}/events/${s.eventId}/${s.on}`

const details = (s: SlotWords) =>
  [
    `Role: ${s.roleName}`,
    `Event: ${s.eventTitle}`,
    `Date: ${dayWords(s.date)}`,
    ...(s.startTime ? [`Time: ${clockWords(s.startTime)}`] : []),
    ...(s.location ? [`Place: ${s.location}`] : []),
  ].join('\n')

/** Sent when a slot is taken (by the visitor, or by staff with an email): what, when, where, and how to withdraw. */
export function servingConfirmation(c: SiteConfigRow, s: SlotWords, token: string, origin: string): OutgoingEmail {
  return {
    kind: 'serving-confirmation',
    to: s.email,
    subject: `You are serving as ${s.roleName} on ${dayWords(s.date, false)}`,
    text: [
      `Dear ${s.name},`,
      '',
      `Thank you for offering to help. You are on the list as ${s.roleName}:`,
      '',
      details(s),
      '',
      `The day's page: ${datePage(origin, s)}`,
      '',
      'We will send you a reminder two days before.',
      `If you can no longer come, please give up your slot here so someone else can take it: ${withdrawPageUrl(origin, token)}`,
      '',
      '--',
      c.churchName,
    ].join('\n'),
    sourceId: s.signupId,
  }
}

/** Sent two days before the date (modules/serving/reminders.ts), with its own withdraw link. */
export function servingReminder(c: SiteConfigRow, s: SlotWords, token: string, origin: string): OutgoingEmail {
  return {
    kind: 'serving-reminder',
    to: s.email,
    subject: `Reminder: you are serving as ${s.roleName} on ${dayWords(s.date, false)}`,
    text: [
      `Dear ${s.name},`,
      '',
      `A reminder that you are serving as ${s.roleName}:`,
      '',
      details(s),
      '',
      `If you can no longer come, please give up your slot here: ${withdrawPageUrl(origin, token)}`,
      '',
      'Thank you for serving.',
      '',
      '--',
      c.churchName,
    ].join('\n'),
    sourceId: s.signupId,
  }
}

/** Sent only when staff remove someone and choose to tell them. */
export function servingRemoved(c: SiteConfigRow, s: SlotWords): OutgoingEmail {
  return {
    kind: 'serving-removed',
    to: s.email,
    subject: `You are no longer serving as ${s.roleName} on ${dayWords(s.date, false)}`,
    text: [
      `Dear ${s.name},`,
      '',
      'The church has taken you off this list:',
      '',
      details(s),
      '',
      'Thank you for offering to help. If you think this is a mistake, please reply to this email or contact the church office.',
      '',
      '--',
      c.churchName,
    ].join('\n'),
    replyTo: c.contactEmailTo || c.email,
    sourceId: s.signupId,
  }
}
