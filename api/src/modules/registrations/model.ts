import * as v from 'valibot'
import { Instant, texts } from '../../lib/answers'
import { isCalendarDate, optionalText, requiredEmail, requiredText } from '../../lib/fields'
import { honeypot } from '../../lib/honeypot'
import { SEND_KEY_MESSAGE } from '../messages/model'

/**
 * Registration for events (issue 34, decision 0058): staff turn it on for an event (or one date of a
 * series) with a capacity, a waiting list, a closing time and what to ask; visitors register on the
 * event's page and change or cancel through the link in their confirmation email.
 */

/** Confirmed: has a place. Waiting: on the waiting list, in order. Cancelled: by the visitor or staff. */
export const REGISTRATION_STATUSES = ['confirmed', 'waiting', 'cancelled'] as const
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]

/** The most people one registration brings (a family; a larger group calls the office). */
export const MAX_PARTY = 20
/** The most people a date may hold (a church's hall; the bound keeps the sums small). */
export const MAX_CAPACITY = 10_000
/** Registration may close at most this many hours (a month) before a date starts. */
export const MAX_CLOSE_HOURS = 720
export const QUESTION_MAX = 300
export const ANSWER_MAX = 1000

const PARTY_MESSAGE = `Number in your party must be a whole number from 1 to ${MAX_PARTY}`
/** A whole number from a form (text) or JSON (a number). */
const wholeNumber = (message: string, min: number, max: number) =>
  v.pipe(
    v.union([v.string(message), v.number(message)], message),
    v.transform((value) => (typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value)),
    v.number(message),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  )

/** The date of a series registered for ('' or absent for a one-off event). */
const onDate = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((s) => (s ?? '').trim()),
  v.check((s) => s === '' || isCalendarDate(s), 'Not a date: write it YYYY-MM-DD'),
)

const sendKey = () =>
  v.pipe(
    v.optional(v.nullable(v.pipe(v.string(SEND_KEY_MESSAGE), v.uuid(SEND_KEY_MESSAGE)))),
    v.transform((key) => key ?? undefined),
  )

/** The public form (POST /api/event-registrations): name and email always; phone, party and the answer when asked. */
export const RegistrationInput = v.object({
  eventId: requiredText('Please choose an event', 100, 'Event'),
  on: onDate,
  name: requiredText('Please enter your name', 200, 'Name'),
  email: requiredEmail('Please enter a valid email address'),
  phone: optionalText(40, 'Phone'),
  partySize: v.optional(wholeNumber(PARTY_MESSAGE, 1, MAX_PARTY)),
  answer: optionalText(ANSWER_MAX, 'Your answer'),
  website: honeypot(),
  sendKey: sendKey(),
})
export type RegistrationInput = v.InferOutput<typeof RegistrationInput>

/** What a visitor is told once registered. */
export const RegisteredAnswer = v.object({
  message: v.string(),
  status: v.optional(v.picklist(REGISTRATION_STATUSES)),
  id: v.optional(v.string()),
})

/** The link's page: change the party size, or cancel (POST /api/event-registrations/manage). */
export const MANAGE_ACTIONS = ['cancel', 'party'] as const
export const ManageInput = v.object({
  token: requiredText('This link is not complete: open it again from your email', 200, 'Link'),
  action: v.picklist(MANAGE_ACTIONS, 'Please choose to change your party or cancel'),
  partySize: v.optional(wholeNumber(PARTY_MESSAGE, 1, MAX_PARTY)),
})
export type ManageInput = v.InferOutput<typeof ManageInput>
/** What a visitor reads for a link the site did not make (forged, mistyped, cut short). */
export const LINK_NOT_VALID = 'This link is not valid. Please open it again from your confirmation email, or contact the church office.'
/** A link's token as the site makes it ('{registration id}.{signature}'), or '' (the page then says the link is incomplete). */
export const TokenQuery = v.object({
  token: v.pipe(
    v.optional(v.string(), ''),
    v.check((token) => token === '' || /^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/.test(token), LINK_NOT_VALID),
  ),
})

/** Where registration stands for one date, as the event's page shows it. */
export const RegistrationState = v.object({
  open: v.boolean(),
  /** Why it is not open, in the visitor's words ('Registration closed'), '' when open. */
  closedBecause: v.string(),
  /** null: no limit. */
  placesLeft: v.nullable(v.number()),
  capacity: v.nullable(v.number()),
  /** Full, and the waiting list is on: the form says 'join the waiting list'. */
  waitingList: v.boolean(),
  full: v.boolean(),
  askPhone: v.boolean(),
  askParty: v.boolean(),
  question: v.string(),
  /** When it closes (an instant), null when it does not close before the date. */
  closesAt: v.nullable(Instant),
})
export type RegistrationState = v.InferOutput<typeof RegistrationState>
/** The answer: null when registration is not turned on for the date. */
export const RegistrationStateAnswer = v.object({ registration: v.nullable(RegistrationState) })
/** GET /api/events/{id}/registration: the date is the series' date (its page's), absent for a one-off event. */
export const RegistrationStateQuery = v.object({ on: onDate })

/** What the link's page shows. */
export const ManagedRegistration = v.object({
  ...texts('eventId', 'on', 'title', 'when', 'place', 'name'),
  status: v.picklist(REGISTRATION_STATUSES),
  partySize: v.number(),
  askParty: v.boolean(),
  /** The date is past, or the registration cancelled: nothing can change. */
  changeable: v.boolean(),
})
export type ManagedRegistration = v.InferOutput<typeof ManagedRegistration>

/** Staff turn registration on or off for an event (PUT /api/admin/events/{id}/registration). */
export const RegistrationSettingsInput = v.object({
  enabled: v.boolean('Expected true or false'),
  onlyOn: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((s) => (s ?? '').trim() || null),
    v.check((s) => s === null || isCalendarDate(s), 'Not a date: write it YYYY-MM-DD'),
  ),
  capacity: v.optional(
    v.nullable(
      v.pipe(
        v.number(`Places must be a whole number from 1 to ${MAX_CAPACITY}, or empty for no limit`),
        v.integer(`Places must be a whole number from 1 to ${MAX_CAPACITY}, or empty for no limit`),
        v.minValue(1, `Places must be a whole number from 1 to ${MAX_CAPACITY}, or empty for no limit`),
        v.maxValue(MAX_CAPACITY, `Places must be a whole number from 1 to ${MAX_CAPACITY}, or empty for no limit`),
      ),
    ),
    null,
  ),
  waitingList: v.boolean('Expected true or false'),
  closeHoursBefore: v.pipe(
    v.number(`Close from 0 to ${MAX_CLOSE_HOURS} hours before it starts`),
    v.integer(`Close from 0 to ${MAX_CLOSE_HOURS} hours before it starts`),
    v.minValue(0, `Close from 0 to ${MAX_CLOSE_HOURS} hours before it starts`),
    v.maxValue(MAX_CLOSE_HOURS, `Close from 0 to ${MAX_CLOSE_HOURS} hours before it starts`),
  ),
  askPhone: v.boolean('Expected true or false'),
  askParty: v.boolean('Expected true or false'),
  question: optionalText(QUESTION_MAX, 'The question'),
})
export type RegistrationSettingsInput = v.InferOutput<typeof RegistrationSettingsInput>

/** The settings as stored. */
export const RegistrationSettings = v.object({
  eventId: v.string(),
  enabled: v.boolean(),
  onlyOn: v.nullable(v.string()),
  capacity: v.nullable(v.number()),
  waitingList: v.boolean(),
  closeHoursBefore: v.number(),
  askPhone: v.boolean(),
  askParty: v.boolean(),
  question: v.string(),
  createdAt: Instant,
  updatedAt: Instant,
})
export type RegistrationSettings = v.InferOutput<typeof RegistrationSettings>

/** One registration as staff see it (never its token). */
export const Registration = v.object({
  id: v.string(),
  ...texts('eventId', 'on', 'name', 'email', 'phone', 'answer'),
  partySize: v.number(),
  status: v.picklist(REGISTRATION_STATUSES),
  checkedIn: v.boolean(),
  createdAt: Instant,
})
export type Registration = v.InferOutput<typeof Registration>

/** Registrations of one event's date (or of every date, `on` absent) for staff. */
export const RegistrationListQuery = v.object({ on: v.optional(onDate) })
export const RegistrationList = v.object({
  settings: v.nullable(RegistrationSettings),
  items: v.array(Registration),
  /** How many may be listed at most; more are left out (the export carries the same). */
  limited: v.boolean(),
})

/** The Events tab's counts: people confirmed and waiting, per event (a series counts its next dates). */
export const RegistrationCount = v.object({
  eventId: v.string(),
  /** The date counted: a series' next date registration applies to, '' for a one-off event. */
  on: v.string(),
  capacity: v.nullable(v.number()),
  confirmed: v.number(),
  waiting: v.number(),
})
export const RegistrationCounts = v.array(RegistrationCount)

export const CheckInInput = v.object({ checkedIn: v.boolean('Expected true or false') })

/** 'Email everyone registered': to the confirmed (and, when asked, the waiting) of one date or every date. */
export const RegistrantsEmailInput = v.object({
  on: v.optional(onDate),
  subject: requiredText('Please write a subject', 200, 'Subject'),
  message: requiredText('Please write a message', 10_000, 'Message'),
  includeWaiting: v.optional(v.boolean('Expected true or false')),
})
export type RegistrantsEmailInput = v.InferOutput<typeof RegistrantsEmailInput>

/** 'Tell those registered': the date (or the event) changed or is cancelled; the email says how it stands now. */
export const TellRegistrantsInput = v.object({
  on: v.optional(onDate),
  /** The whole event is cancelled (before it is deleted). */
  cancelled: v.optional(v.boolean('Expected true or false')),
  note: optionalText(500, 'Note'),
})
export type TellRegistrantsInput = v.InferOutput<typeof TellRegistrantsInput>
export const QueuedAnswer = v.object({ message: v.string(), queued: v.number() })

/** How long registrations are kept after their date (days): then housekeeping deletes them. */
export const REGISTRATION_KEEP_DAYS = 365
