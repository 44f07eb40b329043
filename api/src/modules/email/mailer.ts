import nodemailer from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import * as v from 'valibot'
import type { EmailAttachment } from '../../db/schema'
import { requiredEmail } from '../../lib/fields'
import type { Logger } from '../../lib/log'
import { GMAIL_APP_PASSWORD_MESSAGE } from '../site-config/model'
import type { SiteConfigRow } from './templates'

/** What the mailer sends: one outbox row's worth. */
export interface MailMessage {
  to: string
  replyTo?: string
  subject: string
  text: string
  headers?: Record<string, string>
  /** Small text files (an event's .ics), each sent as its own part. */
  attachments?: EmailAttachment[]
}

export interface Mailer {
  /**
   * Resolves with the mail server's answer ('250 2.0.0 OK ...'); rejects with its error. `delivered`
   * is false when no mail server was asked (the log-only 'console' provider): nobody got the email.
   */
  send(message: MailMessage): Promise<{ response: string; delivered: boolean }>
}

/** What the log-only provider answers: the email went to the server log, not to anybody. */
export const NOT_SENT_RESPONSE = 'Not sent: email is not set up (the console provider writes emails to the server log only)'

/**
 * Why the saved settings email nobody, in the words of a sentence ('The newsletter was saved but not
 * emailed, because …'), or null when emails go out: site emails turned off, or the log-only
 * 'console' provider. The dashboard's 'Email is not set up' banner shows for the same two cases.
 */
export function notEmailedBecause(c: Pick<SiteConfigRow, 'emailEnabled' | 'emailProvider'>): string | null {
  if (!c.emailEnabled) return 'site emails are turned off in Settings'
  if (c.emailProvider === 'console') return 'email is not set up in Settings'
  return null
}

/** Google shows app passwords in groups of four; the spaces are not part of it. */
export const gmailAppPassword = (password: string) => password.replace(/\s/g, '')

/**
 * Long enough for a slow server, short enough that a dead one doesn't hold the outbox (or the
 * 'Send test email' button) for minutes.
 */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 20_000 }

/**
 * Removes line breaks (and other control characters) from a header value: no CR or LF ever reaches
 * a header, so nothing a visitor types can add a header (Bcc: ...) to an email.
 */
export const headerValue = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim()

/** An email address as the forms accept it (and never with a line break in it). */
export const isEmailAddress = (value: string) => v.is(requiredEmail(), value)

/** A mail problem staff can fix in Settings (no server was asked). */
export class MailSetupError extends Error {}

/** The address emails come from: the configured one, else the account's, else the church's. */
export function fromAddress(c: SiteConfigRow): string {
  if (c.emailProvider === 'gmail' && isEmailAddress(c.smtpUser)) return c.contactEmailFrom || c.smtpUser
  return [c.contactEmailFrom, c.smtpUser, c.email].find((a) => isEmailAddress(a)) ?? ''
}

/**
 * The mailer for the saved site configuration:
 * console → the message goes to the server log and nobody gets it (the outbox says 'not sent');
 * smtp → host, port, secure, user and password;
 * gmail → Gmail's servers with the account address and its 16-character app password.
 */
export function createMailer(c: SiteConfigRow, log: Logger): Mailer {
  const from = { name: headerValue(c.churchName), address: fromAddress(c) }
  if (c.emailProvider === 'console') {
    return {
      async send(message) {
        log.info(
          `Email (console provider) to ${headerValue(message.to)}: ${headerValue(message.subject)}\n${Object.entries(message.headers ?? {})
            .map(([name, value]) => `${name}: ${headerValue(value)}\n`)
            .join('')}\n${message.text}`,
        )
        return { response: NOT_SENT_RESPONSE, delivered: false }
      },
    }
  }
  const transport = createTransport(c)
  return {
    async send(message) {
      if (!from.address) throw new MailSetupError('No address to send from: set "Send Emails From" in Settings')
      const info = await transport.sendMail({
        from,
        to: headerValue(message.to),
        replyTo: message.replyTo ? headerValue(message.replyTo) : undefined,
        subject: headerValue(message.subject),
        text: message.text,
        headers: Object.fromEntries(Object.entries(message.headers ?? {}).map(([name, value]) => [name, headerValue(value)])),
        attachments: (message.attachments ?? []).map((file) => ({
          filename: headerValue(file.filename),
          contentType: headerValue(file.contentType),
          content: file.content,
        })),
      })
      return { response: String(info.response ?? ''), delivered: true }
    },
  }
}

function createTransport(c: SiteConfigRow) {
  const options = transportOptions(c)
  if ('setupError' in options) {
    return {
      sendMail: async (_message: unknown): Promise<{ response?: string }> => {
        throw new MailSetupError(options.setupError)
      },
    }
  }
  return nodemailer.createTransport(options)
}

/** How nodemailer reaches the mail server for these settings, or what in Settings stops it. */
export function transportOptions(c: SiteConfigRow): SMTPTransport.Options | { setupError: string } {
  if (c.emailProvider === 'gmail') {
    const password = gmailAppPassword(c.smtpPassword)
    if (password.length !== 16) return { setupError: GMAIL_APP_PASSWORD_MESSAGE }
    if (!isEmailAddress(c.smtpUser)) return { setupError: 'Gmail needs the Gmail address as the email account username in Settings' }
    return { service: 'gmail', auth: { user: c.smtpUser, pass: password }, ...TIMEOUTS }
  }
  if (!c.smtpHost) return { setupError: 'No SMTP host is set in Settings' }
  return {
    host: c.smtpHost,
    port: c.smtpPort,
    secure: c.smtpSecure,
    auth: c.smtpUser ? { user: c.smtpUser, pass: c.smtpPassword } : undefined,
    ...TIMEOUTS,
  }
}

/**
 * What went wrong, exactly as the server said it ('535 5.7.8 Username and Password not accepted',
 * 'connect ECONNREFUSED 127.0.0.1:2525', 'Connection timeout'), never a stack. `permanent` when the
 * server refused the message or a recipient for good (a 5xx answer to the envelope or the data):
 * sending it again would be refused again. A refused sign-in or an unreachable server is not
 * permanent: fixing Settings makes the next attempt work.
 */
export function describeMailFailure(error: unknown): { message: string; permanent: boolean } {
  if (error instanceof MailSetupError) return { message: error.message, permanent: false }
  const e = (error ?? {}) as { response?: unknown; responseCode?: unknown; code?: unknown; message?: unknown }
  const response = typeof e.response === 'string' ? e.response.trim() : ''
  const message = headerValue(response || (typeof e.message === 'string' && e.message) || String(error))
  const code = typeof e.responseCode === 'number' ? e.responseCode : 0
  const refusedMessage = e.code === 'EENVELOPE' || e.code === 'EMESSAGE'
  return { message: message.slice(0, 1000), permanent: refusedMessage && code >= 500 && code < 600 }
}
