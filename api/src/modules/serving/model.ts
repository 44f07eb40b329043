import * as v from 'valibot'
import { texts } from '../../lib/answers'
import { isCalendarDate, requiredEmail, requiredText } from '../../lib/fields'
import { honeypot } from '../../lib/honeypot'

/**
 * Sign-up sheets for serving (issue 34, decision 0060): an event's dates carry roles with a number of
 * slots ('Greeters ×2'); visitors take a slot with their name and email and see only how many are
 * taken; staff who may edit events see who is on each date and may add or remove people.
 */

/** The slots a role may have, and the roles an event may have. */
export const SLOTS = { min: 1, max: 50 } as const
export const ROLES_MAX = 20
export const ROLE_NAME_MAX = 80
export const SLOTS_MESSAGE = `Slots must be a whole number from ${SLOTS.min} to ${SLOTS.max}`

const DATE_MESSAGE = 'Please choose a date of this event'
const dateField = v.pipe(v.string(DATE_MESSAGE), v.check(isCalendarDate, DATE_MESSAGE))
const idField = (message: string) => v.pipe(v.string(message), v.uuid(message))

/** One role as staff edit it: an existing role keeps its id (its people stay in it); a new one has none. */
export const ServingRoleInput = v.object({
  id: v.optional(v.nullable(idField('This role is not one of this event'))),
  name: requiredText('Please name the role', ROLE_NAME_MAX, 'Role name'),
  slots: v.pipe(
    v.number(SLOTS_MESSAGE),
    v.integer(SLOTS_MESSAGE),
    v.minValue(SLOTS.min, SLOTS_MESSAGE),
    v.maxValue(SLOTS.max, SLOTS_MESSAGE),
  ),
})
export type ServingRoleInput = v.InferOutput<typeof ServingRoleInput>

/**
 * PUT /api/admin/serving/events/:id/roles: the event's whole list, in order. A role left out that has
 * people signed up on a date still to come is removed only with `removeTaken` (the dashboard asks first).
 */
export const ServingRolesInput = v.object({
  roles: v.pipe(v.array(ServingRoleInput), v.maxLength(ROLES_MAX, `An event may have at most ${ROLES_MAX} roles`)),
  removeTaken: v.optional(v.boolean()),
})
export type ServingRolesInput = v.InferOutput<typeof ServingRolesInput>

/** A role as staff see it: its slots and how many people are signed up on dates still to come. */
export const ServingRole = v.object({
  id: v.string(),
  name: v.string(),
  slots: v.number(),
  /** The most people signed up on any one date still to come (slots cannot go below it). */
  mostTaken: v.number(),
  /** People signed up on dates still to come, all dates together. */
  upcomingPeople: v.number(),
})
export type ServingRole = v.InferOutput<typeof ServingRole>

/** An event staff may give roles to, with how many it has. */
export const ServingEvent = v.object({
  id: v.string(),
  ...texts('title', 'date', 'startTime', 'recurrenceDescription'),
  isRecurring: v.boolean(),
  roles: v.number(),
})

/** GET /api/events/:id/serving?date=: one date's roles as visitors see them: counts only, never names. */
export const ServingDayQuery = v.object({ date: v.optional(dateField) })
export const PublicServingRole = v.object({ id: v.string(), name: v.string(), slots: v.number(), taken: v.number() })
export const ServingDay = v.object({
  /** The date of the series (its address); '' when the event has no date still to come. */
  on: v.string(),
  /** Visitors may take a slot: the date is today or later and not cancelled. */
  open: v.boolean(),
  /** The event repeats: its page names the date the section is for. */
  repeats: v.boolean(),
  roles: v.array(PublicServingRole),
})
export type ServingDay = v.InferOutput<typeof ServingDay>

/** The public form (POST /api/serving/signups): which event, date and role, a name and an email. */
export const ServingSignupInput = v.object({
  eventId: idField('Event not found'),
  date: dateField,
  roleId: idField('Please choose a role'),
  name: requiredText('Please enter your name', 120, 'Name'),
  email: requiredEmail('Please enter a valid email address'),
  website: honeypot(),
})
export type ServingSignupInput = v.InferOutput<typeof ServingSignupInput>

/** The page a withdraw link opens, and its form: the token from the link. */
export const WithdrawToken = v.object({
  token: v.pipe(v.string('This link is not valid'), v.regex(/^[0-9a-f]{64}$/, 'This link is not valid')),
})
/** What the withdraw page shows before the visitor confirms. */
export const WithdrawSlot = v.object({ ...texts('eventTitle', 'date', 'startTime', 'location', 'roleName', 'name') })
export type WithdrawSlot = v.InferOutput<typeof WithdrawSlot>

/** Staff write a name in by hand (email optional: with one, the person gets the confirmation email). */
export const HandSignupInput = v.object({
  roleId: idField('Please choose a role'),
  date: dateField,
  name: requiredText('Please enter a name', 120, 'Name'),
  email: v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.transform((s) => (s ?? '').trim()),
      v.check((s) => s === '' || v.is(v.pipe(v.string(), v.email()), s), 'Please enter a valid email address, or leave it empty'),
    ),
  ),
})
export type HandSignupInput = v.InferOutput<typeof HandSignupInput>

/** DELETE /api/admin/serving/signups/:id?tell=true: the person is emailed only when staff choose. */
export const RemoveSignupQuery = v.object({ tell: v.optional(v.picklist(['true', 'false'], 'Expected true or false')) })

/** The rota: from a date (default today), three months at a time. */
export const RotaQuery = v.object({ from: v.optional(dateField) })
export const RotaPerson = v.object({ id: v.string(), ...texts('name', 'email') })
export const RotaRole = v.object({ id: v.string(), name: v.string(), slots: v.number(), people: v.array(RotaPerson) })
export const RotaDay = v.object({
  eventId: v.string(),
  ...texts('eventTitle', 'on', 'date', 'startTime', 'location'),
  cancelled: v.boolean(),
  roles: v.array(RotaRole),
})
export type RotaDay = v.InferOutput<typeof RotaDay>
export const Rota = v.object({ from: v.string(), to: v.string(), next: v.string(), days: v.array(RotaDay) })
export type Rota = v.InferOutput<typeof Rota>
