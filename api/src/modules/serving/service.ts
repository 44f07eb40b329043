import { randomBytes } from 'node:crypto'
import { and, asc, count, eq, gte, inArray, lt, or, sql } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client'
import { servingRoles, servingSignups } from '../../db/schema'
import { churchNow } from '../../lib/dates'
import { HttpError, isUniqueViolation, isUuid, notFound } from '../../lib/errors'
import { addDays } from '../../lib/event-times'
import type { Logger } from '../../lib/log'
import { fallsOn, occurrenceOn, occurrencesWithin, upcomingOccurrence, usableRule } from '../../lib/recurrence'
import { type Actor, recordActivity } from '../activity/service'
import { sha256 } from '../auth/service'
import { notEmailedBecause } from '../email/mailer'
import { enqueueEmail } from '../email/outbox'
import { type EventRow, eventsById, eventsFrom, findEvent } from '../events/repo'
import { getSiteConfig } from '../site-config/service'
import { type SlotWords, servingConfirmation, servingRemoved } from './emails'
import type { HandSignupInput, Rota, RotaDay, ServingDay, ServingRolesInput, ServingSignupInput } from './model'

/** The days before a date its reminder goes (a slot taken closer than that gets none: its confirmation is fresh). */
export const REMIND_DAYS_BEFORE = 2
/** The rota's page: three months of dates. */
export const ROTA_DAYS = 92
/** Sign-ups of dates longer ago than this are removed by housekeeping. */
export const KEEP_PAST_DAYS = 365
/** The most dates one event adds to a page of the rota (a daily event over three months is 92). */
const ROTA_DATES_PER_EVENT = 100
/** The most events a rota page or the list of events reads. */
const EVENTS_MAX = 300

export const SLOT_TAKEN = 'Thank you! Your slot is taken. We have sent you an email with the details.'
/** When the church's email is not set up or turned off: no email will come, so the visitor is not told one did. */
export const SLOT_TAKEN_NO_EMAIL =
  'Thank you! Your slot is taken. Our emails are not working at the moment, so please note the date; if you can no longer come, please contact the church office.'
export const SLOT_GIVEN_UP = 'You have given up your slot. Thank you for letting us know.'
export const BAD_LINK = 'This link is not valid, or the slot was already given up.'

const NO_SUCH_DATE = 'This event does not happen on that date'

export const newToken = () => {
  const token = randomBytes(32).toString('hex')
  return { token, hash: sha256(token) }
}

/** An event's roles in their order. */
const rolesOf = (db: Db, eventId: string) =>
  db.select().from(servingRoles).where(eq(servingRoles.eventId, eventId)).orderBy(asc(servingRoles.position), asc(servingRoles.createdAt))

/** How many people each of `roleIds` has on `date`. */
async function takenOn(db: Db, roleIds: string[], date: string) {
  if (roleIds.length === 0) return new Map<string, number>()
  const rows = await db
    .select({ roleId: servingSignups.roleId, taken: count() })
    .from(servingSignups)
    .where(and(inArray(servingSignups.roleId, roleIds), eq(servingSignups.date, date)))
    .groupBy(servingSignups.roleId)
  return new Map(rows.map((row) => [row.roleId, row.taken]))
}

/** The date of a live event a visitor names: one the event has, with its change applied. */
async function liveDate(db: Db, eventId: string, on: string, now: Date, timeZone: string) {
  const event = isUuid(eventId) ? await findEvent(db, eventId, now) : undefined
  if (!event) throw notFound('Event')
  if (!fallsOn(event, on, timeZone)) throw new HttpError(404, NO_SUCH_DATE)
  return { event, occurrence: occurrenceOn(event, on) }
}

/**
 * One date's roles as visitors see them: each role's slots and how many are taken, never who. The
 * date is the one asked for, else the event's next one. `open` when the date is today or later and
 * not cancelled.
 */
export async function servingDay(db: Db, eventId: string, date: string | undefined, now: Date, timeZone: string): Promise<ServingDay> {
  const event = isUuid(eventId) ? await findEvent(db, eventId, now) : undefined
  if (!event) throw notFound('Event')
  const roles = await rolesOf(db, event.id)
  const repeats = usableRule(event) !== null
  if (roles.length === 0) return { on: date ?? '', open: false, repeats, roles: [] }
  const today = churchNow(timeZone, now)
  const on = date ?? upcomingOccurrence(event, today)?.on
  if (!on) return { on: '', open: false, repeats, roles: roles.map((r) => ({ id: r.id, name: r.name, slots: r.slots, taken: 0 })) }
  if (date && !fallsOn(event, date, timeZone)) throw new HttpError(404, NO_SUCH_DATE)
  const occurrence = occurrenceOn(event, on)
  const taken = await takenOn(
    db,
    roles.map((r) => r.id),
    on,
  )
  return {
    on,
    open: !occurrence.cancelled && occurrence.date >= today.date,
    repeats,
    roles: roles.map((r) => ({ id: r.id, name: r.name, slots: r.slots, taken: Math.min(taken.get(r.id) ?? 0, r.slots) })),
  }
}

/** What a slot's emails say: the occurrence's own date, time and place. */
export const slotWords = (
  event: EventRow,
  on: string,
  role: { name: string },
  signup: { id: string; name: string; email: string },
): SlotWords => {
  const occurrence = occurrenceOn(event, on)
  return {
    signupId: signup.id,
    name: signup.name,
    email: signup.email,
    eventTitle: event.title,
    eventId: event.id,
    on,
    date: occurrence.date,
    startTime: occurrence.startTime,
    location: occurrence.location,
    roleName: role.name,
  }
}

type Mail = { origin: string; log?: Logger }

/**
 * Puts a person in a slot, atomically: the role's row is locked for the transaction, so two people
 * taking the last slot at once are counted one after the other and exactly one gets it. Refused
 * (409, nothing kept) when the role is full, the address has this role on this date already, the
 * date is past or cancelled. The confirmation email, with a withdraw link, is queued in the same
 * transaction when site emails are on. `remindedAt` is set at once for a date within the reminder's
 * two days: the confirmation is the reminder.
 */
async function takeSlot(
  db: Db,
  slot: { event: EventRow; on: string; roleId: string; name: string; email: string },
  now: Date,
  timeZone: string,
  mail: Mail,
) {
  const { event, on } = slot
  const occurrence = occurrenceOn(event, on)
  const today = churchNow(timeZone, now).date
  if (occurrence.cancelled) throw new HttpError(409, 'This date is cancelled: no one is needed')
  if (occurrence.date < today) throw new HttpError(409, 'This date has passed: sign-ups are closed')
  const email = slot.email.trim().toLowerCase()
  try {
    return await inTransaction(db, async (tx) => {
      const [role] = await tx
        .select()
        .from(servingRoles)
        .where(and(eq(servingRoles.id, slot.roleId), eq(servingRoles.eventId, event.id)))
        .for('update')
      if (!role) throw new HttpError(404, 'This role is no longer on the sheet')
      if (email) {
        const [again] = await tx
          .select({ id: servingSignups.id })
          .from(servingSignups)
          .where(and(eq(servingSignups.roleId, role.id), eq(servingSignups.date, on), eq(servingSignups.email, email)))
        if (again) throw new HttpError(409, `This email already has a slot as ${role.name} on this day`)
      }
      const taken = (await takenOn(tx, [role.id], on)).get(role.id) ?? 0
      if (taken >= role.slots) throw new HttpError(409, `All slots for ${role.name} are taken on this day`)
      const link = email ? newToken() : undefined
      const [row] = await tx
        .insert(servingSignups)
        .values({
          roleId: role.id,
          date: on,
          name: slot.name,
          email,
          withdrawTokenHash: link?.hash ?? null,
          remindedAt: occurrence.date <= addDays(today, REMIND_DAYS_BEFORE) ? now : null,
        })
        .returning()
      const config = await getSiteConfig(tx)
      if (link && config.emailEnabled)
        await enqueueEmail(tx, servingConfirmation(config, slotWords(event, on, role, row), link.token, mail.origin), mail.log)
      return { row, emailed: link !== undefined && notEmailedBecause(config) === null }
    })
  } catch (error) {
    // Two sendings of the same address at once: the index refuses the second.
    if (isUniqueViolation(error)) throw new HttpError(409, 'This email already has a slot on this day')
    throw error
  }
}

/** A visitor takes a slot (the public form, POST /api/serving/signups). */
export async function signUp(db: Db, input: ServingSignupInput, now: Date, timeZone: string, mail: Mail) {
  const { event } = await liveDate(db, input.eventId, input.date, now, timeZone)
  return takeSlot(db, { event, on: input.date, roleId: input.roleId, name: input.name, email: input.email }, now, timeZone, mail)
}

/** Staff write a name in by hand: the same limits, any publication state of the event. */
export async function addByHand(db: Db, input: HandSignupInput, now: Date, timeZone: string, mail: Mail) {
  const [role] = await db.select().from(servingRoles).where(eq(servingRoles.id, input.roleId))
  if (!role) throw notFound('Role')
  const [event] = await eventsById(db, [role.eventId])
  if (!event) throw notFound('Event')
  if (!fallsOn(event, input.date, timeZone)) throw new HttpError(404, NO_SUCH_DATE)
  return takeSlot(db, { event, on: input.date, roleId: role.id, name: input.name, email: input.email ?? '' }, now, timeZone, mail)
}

/** The slot a withdraw link names (its token from the confirmation or the reminder), or undefined. */
async function slotOfToken(db: Db, token: string) {
  const hash = sha256(token)
  const [row] = await db
    .select({ signup: servingSignups, role: servingRoles })
    .from(servingSignups)
    .innerJoin(servingRoles, eq(servingRoles.id, servingSignups.roleId))
    .where(or(eq(servingSignups.withdrawTokenHash, hash), eq(servingSignups.reminderTokenHash, hash)))
  if (!row) return undefined
  const [event] = await eventsById(db, [row.role.eventId])
  return event ? { ...row, event } : undefined
}

/** What the withdraw page shows before the visitor confirms (404 for a link that is not one). */
export async function withdrawSlot(db: Db, token: string) {
  const found = await slotOfToken(db, token)
  if (!found) throw new HttpError(404, BAD_LINK)
  const words = slotWords(found.event, found.signup.date, found.role, found.signup)
  return {
    eventTitle: words.eventTitle,
    date: words.date,
    startTime: words.startTime,
    location: words.location,
    roleName: words.roleName,
    name: words.name,
  }
}

/** The visitor gives up their slot: the row goes (a forged or used link: 404, nothing changed). */
export async function withdraw(db: Db, token: string) {
  const hash = sha256(token)
  const gone = await db
    .delete(servingSignups)
    .where(or(eq(servingSignups.withdrawTokenHash, hash), eq(servingSignups.reminderTokenHash, hash)))
    .returning({ id: servingSignups.id })
  if (gone.length === 0) throw new HttpError(404, BAD_LINK)
}

// ---- Staff

/** Upcoming people per role: the most on one date (slots may not go below it) and all together. */
async function upcomingTaken(db: Db, roleIds: string[], today: string) {
  if (roleIds.length === 0) return new Map<string, { most: number; all: number }>()
  const perDate = await db
    .select({ roleId: servingSignups.roleId, date: servingSignups.date, taken: count() })
    .from(servingSignups)
    .where(and(inArray(servingSignups.roleId, roleIds), gte(servingSignups.date, today)))
    .groupBy(servingSignups.roleId, servingSignups.date)
  const found = new Map<string, { most: number; all: number }>()
  for (const row of perDate) {
    const was = found.get(row.roleId) ?? { most: 0, all: 0 }
    found.set(row.roleId, { most: Math.max(was.most, row.taken), all: was.all + row.taken })
  }
  return found
}

/** An event's roles as staff edit them (any publication state). */
export async function staffRoles(db: Db, eventId: string, now: Date, timeZone: string) {
  const [event] = isUuid(eventId) ? await eventsById(db, [eventId]) : []
  if (!event) throw notFound('Event')
  const roles = await rolesOf(db, event.id)
  const taken = await upcomingTaken(
    db,
    roles.map((r) => r.id),
    churchNow(timeZone, now).date,
  )
  return roles.map((r) => ({
    id: r.id,
    name: r.name,
    slots: r.slots,
    mostTaken: taken.get(r.id)?.most ?? 0,
    upcomingPeople: taken.get(r.id)?.all ?? 0,
  }))
}

const rolesWords = (roles: { name: string; slots: number }[]) => roles.map((r) => `${r.name} ×${r.slots}`).join(', ') || 'none'

/**
 * Saves an event's whole list of roles. Nobody is dropped silently: slots below the people already
 * in a role on a date still to come are refused (409, with the role and the number); a role left out
 * that has people on a date still to come is removed only with `removeTaken` (409 otherwise, naming it).
 * Two roles of one event may not share a name. Noted in the activity log as a change of the event.
 */
export async function saveRoles(db: Db, eventId: string, input: ServingRolesInput, by: Actor, now: Date, timeZone: string) {
  const [event] = isUuid(eventId) ? await eventsById(db, [eventId]) : []
  if (!event) throw notFound('Event')
  const names = new Set<string>()
  for (const role of input.roles) {
    const key = role.name.toLowerCase()
    if (names.has(key)) throw new HttpError(409, `There are two roles named ${role.name}: please give each its own name`)
    names.add(key)
  }
  await inTransaction(db, async (tx) => {
    // Locked, so no one takes a slot between the check and the change.
    const before = await tx
      .select()
      .from(servingRoles)
      .where(eq(servingRoles.eventId, event.id))
      .orderBy(asc(servingRoles.position))
      .for('update')
    const beforeIds = new Set(before.map((r) => r.id))
    for (const role of input.roles)
      if (role.id && !beforeIds.has(role.id)) throw new HttpError(409, 'This role is no longer on the sheet: reload the page')
    const taken = await upcomingTaken(
      tx,
      before.map((r) => r.id),
      churchNow(timeZone, now).date,
    )
    for (const role of input.roles) {
      const most = role.id ? (taken.get(role.id)?.most ?? 0) : 0
      if (role.slots < most)
        throw new HttpError(
          409,
          `${role.name} has ${most} people signed up on one date: slots cannot be fewer than ${most}. Remove people in the rota first.`,
        )
    }
    const kept = new Set(input.roles.flatMap((r) => (r.id ? [r.id] : [])))
    const removed = before.filter((r) => !kept.has(r.id))
    const withPeople = removed.filter((r) => (taken.get(r.id)?.all ?? 0) > 0)
    if (withPeople.length > 0 && !input.removeTaken)
      throw new HttpError(
        409,
        `${withPeople.map((r) => `${r.name} has ${taken.get(r.id)?.all} people signed up`).join('; ')}. Remove anyway? They will not be emailed.`,
      )
    if (removed.length > 0)
      await tx.delete(servingRoles).where(
        inArray(
          servingRoles.id,
          removed.map((r) => r.id),
        ),
      )
    for (const [position, role] of input.roles.entries()) {
      if (role.id) await tx.update(servingRoles).set({ name: role.name, slots: role.slots, position }).where(eq(servingRoles.id, role.id))
      else await tx.insert(servingRoles).values({ eventId: event.id, name: role.name, slots: role.slots, position })
    }
    const from = rolesWords(before)
    const to = rolesWords(input.roles)
    if (from !== to)
      await recordActivity(tx, {
        by,
        kind: 'edit',
        area: 'events',
        recordId: event.id,
        title: event.title,
        changes: [{ field: 'serving roles', from, to }],
      })
  })
  return staffRoles(db, event.id, now, timeZone)
}

/** Events staff may give roles to (on or after today, or repeating), with how many roles each has. */
export async function servingEvents(db: Db, now: Date, timeZone: string) {
  const list = await eventsFrom(db, churchNow(timeZone, now).date, EVENTS_MAX)
  const counts = list.length
    ? await db
        .select({ eventId: servingRoles.eventId, roles: count() })
        .from(servingRoles)
        .where(
          inArray(
            servingRoles.eventId,
            list.map((e) => e.id),
          ),
        )
        .groupBy(servingRoles.eventId)
    : []
  const rolesOfEvent = new Map(counts.map((row) => [row.eventId, row.roles]))
  return list.map((e) => ({
    id: e.id,
    title: e.title,
    date: e.date,
    startTime: e.startTime,
    recurrenceDescription: e.recurrenceDescription,
    isRecurring: e.isRecurring,
    roles: rolesOfEvent.get(e.id) ?? 0,
  }))
}

/**
 * Who is on each date from `from` for three months: every date of every event with roles (a series'
 * dates one by one), soonest first, each role with its people and its slots. `next` is where the
 * following page starts.
 */
export async function rota(db: Db, from: string, timeZone: string): Promise<Rota> {
  const to = addDays(from, ROTA_DAYS - 1)
  const roles = await db.select().from(servingRoles).orderBy(asc(servingRoles.position), asc(servingRoles.createdAt))
  const byEvent = new Map<string, typeof roles>()
  for (const role of roles) byEvent.set(role.eventId, [...(byEvent.get(role.eventId) ?? []), role])
  const events = (await eventsById(db, [...byEvent.keys()])).slice(0, EVENTS_MAX)
  const days: RotaDay[] = []
  for (const event of events)
    for (const occurrence of occurrencesWithin(event, from, to, ROTA_DATES_PER_EVENT, timeZone))
      days.push({
        eventId: event.id,
        eventTitle: event.title,
        on: occurrence.on,
        date: occurrence.date,
        startTime: occurrence.startTime,
        location: occurrence.location,
        cancelled: occurrence.cancelled,
        roles: (byEvent.get(event.id) ?? []).map((r) => ({ id: r.id, name: r.name, slots: r.slots, people: [] })),
      })
  days.sort((a, b) => `${a.date}T${a.startTime}`.localeCompare(`${b.date}T${b.startTime}`) || a.eventTitle.localeCompare(b.eventTitle))
  const dates = [...new Set(days.map((d) => d.on))]
  if (dates.length > 0) {
    const people = await db
      .select()
      .from(servingSignups)
      .where(
        and(
          inArray(
            servingSignups.roleId,
            roles.map((r) => r.id),
          ),
          inArray(servingSignups.date, dates),
        ),
      )
      .orderBy(asc(servingSignups.createdAt))
    const slotOf = new Map(days.flatMap((day) => day.roles.map((role) => [`${role.id} ${day.on}`, role] as const)))
    for (const person of people)
      slotOf.get(`${person.roleId} ${person.date}`)?.people.push({ id: person.id, name: person.name, email: person.email })
  }
  return { from, to, next: addDays(to, 1), days }
}

/**
 * Staff take someone off a date. They are emailed only when staff choose (`tell`), and only when
 * they gave an address.
 */
export async function removeSignup(db: Db, id: string, tell: boolean, mail: Mail) {
  if (!isUuid(id)) throw notFound('Sign-up')
  await inTransaction(db, async (tx) => {
    const [gone] = await tx.delete(servingSignups).where(eq(servingSignups.id, id)).returning()
    if (!gone) throw notFound('Sign-up')
    if (!tell || !gone.email) return
    const [role] = await tx.select().from(servingRoles).where(eq(servingRoles.id, gone.roleId))
    const [event] = role ? await eventsById(tx, [role.eventId]) : []
    const config = await getSiteConfig(tx)
    if (role && event && config.emailEnabled)
      await enqueueEmail(tx, servingRemoved(config, slotWords(event, gone.date, role, gone)), mail.log)
  })
}

/** Sign-ups of dates more than a year past, and roles whose event is gone and not in the bin (housekeeping). */
export async function pruneServing(db: Db, now = new Date()) {
  const cutoff = addDays(now.toISOString().slice(0, 10), -KEEP_PAST_DAYS)
  const oldSignups = await db.delete(servingSignups).where(lt(servingSignups.date, cutoff)).returning({ id: servingSignups.id })
  const orphanRoles = await db
    .delete(servingRoles)
    .where(
      and(
        sql`not exists (select 1 from events e where e.id = serving_roles.event_id)`,
        sql`not exists (select 1 from bin_items b where b.record->>'id' = serving_roles.event_id::text)`,
      ),
    )
    .returning({ id: servingRoles.id })
  return oldSignups.length + orphanRoles.length
}
