import * as v from 'valibot'
import { Instant, MaybeInstant, pageAnswer, texts } from '../../lib/answers'
import { optionalText, requiredEmail, requiredText } from '../../lib/fields'
import { honeypot } from '../../lib/honeypot'

/** Stay Connected (POST /api/newsletter/subscribe): an email, optionally a name. */
export const SubscribeInput = v.object({
  email: requiredEmail('Please enter a valid email address'),
  firstName: optionalText(100, 'First name'),
  lastName: optionalText(100, 'Last name'),
  website: honeypot(),
})
export type SubscribeInput = v.InferOutput<typeof SubscribeInput>

/** What the visitor reads after subscribing; the second sentence is about the confirmation email. */
export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing to our newsletter! Please check your inbox to confirm your subscription.'
/**
 * What the visitor reads while the church's email is not set up: the confirmation email is kept and
 * goes out once email is set up, if that is within a week (decision 0031).
 */
export const SUBSCRIBED_EMAIL_LATER_MESSAGE =
  "Thank you for subscribing to our newsletter! Our email isn't set up yet, so the email asking you to confirm will come once it is. If nothing arrives within a week, please subscribe again."

/**
 * The answer to subscribing: the same for every address (it never tells whether one is subscribed),
 * and true to the site's email: `emailReady` false when no confirmation email can go out now.
 */
export const SubscribeAnswer = v.object({ message: v.string(), emailReady: v.boolean() })
export const subscribeAnswer = (emailReady: boolean) => ({
  message: emailReady ? SUBSCRIBED_MESSAGE : SUBSCRIBED_EMAIL_LATER_MESSAGE,
  emailReady,
})

/** The tokens in confirmation and unsubscribe links: 64 hexadecimal characters. */
export const LINK_TOKEN = /^[0-9a-f]{64}$/
const linkToken = (message: string) => v.pipe(v.string(message), v.trim(), v.toLowerCase(), v.regex(LINK_TOKEN, message))

export const CONFIRM_LINK_INVALID =
  'This confirmation link is not valid. Please use the link in the latest email from us, or subscribe again.'
export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid. Please use the link at the bottom of one of our emails.'

/** POST /api/newsletter/confirm (the confirmation page posts the token from its link). */
export const ConfirmInput = v.object({ token: linkToken(CONFIRM_LINK_INVALID) })

/** POST /api/newsletter/unsubscribe?token=… (one click from the email, RFC 8058, or the page). */
export const UnsubscribeQuery = v.object({ token: linkToken(UNSUBSCRIBE_LINK_INVALID) })

/** 'Send newsletter' (POST /api/admin/newsletter/send): plain text, one email per active subscriber. */
export const NewsletterIssueInput = v.object({
  subject: requiredText('Subject is required', 200, 'Subject'),
  message: requiredText('Message is required', 20_000, 'Message'),
  /** Made by the dashboard once per composed issue: the same key never sends twice. */
  idempotencyKey: v.pipe(v.string('The newsletter needs its idempotency key'), v.uuid('The newsletter needs its idempotency key')),
})
export type NewsletterIssueInput = v.InferOutput<typeof NewsletterIssueInput>

/** A subscriber as staff see them: the link tokens stay on the server. */
export const Subscriber = v.object({
  id: v.string(),
  ...texts('email', 'firstName', 'lastName', 'phone', 'notes'),
  isActive: v.boolean(),
  confirmationSentAt: MaybeInstant,
  confirmedAt: MaybeInstant,
  unsubscribedAt: MaybeInstant,
  createdAt: Instant,
  /** Subscribed but not yet confirmed from the email. */
  awaitingConfirmation: v.boolean(),
})
export const SubscriberPage = pageAnswer(Subscriber)

/** How many subscribe, how many are active, how many have not confirmed yet. */
export const SubscriberCounts = v.object({ total: v.number(), active: v.number(), awaitingConfirmation: v.number() })

/**
 * 'Send newsletter': the issue, how many emails were made (one per active subscriber), whether it had
 * been sent already, and whether they are emailed: `emailed` false (with `reason`, '' otherwise) when
 * email is not set up or site emails are off: the newsletter is saved and nobody receives it.
 */
export const NewsletterSent = v.object({
  issueId: v.string(),
  queued: v.number(),
  alreadySent: v.boolean(),
  emailed: v.boolean(),
  reason: v.string(),
  message: v.string(),
})

/** `{ issue }`: how an issue is going out, counted from its emails; null when none was sent yet ('latest'). */
export const NewsletterProgress = v.object({
  issue: v.nullable(
    v.object({
      id: v.string(),
      subject: v.string(),
      createdAt: Instant,
      total: v.number(),
      sent: v.number(),
      failed: v.number(),
      notSent: v.number(),
      waiting: v.number(),
      failures: v.array(v.object({ to: v.string(), reason: v.string() })),
    }),
  ),
})
