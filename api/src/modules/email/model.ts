import * as v from 'valibot'
import { Instant, MaybeInstant, texts } from '../../lib/answers'
import { limitParam, offsetParam, optionalEmail } from '../../lib/fields'

/**
 * Where an email stands in the outbox. 'not_sent': no mail server is set up (the log-only 'console'
 * provider), so it was written to the server log and reached nobody.
 */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'retrying', 'failed', 'not_sent'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

/** What each kind of email is, in the words staff see. */
export const EMAIL_KINDS = {
  'contact-notification': 'Contact message to the office',
  'contact-auto-reply': 'Automatic reply to a contact message',
  'visitor-welcome': 'Visitor welcome',
  'prayer-notification': 'A prayer request arrived (never its words)',
  'newsletter-confirmation': 'Newsletter confirmation',
  'registration-confirmation': 'Event registration confirmed or on the waiting list',
  'registration-promoted': 'A place came free for someone on a waiting list',
  'registration-change': 'An event date registered for changed or was cancelled',
  'registration-message': 'A message to those registered for an event',
  newsletter: 'Newsletter',
  test: 'Test email',
  'password-reset': 'Password reset link',
  'serving-confirmation': 'Serving: a slot taken',
  'serving-reminder': 'Serving: reminder two days before',
  'serving-removed': 'Serving: taken off the list by staff',
} as const
export type EmailKind = keyof typeof EMAIL_KINDS

/** GET /api/admin/emails: newest first, a page at a time, optionally one status. */
export const OutboxQuery = v.object({
  limit: limitParam,
  offset: offsetParam,
  status: v.optional(v.picklist(OUTBOX_STATUSES, `Status must be one of ${OUTBOX_STATUSES.join(', ')}`)),
})

/** POST /api/admin/email/test: to the signed-in admin unless another address is given. */
export const TestEmailInput = v.object({ to: optionalEmail() })
export type TestEmailInput = v.InferOutput<typeof TestEmailInput>

/** An email in the outbox as staff see it (never its text). */
export const OutboxEmail = v.object({
  id: v.string(),
  ...texts('kind', 'toAddress', 'subject'),
  status: v.picklist(OUTBOX_STATUSES),
  attempts: v.number(),
  nextAttemptAt: Instant,
  lastResponse: v.string(),
  sentAt: MaybeInstant,
  createdAt: Instant,
})
export const OutboxEmailList = v.array(OutboxEmail)

/** An email due again now. */
export const RetriedEmail = v.object({ id: v.string(), status: v.picklist(OUTBOX_STATUSES), message: v.string() })

/** 'Send test email': where it went and what the mail server said (200), or why it failed (502). */
export const TestEmailSent = v.object({
  to: v.string(),
  response: v.string(),
  delivered: v.boolean(),
  emailEnabled: v.boolean(),
  note: v.string(),
})
export const TestEmailFailed = v.object({ message: v.string(), to: v.string(), emailEnabled: v.boolean(), note: v.string() })

/** GET /api/admin/email/status: whether what the site sends reaches anybody, and if not why ('off': site emails are off; 'console': the log-only provider). */
export const EmailStatus = v.object({ goesOut: v.boolean(), why: v.nullable(v.picklist(['off', 'console'])) })
