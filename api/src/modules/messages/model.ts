import * as v from 'valibot'
import { Instant, texts } from '../../lib/answers'
import { entriesFor, limitParam, offsetParam, requiredEmail, requiredText } from '../../lib/fields'
import { honeypot } from '../../lib/honeypot'

/** The public contact form (POST /api/contact). */
export const SEND_KEY_MESSAGE = 'This form could not be read. Please reload the page and send it again.'

/**
 * The key a visitor's browser sends a form with, made when it is first sent and kept while what was
 * typed stays the same: sent again after a lost answer, the form is stored once (decision 0034).
 * Forms posted without JavaScript have none.
 */
const sendKey = () =>
  v.pipe(
    v.optional(v.nullable(v.pipe(v.string(SEND_KEY_MESSAGE), v.uuid(SEND_KEY_MESSAGE)))),
    v.transform((key) => key ?? undefined),
  )

export const ContactInput = v.object({
  firstName: requiredText('First name is required', 100, 'First name'),
  lastName: requiredText('Last name is required', 100, 'Last name'),
  email: requiredEmail('Valid email is required'),
  subject: requiredText('Subject is required', 200, 'Subject'),
  message: requiredText('Message is required', 5000, 'Message'),
  website: honeypot(),
  sendKey: sendKey(),
})
export type ContactInput = v.InferOutput<typeof ContactInput>

export const NUMBER_OF_KIDS = ['0', '1', '2', '3', '4', '5+'] as const

/** The plan-a-visit request as stored (POST /api/visitor-requests). */
export const VisitorRequestInput = v.object({
  fullName: requiredText('Full name is required', 200, 'Full name'),
  email: requiredEmail('Valid email is required'),
  phone: v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((s) => (s ?? '').trim()),
    v.minLength(10, 'Phone number is required'),
    v.maxLength(30, 'Phone number must be at most 30 characters'),
  ),
  numberOfKids: v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((s) => (s ?? '').trim()),
    v.minLength(1, 'Please select number of kids'),
    v.picklist(NUMBER_OF_KIDS, 'Please select number of kids'),
  ),
  website: honeypot(),
  sendKey: sendKey(),
})
export type VisitorRequestInput = v.InferOutput<typeof VisitorRequestInput>

/** The plan-a-visit form: the stored request plus the visitor's agreement (docs/product.md#plan-a-visit). */
export const VisitorForm = v.object({
  ...VisitorRequestInput.entries,
  // A box: ticked or not, and only ticked passes.
  agreeToTerms: v.pipe(v.boolean('You must agree to the terms'), v.value(true, 'You must agree to the terms')),
})

export const CONTACT_MESSAGE_STATUSES = ['new', 'responded', 'archived'] as const
export const VISITOR_REQUEST_STATUSES = ['new', 'contacted', 'visited'] as const

export const ContactMessageStatusInput = v.object({
  status: v.picklist(CONTACT_MESSAGE_STATUSES, 'Status must be new, responded or archived'),
})
export const VisitorRequestStatusInput = v.object({
  status: v.picklist(VISITOR_REQUEST_STATUSES, 'Status must be new, contacted or visited'),
})

/**
 * Newest first, a page at a time (the admin shows 10 a page), of one status or of all (no status).
 * How many there are of each status is `GET /api/admin/inbox-counts`.
 */
export const ContactInboxQuery = v.object({
  status: v.optional(v.picklist(CONTACT_MESSAGE_STATUSES, 'Status must be new, responded or archived')),
  limit: limitParam,
  offset: offsetParam,
})
export const VisitorInboxQuery = v.object({
  status: v.optional(v.picklist(VISITOR_REQUEST_STATUSES, 'Status must be new, contacted or visited')),
  limit: limitParam,
  offset: offsetParam,
})

/** A form sent: the thanks to show, and the saved record's id (none when a robot filled the honeypot). */
export const SentAnswer = v.object({ message: v.string(), id: v.optional(v.string()) })

/** A contact message as stored. */
export const ContactMessage = v.object({
  id: v.string(),
  ...texts('firstName', 'lastName', 'email', 'subject', 'message'),
  status: v.picklist(CONTACT_MESSAGE_STATUSES),
  createdAt: Instant,
})
export const ContactMessageList = v.array(ContactMessage)

/** A plan-a-visit request as stored. */
export const VisitorRequest = v.object({
  id: v.string(),
  ...texts('fullName', 'email', 'phone', 'numberOfKids'),
  status: v.picklist(VISITOR_REQUEST_STATUSES),
  createdAt: Instant,
})
export const VisitorRequestList = v.array(VisitorRequest)

/** How many there are of each status, and `all`. */
const countsOf = <S extends string>(statuses: readonly S[]) =>
  v.object({
    ...entriesFor(statuses, v.number()),
    all: v.number(),
  })
export const InboxCounts = v.object({
  contactMessages: countsOf(CONTACT_MESSAGE_STATUSES),
  visitorRequests: countsOf(VISITOR_REQUEST_STATUSES),
})
