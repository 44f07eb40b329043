import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client'
import { eventRegistrationSettings, eventRegistrations } from '../../db/schema'
import { churchNow, zonedInstant } from '../../lib/dates'
import { HttpError, isUuid, notFound } from '../../lib/errors'
import { addDays } from '../../lib/event-times'
import type { Logger } from '../../lib/log'
import { fallsOn, occurrenceOn, upcomingOccurrences, usableRule } from '../../lib/recurrence'
import { type Actor, recordActivity } from '../activity/service'
import { notEmailedBecause } from '../email/mailer'
import { enqueueEmail } from '../email/outbox'
import type { OutgoingEmail, SiteConfigRow } from '../email/templates'
import { type EventRow, eventsById, findEvent } from '../events/repo'
import { getSiteConfig } from '../site-config/service'
import { changeEmail, confirmationEmail, type Dated, messageEmail, promotedEmail, type Registrant, whenWords } from './emails'
import { registrationOfToken, registrationToken } from './links'
import {
  LINK_NOT_VALID,
  type ManagedRegistration,
  type ManageInput,
  REGISTRATION_KEEP_DAYS,
  type RegistrantsEmailInput,
  type RegistrationInput,
  type RegistrationSettingsInput,
  type RegistrationState,
  type TellRegistrantsInput,
} from './model'

type Settings = typeof eventRegistrationSettings.$inferSelect
type Row = typeof eventRegistrations.$inferSelect
/** What the rules need besides the database: the church's zone, the app's clock, the site's origin, the log. */
export type RegistrationContext = { timezone: string; now: Date; origin: string; log?: Logger }

export const NOT_OPEN = 'Registration is not open for this event'
export const CLOSED = 'Registration closed'
export const DATE_CANCELLED = 'This date is cancelled'
export const FULL = 'Sorry, this date is full'
export const ALREADY_CANCELLED = 'This registration is already cancelled'
export const DATE_PASSED = 'This date has passed, so the registration can no longer be changed'

/** The date registered for: a series' date as its page names it, or the one-off event's own (`on` ''). */
function datedOf(event: EventRow, on: string, timezone: string): Dated | null {
  if (usableRule(event)) {
    if (!on || !fallsOn(event, on, timezone)) return null
    return { event, occurrence: occurrenceOn(event, on) }
  }
  if (on) return null
  return { event, occurrence: { ...occurrenceOn({ ...event, changes: [] }, event.date), on: '' } }
}

/** Registration applies to this date: turned on, for every date or this one. */
const appliesTo = (settings: Settings | undefined, on: string): settings is Settings =>
  !!settings?.enabled && (settings.onlyOn === null || settings.onlyOn === on)

/** When registration for the date closes: its start (midnight for a day without a time) less the hours staff chose. */
export const closesAt = (settings: Settings, { occurrence }: Dated, timezone: string) =>
  new Date(zonedInstant(timezone, occurrence.date, occurrence.startTime || '00:00').getTime() - settings.closeHoursBefore * 3_600_000)

/** The date has begun (registrations can no longer be changed by their link). */
const begun = ({ occurrence }: Dated, timezone: string, now: Date) =>
  now.getTime() >= zonedInstant(timezone, occurrence.date, occurrence.startTime || '23:59').getTime()

/** People confirmed and registrations waiting for one date. */
async function tally(db: Db, eventId: string, on: string) {
  const [row] = await db
    .select({
      confirmed:
        sql<number>`coalesce(sum(${eventRegistrations.partySize}) filter (where ${eventRegistrations.status} = 'confirmed'), 0)`.mapWith(
          Number,
        ),
      waiting: sql<number>`count(*) filter (where ${eventRegistrations.status} = 'waiting')`.mapWith(Number),
    })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.on, on)))
  return row
}

const settingsOf = async (db: Db, eventId: string, lock = false) => {
  const query = db.select().from(eventRegistrationSettings).where(eq(eventRegistrationSettings.eventId, eventId))
  return (lock ? await query.for('update') : await query)[0]
}

/** Where registration stands for a date, as the event's page shows it; null when it is not turned on for it. */
export async function registrationState(db: Db, eventId: string, on: string, ctx: RegistrationContext): Promise<RegistrationState | null> {
  if (!isUuid(eventId)) throw notFound('Event')
  const event = await findEvent(db, eventId, ctx.now)
  if (!event) throw notFound('Event')
  // A series' page (no date) or a date it does not fall on: nothing to register for there.
  const dated = datedOf(event, on, ctx.timezone)
  if (!dated) return null
  const settings = await settingsOf(db, eventId)
  if (!appliesTo(settings, on)) return null
  const { confirmed, waiting } = await tally(db, eventId, on)
  const placesLeft = settings.capacity === null ? null : Math.max(0, settings.capacity - confirmed)
  const full = placesLeft !== null && (placesLeft === 0 || (waiting > 0 && settings.waitingList))
  const closes = closesAt(settings, dated, ctx.timezone)
  const closedBecause = dated.occurrence.cancelled
    ? DATE_CANCELLED
    : ctx.now >= closes
      ? CLOSED
      : full && !settings.waitingList
        ? 'Full'
        : ''
  return {
    open: closedBecause === '',
    closedBecause,
    placesLeft,
    capacity: settings.capacity,
    waitingList: settings.waitingList,
    full,
    askPhone: settings.askPhone,
    askParty: settings.askParty,
    question: settings.question,
    closesAt: settings.closeHoursBefore > 0 ? closes : null,
  }
}

/** Queues an email, stored unsent (and said so in the outbox) when email is off or not set up. */
const queue = (db: Db, config: SiteConfigRow, email: OutgoingEmail, log?: Logger) =>
  enqueueEmail(db, email, log, { notSent: notEmailedBecause(config) ?? undefined })

const registrant = (row: Row): Registrant => row

/**
 * Registers a visitor (POST /api/event-registrations), in one transaction holding the event's
 * registration settings row (`for update`): every registration for the event waits its turn there,
 * so the places counted are the places left and no date is oversold, on PGlite (one connection) and
 * PostgreSQL alike. A party that fits, with nobody waiting before it, is confirmed; otherwise it joins
 * the waiting list when there is one, or is refused ('full', nothing kept). The confirmation email
 * (with the date's .ics and the link to change or cancel) is queued in the same transaction.
 */
export async function register(db: Db, input: RegistrationInput, ctx: RegistrationContext) {
  if (!isUuid(input.eventId)) throw notFound('Event')
  return inTransaction(db, async (tx) => {
    const settings = await settingsOf(tx, input.eventId, true)
    const event = await findEvent(tx, input.eventId, ctx.now)
    if (!event) throw notFound('Event')
    const dated = datedOf(event, input.on, ctx.timezone)
    if (!dated) throw notFound('Event date')
    if (!appliesTo(settings, input.on)) throw new HttpError(422, NOT_OPEN)
    if (input.sendKey) {
      const [before] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.sendKey, input.sendKey))
      if (before) return { row: before, emailed: notEmailedBecause(await getSiteConfig(tx)) === null }
    }
    if (dated.occurrence.cancelled) throw new HttpError(422, DATE_CANCELLED)
    if (ctx.now >= closesAt(settings, dated, ctx.timezone)) throw new HttpError(422, CLOSED)
    const partySize = settings.askParty ? (input.partySize ?? 1) : 1
    const { confirmed, waiting } = await tally(tx, input.eventId, input.on)
    const left = settings.capacity === null ? Number.POSITIVE_INFINITY : settings.capacity - confirmed
    const queueBefore = settings.waitingList && waiting > 0
    let status: 'confirmed' | 'waiting'
    if (partySize <= left && !queueBefore) status = 'confirmed'
    else if (settings.waitingList) status = 'waiting'
    else if (left > 0) {
      const only = `Only ${left === 1 ? '1 place is' : `${left} places are`} left`
      throw new HttpError(409, only, { partySize: only })
    } else throw new HttpError(409, FULL)
    const [row] = await tx
      .insert(eventRegistrations)
      .values({
        eventId: input.eventId,
        on: input.on,
        name: input.name,
        email: input.email,
        phone: settings.askPhone ? (input.phone ?? '') : '',
        partySize,
        answer: settings.question ? (input.answer ?? '') : '',
        status,
        sendKey: input.sendKey,
      })
      .returning()
    const config = await getSiteConfig(tx)
    const token = await registrationToken(tx, row.id)
    await queue(
      tx,
      config,
      confirmationEmail(registrant(row), dated, { config, origin: ctx.origin, timezone: ctx.timezone, token }),
      ctx.log,
    )
    return { row, emailed: notEmailedBecause(config) === null }
  })
}

/**
 * Gives free places to those waiting, in the order they joined: each whose party fits the places
 * left is confirmed and emailed (a party too large is passed over, keeping its turn for the next
 * place that frees). Called inside the transaction holding the settings row.
 */
async function promoteWaiting(tx: Db, settings: Settings, dated: Dated, on: string, ctx: RegistrationContext) {
  const { confirmed } = await tally(tx, settings.eventId, on)
  let left = settings.capacity === null ? Number.POSITIVE_INFINITY : settings.capacity - confirmed
  if (left <= 0) return 0
  const waiting = await tx
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, settings.eventId), eq(eventRegistrations.on, on), eq(eventRegistrations.status, 'waiting')))
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id))
    .limit(500)
  const config = await getSiteConfig(tx)
  let promoted = 0
  for (const row of waiting) {
    if (left <= 0) break
    if (row.partySize > left) continue
    const [now] = await tx.update(eventRegistrations).set({ status: 'confirmed' }).where(eq(eventRegistrations.id, row.id)).returning()
    left -= row.partySize
    promoted++
    const token = await registrationToken(tx, row.id)
    await queue(tx, config, promotedEmail(registrant(now), dated, { config, origin: ctx.origin, timezone: ctx.timezone, token }), ctx.log)
  }
  return promoted
}

/** The registration a link names, for its page; 404 with words for a visitor when the link is not valid. */
export async function managedRegistration(db: Db, token: string, ctx: RegistrationContext): Promise<ManagedRegistration> {
  const row = await rowOfToken(db, token)
  const config = await getSiteConfig(db)
  const [event] = await eventsById(db, [row.eventId])
  const dated = event ? datedOf(event, row.on, ctx.timezone) : null
  const settings = await settingsOf(db, row.eventId)
  return {
    eventId: row.eventId,
    on: row.on,
    title: event?.title ?? 'An event no longer listed',
    when: dated ? whenWords(dated) : '',
    place: dated ? dated.occurrence.location || [config.churchName, config.address].filter(Boolean).join(', ') : '',
    name: row.name,
    status: row.status,
    partySize: row.partySize,
    askParty: !!settings?.askParty,
    changeable: row.status !== 'cancelled' && !!dated && !dated.occurrence.cancelled && !begun(dated, ctx.timezone, ctx.now),
  }
}

async function rowOfToken(db: Db, token: string): Promise<Row> {
  const id = await registrationOfToken(db, token)
  const [row] = id ? await db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id)) : []
  if (!row) throw new HttpError(404, LINK_NOT_VALID)
  return row
}

/**
 * A registrant's own change through their link: cancel, or a new party size (more people only as
 * places allow, fewer frees places). Either may give places to those waiting, who are emailed.
 */
export async function changeRegistration(db: Db, input: ManageInput, ctx: RegistrationContext) {
  const found = await rowOfToken(db, input.token)
  return inTransaction(db, async (tx) => {
    const settings = await settingsOf(tx, found.eventId, true)
    const [row] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.id, found.id)).for('update')
    if (!row) throw new HttpError(404, LINK_NOT_VALID)
    if (row.status === 'cancelled') throw new HttpError(409, ALREADY_CANCELLED)
    const [event] = await eventsById(tx, [row.eventId])
    const dated = event ? datedOf(event, row.on, ctx.timezone) : null
    if (dated && begun(dated, ctx.timezone, ctx.now)) throw new HttpError(422, DATE_PASSED)
    if (input.action === 'cancel') {
      await tx.update(eventRegistrations).set({ status: 'cancelled' }).where(eq(eventRegistrations.id, row.id))
      if (settings && dated && row.status === 'confirmed') await promoteWaiting(tx, settings, dated, row.on, ctx)
      return { message: 'Your registration is cancelled. Thank you for letting us know.', status: 'cancelled' as const }
    }
    if (!settings?.askParty || !dated) throw new HttpError(422, 'The number in a party cannot be changed for this event')
    const partySize = input.partySize ?? row.partySize
    if (row.status === 'confirmed' && partySize > row.partySize && settings.capacity !== null) {
      const { confirmed } = await tally(tx, row.eventId, row.on)
      const more = settings.capacity - confirmed
      if (partySize - row.partySize > more) {
        const only =
          more <= 0
            ? 'No more places are left, so your party cannot grow'
            : `Only ${more === 1 ? '1 more place is' : `${more} more places are`} left`
        throw new HttpError(409, only, { partySize: only })
      }
    }
    await tx.update(eventRegistrations).set({ partySize }).where(eq(eventRegistrations.id, row.id))
    if (row.status === 'confirmed' && partySize < row.partySize) await promoteWaiting(tx, settings, dated, row.on, ctx)
    return { message: `Your party is now ${partySize === 1 ? '1 person' : `${partySize} people`}.`, status: row.status }
  })
}

/** Staff turn registration on, change it or turn it off; freeing places (a larger capacity) promotes those waiting. */
export async function saveSettings(db: Db, eventId: string, input: RegistrationSettingsInput, by: Actor, ctx: RegistrationContext) {
  if (!isUuid(eventId)) throw notFound('Event')
  return inTransaction(db, async (tx) => {
    const [event] = await eventsById(tx, [eventId])
    if (!event) throw notFound('Event')
    if (input.onlyOn !== null && !datedOf(event, input.onlyOn, ctx.timezone)) {
      const message = `${event.title} does not fall on that date`
      throw new HttpError(422, message, { onlyOn: message })
    }
    const values = { ...input, question: input.question ?? '' }
    const [saved] = await tx
      .insert(eventRegistrationSettings)
      .values({ eventId, ...values })
      .onConflictDoUpdate({ target: eventRegistrationSettings.eventId, set: { ...values, updatedAt: new Date() } })
      .returning()
    // Every date with someone waiting gets the places the new capacity frees.
    const dates = await tx
      .selectDistinct({ on: eventRegistrations.on })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'waiting')))
      .limit(200)
    for (const { on } of dates) {
      const dated = datedOf(event, on, ctx.timezone)
      if (dated && !begun(dated, ctx.timezone, ctx.now)) await promoteWaiting(tx, saved, dated, on, ctx)
    }
    await recordActivity(tx, {
      by,
      kind: 'edit',
      area: 'events',
      recordId: eventId,
      title: event.title,
      changes: [{ field: 'registration', to: input.enabled ? 'on' : 'off' }],
    })
    return saved
  })
}

export const settingsForStaff = async (db: Db, eventId: string) => (isUuid(eventId) ? ((await settingsOf(db, eventId)) ?? null) : null)

/** The most registrations a staff list or export holds for one event (a church's event is far smaller). */
export const LIST_AT_MOST = 2000

/** Registrations of an event (one date, or all), in the order they registered: confirmed, waiting, then cancelled. */
export async function listRegistrations(db: Db, eventId: string, on: string | undefined) {
  if (!isUuid(eventId)) throw notFound('Event')
  const rows = await db
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), on === undefined ? undefined : eq(eventRegistrations.on, on)))
    .orderBy(
      asc(eventRegistrations.on),
      sql`case ${eventRegistrations.status} when 'confirmed' then 0 when 'waiting' then 1 else 2 end`,
      asc(eventRegistrations.createdAt),
      asc(eventRegistrations.id),
    )
    .limit(LIST_AT_MOST + 1)
  return { settings: await settingsForStaff(db, eventId), items: rows.slice(0, LIST_AT_MOST), limited: rows.length > LIST_AT_MOST }
}

/** A check-in tick, saved at once. */
export async function setCheckedIn(db: Db, id: string, checkedIn: boolean) {
  if (!isUuid(id)) throw notFound('Registration')
  const [row] = await db.update(eventRegistrations).set({ checkedIn }).where(eq(eventRegistrations.id, id)).returning()
  if (!row) throw notFound('Registration')
  return row
}

/**
 * The Events tab's counts, for the events staff see: people confirmed and registrations waiting, per
 * event, for its next date registration applies to (a one-off event: its own).
 */
export async function registrationCounts(db: Db, timezone: string, now: Date) {
  const settings = await db.select().from(eventRegistrationSettings).where(eq(eventRegistrationSettings.enabled, true)).limit(1000)
  if (settings.length === 0) return []
  const stored = await eventsById(
    db,
    settings.map((s) => s.eventId),
  )
  const today = churchNow(timezone, now)
  const counts = []
  for (const s of settings) {
    const event = stored.find((e) => e.id === s.eventId)
    if (!event) continue
    const on = usableRule(event) ? (s.onlyOn ?? upcomingOccurrences(event, today, 1)[0]?.on ?? '') : ''
    if (usableRule(event) && !on) continue
    const { confirmed, waiting } = await tally(db, s.eventId, on)
    counts.push({ eventId: s.eventId, on, capacity: s.capacity, confirmed, waiting })
  }
  return counts
}

/** Those registered for one date (or every date): confirmed, and waiting when asked; at most LIST_AT_MOST. */
const registeredFor = (db: Db, eventId: string, on: string | undefined, statuses: ('confirmed' | 'waiting')[]) =>
  db
    .select()
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        on === undefined ? undefined : eq(eventRegistrations.on, on),
        inArray(eventRegistrations.status, statuses),
      ),
    )
    .orderBy(asc(eventRegistrations.createdAt))
    .limit(LIST_AT_MOST)

async function eventForStaff(db: Db, eventId: string) {
  if (!isUuid(eventId)) throw notFound('Event')
  const [event] = await eventsById(db, [eventId])
  if (!event) throw notFound('Event')
  return event
}

/** 'Email everyone registered': staff's subject and message to each, queued in one transaction. */
export async function emailRegistrants(db: Db, eventId: string, input: RegistrantsEmailInput, by: Actor, ctx: RegistrationContext) {
  return inTransaction(db, async (tx) => {
    const event = await eventForStaff(tx, eventId)
    const rows = await registeredFor(tx, eventId, input.on, input.includeWaiting ? ['confirmed', 'waiting'] : ['confirmed'])
    const config = await getSiteConfig(tx)
    let queued = 0
    for (const row of rows) {
      const dated = datedOf(event, row.on, ctx.timezone)
      if (!dated) continue
      const token = await registrationToken(tx, row.id)
      const email = messageEmail(registrant(row), dated, { config, origin: ctx.origin, timezone: ctx.timezone, token, ...input })
      if (await queue(tx, config, email, ctx.log)) queued++
    }
    await recordActivity(tx, { by, kind: 'send', area: 'events', recordId: eventId, title: event.title, count: queued })
    return { message: `${queued === 1 ? '1 email' : `${queued} emails`} queued`, queued }
  })
}

/**
 * Tells those registered that their date (or the event) changed or is cancelled: the email says how it
 * stands now (its date, time and place), or that it is cancelled. A cancelled date's (or event's)
 * registrations are cancelled too, so nobody waits for it and the counts stay true.
 */
export async function tellRegistrants(db: Db, eventId: string, input: TellRegistrantsInput, by: Actor, ctx: RegistrationContext) {
  return inTransaction(db, async (tx) => {
    const event = await eventForStaff(tx, eventId)
    await settingsOf(tx, eventId, true)
    const rows = await registeredFor(tx, eventId, input.on, ['confirmed', 'waiting'])
    const config = await getSiteConfig(tx)
    let queued = 0
    const gone: string[] = []
    for (const row of rows) {
      const dated = datedOf(event, row.on, ctx.timezone)
      if (!dated) continue
      const cancelled = !!input.cancelled || dated.occurrence.cancelled
      if (cancelled) gone.push(row.id)
      const token = await registrationToken(tx, row.id)
      const email = changeEmail(registrant(row), dated, {
        config,
        origin: ctx.origin,
        timezone: ctx.timezone,
        token,
        cancelled,
        note: input.note ?? '',
      })
      if (await queue(tx, config, email, ctx.log)) queued++
    }
    if (gone.length > 0) await tx.update(eventRegistrations).set({ status: 'cancelled' }).where(inArray(eventRegistrations.id, gone))
    await recordActivity(tx, { by, kind: 'send', area: 'events', recordId: eventId, title: event.title, count: queued })
    return { message: `${queued === 1 ? '1 person' : `${queued} people`} will be emailed`, queued }
  })
}

/** How many are registered (confirmed or waiting) for a date, or for any date of the event: the dialogs say so before a change. */
export async function registeredCount(db: Db, eventId: string, on: string | undefined) {
  if (!isUuid(eventId)) throw notFound('Event')
  const [row] = await db
    .select({
      people: sql<number>`coalesce(sum(${eventRegistrations.partySize}), 0)`.mapWith(Number),
      registrations: sql<number>`count(*)`.mapWith(Number),
    })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        on === undefined ? undefined : eq(eventRegistrations.on, on),
        ne(eventRegistrations.status, 'cancelled'),
      ),
    )
  return row
}

/** A CSV cell: quoted, doubled quotes, and a formula's first character (= + - @, tab, return) made text with a leading '. */
export function csvCell(value: string | number | boolean): string {
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replaceAll('"', '""')}"`
}

const STATUS_WORDS = { confirmed: 'Registered', waiting: 'Waiting list', cancelled: 'Cancelled' } as const

/** The list as a spreadsheet: one row per registration, with the date for a series. */
export async function registrationsCsv(db: Db, eventId: string, on: string | undefined) {
  const event = await eventForStaff(db, eventId)
  const { items, settings } = await listRegistrations(db, eventId, on)
  const header = ['Date', 'Name', 'Email', 'Phone', 'Party', 'Status', 'Checked in', settings?.question || 'Answer', 'Registered at']
  const lines = [header.map(csvCell).join(',')]
  for (const r of items)
    lines.push(
      [
        r.on || event.date,
        r.name,
        r.email,
        r.phone,
        r.partySize,
        STATUS_WORDS[r.status],
        r.checkedIn ? 'yes' : 'no',
        r.answer,
        r.createdAt.toISOString(),
      ]
        .map(csvCell)
        .join(','),
    )
  return { title: event.title, csv: `${lines.join('\r\n')}\r\n` }
}

/**
 * Deletes registrations a year after their date (housekeeping): people's names, emails and phones are
 * not kept longer than the event needs them. A one-off event's count from its own date (or from when
 * it was made, when the event is gone); a series' from the date registered for.
 */
export async function pruneRegistrations(db: Db, now = new Date()) {
  // A day either side of the church's date is nothing against a year.
  const cutoff = addDays(now.toISOString().slice(0, 10), -REGISTRATION_KEEP_DAYS)
  const gone = await db
    .delete(eventRegistrations)
    .where(
      sql`case when ${eventRegistrations.on} <> '' then ${eventRegistrations.on} < ${cutoff}
        else coalesce((select e.date::text from events e where e.id = ${eventRegistrations.eventId}), to_char(${eventRegistrations.createdAt}, 'YYYY-MM-DD')) < ${cutoff} end`,
    )
    .returning({ id: eventRegistrations.id })
  return gone.length
}

export { LINK_NOT_VALID }
