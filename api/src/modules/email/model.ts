import * as v from 'valibot'
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
  'newsletter-confirmation': 'Newsletter confirmation',
  newsletter: 'Newsletter',
  test: 'Test email',
  'password-reset': 'Password reset link',
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
