import type { contactMessages, EmailAttachment, siteConfig, visitorRequests } from '../../db/schema'
import type { EmailKind } from './model'

/**
 * Every text the site emails, with its defaults. All emails are plain text: nothing a visitor
 * typed is ever read as HTML. Header values are made safe when the email is queued (outbox.ts).
 */
export type SiteConfigRow = typeof siteConfig.$inferSelect
type ContactMessage = typeof contactMessages.$inferSelect
type VisitorRequest = typeof visitorRequests.$inferSelect

/** An email ready for the outbox. */
export interface OutgoingEmail {
  kind: EmailKind
  to: string
  replyTo?: string
  subject: string
  text: string
  headers?: Record<string, string>
  sourceId?: string | null
  /** The newsletter issue it belongs to. */
  issueId?: string | null
  /** Small text files sent with it (an event's .ics). */
  attachments?: EmailAttachment[]
}

/** Where mail for the office goes: the contact address, else the church's public email. */
export const officeAddress = (c: SiteConfigRow) => c.contactEmailTo || c.email

const signature = (c: SiteConfigRow) => [c.churchName, c.address, c.phone].filter(Boolean).join('\n')

/**
 * An email to a visitor in the words staff set in Settings, or ours (signed by the church) where they
 * left them blank, with the variables filled in; replying reaches the office. The subject carries the
 * church's words only (churchSubject): anyone can type anyone's address into a form, and what they
 * typed must not reach a stranger's inbox as the church's subject line. The body may greet the
 * visitor by the name they gave, as plain text.
 */
const toVisitor = (c: SiteConfigRow, fill: (text: string) => string, [subject, message]: Words, [ourSubject, ourMessage]: Words) => ({
  replyTo: officeAddress(c),
  subject: churchSubject(subject, c.churchName) || churchSubject(ourSubject, c.churchName),
  text: `${fill(message.trim() || `${ourMessage}\n${signature(c)}`)}\n`,
})
type Words = [subject: string, message: string]

/** A contact form message, to the office; replying answers the sender. */
export function contactNotification(c: SiteConfigRow, m: ContactMessage, origin: string): OutgoingEmail {
  const sender = `${m.firstName} ${m.lastName}`.trim()
  return {
    kind: 'contact-notification',
    to: officeAddress(c),
    replyTo: m.email,
    subject: `New message from the website: ${m.subject}`,
    text: [
      `${sender} sent a message through the contact form on the website.`,
      '',
      `From: ${sender} <${m.email}>`,
      `Subject: ${m.subject}`,
      '',
      m.message,
      '',
      '--',
      `Reply to this email to answer ${m.firstName} directly.`,
      `The message is also in the Messages tab of the admin dashboard: ${origin}/admin?tab=messages`,
    ].join('\n'),
    sourceId: m.id,
  }
}

/**
 * A prayer request arrived, to one account that may read it (decision 0053). It says only that one
 * came, whether it is for the clergy only, and where to read it: never its words, nor who sent it
 * (an email passes through mail servers and inboxes others may see).
 */
export function prayerNotification(
  c: SiteConfigRow,
  p: { id: string; audience: 'team' | 'clergy' },
  to: string,
  origin: string,
): OutgoingEmail {
  const clergy = p.audience === 'clergy'
  return {
    kind: 'prayer-notification',
    to,
    subject: clergy ? 'A prayer request for the clergy only arrived' : 'A prayer request arrived',
    text: [
      clergy
        ? 'Someone sent a prayer request through the website, for the clergy only.'
        : 'Someone sent a prayer request through the website, to share with the prayer team.',
      '',
      'For their privacy this email does not include the request or who sent it.',
      `Sign in to read it in the Prayer tab of the admin dashboard: ${origin}/admin?tab=prayer`,
      '',
      '--',
      c.churchName,
    ].join('\n'),
    sourceId: p.id,
  }
}

export const DEFAULT_AUTO_REPLY_SUBJECT = 'Thank you for contacting [Church Name]'
export const DEFAULT_AUTO_REPLY_MESSAGE = [
  'Dear [Visitor Name],',
  '',
  'Thank you for your message. We have received it, and someone from [Church Name] will get back to you soon.',
  '',
  'Grace and peace,',
].join('\n')

/** The automatic reply to the sender of a contact message (when autoReplyEnabled). */
export function contactAutoReply(c: SiteConfigRow, m: ContactMessage): OutgoingEmail {
  const fill = (text: string) => fillVariables(text, { visitorName: m.firstName, churchName: c.churchName })
  return {
    kind: 'contact-auto-reply',
    to: m.email,
    ...toVisitor(c, fill, [c.autoReplySubject, c.autoReplyMessage], [DEFAULT_AUTO_REPLY_SUBJECT, DEFAULT_AUTO_REPLY_MESSAGE]),
    // RFC 3834: an automatic answer, so other robots don't answer it in turn.
    headers: { 'Auto-Submitted': 'auto-replied' },
    sourceId: m.id,
  }
}

export const DEFAULT_WELCOME_SUBJECT = 'Welcome to [Church Name]!'
export const DEFAULT_WELCOME_MESSAGE = [
  'Dear [Visitor Name],',
  '',
  "Thank you for planning a visit to [Church Name]! We're so glad you're coming, and we look forward to meeting you.",
  '',
  'Sunday Worship begins at [Service Time] and lasts about an hour and fifteen minutes. Come as you are: a greeter will meet you at the door, help you find a seat and answer any questions.',
].join('\n')
const DEFAULT_WELCOME_KIDS =
  'Children coming with you: [Number of Kids]. Children are always welcome in the service, and we offer a nursery and Kids Church (up to 3rd grade) during it.'
const DEFAULT_WELCOME_CLOSING = 'Stay after the service for refreshments and a chance to get to know us.\n\nSee you on Sunday,'

/**
 * The welcome email for a plan-a-visit request: the configured subject and message with
 * [Visitor Name], [Church Name] and [Number of Kids] replaced; a blank one falls back to the default,
 * which says when the main Sunday service begins (`serviceTime`: '10:30 AM CST', from the Church tab).
 */
export function visitorWelcome(c: SiteConfigRow, r: VisitorRequest, serviceTime: string): OutgoingEmail {
  const fill = (text: string) => fillVariables(text, { visitorName: r.fullName, churchName: c.churchName, numberOfKids: r.numberOfKids })
  const defaultMessage = [
    DEFAULT_WELCOME_MESSAGE.replace('[Service Time]', serviceTime),
    ...(r.numberOfKids === '0' ? [] : [DEFAULT_WELCOME_KIDS]),
    DEFAULT_WELCOME_CLOSING,
  ].join('\n\n')
  return {
    kind: 'visitor-welcome',
    to: r.email,
    ...toVisitor(c, fill, [c.visitorWelcomeSubject, c.visitorWelcomeMessage], [DEFAULT_WELCOME_SUBJECT, defaultMessage]),
    sourceId: r.id,
  }
}

/** The variables a visitor's own words fill, which a subject line never carries. */
const VISITOR_VARIABLES = /\[(?:Visitor Name|Number of Kids)\]/g

/**
 * A subject of an email to a visitor's address: [Church Name] filled in, [Visitor Name] and
 * [Number of Kids] left out with the spaces and commas around them ('Welcome, [Visitor Name]!' is
 * 'Welcome!'). Empty when nothing is left (the caller then uses the standard subject). Every
 * expression here is linear in the text, which staff typed and is at most 300 characters.
 */
export function churchSubject(text: string, churchName: string): string {
  const left = text
    .replace(VISITOR_VARIABLES, '')
    .replace(/\s+/g, ' ')
    .replace(/ (?=[,.!?:;])/g, '')
    .replace(/,+/g, ',')
    .replace(/,(?=[.!?:;])/g, '')
    .trim()
    .replace(/^[,.!?:;] ?/, '')
    .replace(/,$/, '')
  return /\w/.test(left) ? left.replace(/\[Church Name\]/g, () => churchName) : ''
}

/**
 * Replaces [Visitor Name], [Church Name] and [Number of Kids] (every occurrence) in one pass, so a
 * name that itself looks like a variable is left as typed. For message bodies: subjects go through
 * churchSubject.
 */
export function fillVariables(text: string, values: { visitorName: string; churchName: string; numberOfKids?: string }): string {
  const byName: Record<string, string> = {
    'Visitor Name': values.visitorName,
    'Church Name': values.churchName,
    'Number of Kids': values.numberOfKids ?? '',
  }
  return text.replace(/\[(Visitor Name|Church Name|Number of Kids)\]/g, (_, name: string) => byName[name])
}

const newsletterFooter = (c: SiteConfigRow, unsubscribeUrl: string) =>
  ['--', `You receive this because your address was subscribed to the ${c.churchName} newsletter.`, `Unsubscribe: ${unsubscribeUrl}`].join(
    '\n',
  )

/** Double opt-in: the link that activates a subscription. */
export function newsletterConfirmation(
  c: SiteConfigRow,
  to: { email: string; id: string },
  links: { confirmUrl: string; unsubscribeUrl: string; headers: Record<string, string> },
): OutgoingEmail {
  return {
    kind: 'newsletter-confirmation',
    to: to.email,
    replyTo: officeAddress(c),
    subject: `Please confirm your subscription to the ${c.churchName} newsletter`,
    text: [
      'Hello,',
      '',
      `Someone (we hope it was you) asked to receive the ${c.churchName} newsletter at this address. To start receiving it, confirm by opening this link:`,
      '',
      links.confirmUrl,
      '',
      "If you didn't ask for this, just ignore this email: you won't get any newsletters unless you confirm.",
      '',
      newsletterFooter(c, links.unsubscribeUrl),
      '',
    ].join('\n'),
    headers: links.headers,
    sourceId: to.id,
  }
}

/** One newsletter to one subscriber, with that subscriber's own unsubscribe link and headers. */
export function newsletterIssue(
  c: SiteConfigRow,
  to: { email: string; id: string },
  issue: { subject: string; message: string },
  links: { unsubscribeUrl: string; headers: Record<string, string> },
): OutgoingEmail {
  return {
    kind: 'newsletter',
    to: to.email,
    replyTo: officeAddress(c),
    subject: issue.subject,
    text: `${issue.message}\n\n${newsletterFooter(c, links.unsubscribeUrl)}\n`,
    headers: links.headers,
    sourceId: to.id,
  }
}

/** 'Send test email' in Settings. */
export function testEmail(c: SiteConfigRow, to: string): OutgoingEmail {
  return {
    kind: 'test',
    to,
    subject: `Test email from the ${c.churchName} website`,
    text: [
      `This is a test email from the ${c.churchName} website.`,
      '',
      "If you can read it, the website's email settings work: contact messages, automatic replies, visitor welcome emails and newsletters will be sent this way.",
      '',
    ].join('\n'),
  }
}

/** A link to choose a new password (one-time, an hour), sent by an admin or asked for on the sign-in page. */
export function passwordReset(
  c: SiteConfigRow,
  to: { email: string; id: string },
  resetUrl: string,
  /** Who asked: an admin from the Users tab, or somebody on the 'Forgot password?' page. */
  askedBy: 'admin' | 'sign-in page' = 'admin',
): OutgoingEmail {
  const why =
    askedBy === 'admin'
      ? `An administrator of the ${c.churchName} website sent you this link to choose a new password for ${to.email}:`
      : `Someone asked for a new password for ${to.email} on the ${c.churchName} website's sign-in page. To choose one, open this link:`
  return {
    kind: 'password-reset',
    to: to.email,
    subject: `Choose a new password for ${c.churchName}`,
    text: [
      'Hello,',
      '',
      why,
      '',
      resetUrl,
      '',
      'The link works once, within an hour. Choosing a new password signs this account out everywhere.',
      "If you didn't expect this email, you can ignore it: your password stays as it is.",
      '',
      '--',
      signature(c),
      '',
    ].join('\n'),
    sourceId: to.id,
  }
}
