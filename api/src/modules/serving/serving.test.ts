import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { outboxEmails, servingSignups, siteConfig } from '../../db/schema'
import { zonedInstant } from '../../lib/dates'
import { createLogger } from '../../lib/log'
import { expectRefused, testApp } from '../../test/harness'
import { sendThrough, startSmtpServer } from '../../test/smtp'
import { sendDueEmails } from '../email/outbox'
import { pruneLeftovers } from '../housekeeping/service'
import { queueServingReminders } from './reminders'
import { BAD_LINK, SLOT_GIVEN_UP, SLOT_TAKEN, SLOT_TAKEN_NO_EMAIL } from './service'

const ZONE = 'America/Chicago'
const t = await testApp({ PUBLIC_URL: 'https://stbrigid.example' })
const smtp = await startSmtpServer()
await sendThrough(t.db, smtp)
// The church's clock: Wednesday, Dec 2, 2026 at noon.
let clock = zonedInstant(ZONE, '2026-12-02', '12:00')
t.database.content.setClock(() => clock)
const admin = await t.admin()
const editor = await t.editor()
const contributor = await t.signIn('helper@example.org', { role: 'contributor' })

const addEvent = async (body: Record<string, unknown>) => {
  const res = await t.request('POST', '/api/admin/events', { body: { location: 'Parish Hall', ...body }, cookie: admin })
  expect(res.status).toBe(201)
  return res.json.id as string
}
// Sunday Eucharist every Sunday at 10:00, from Nov 1.
const sunday = await addEvent({
  title: 'Sunday Eucharist',
  date: '2026-11-01',
  startTime: '10:00',
  isRecurring: true,
  recurrenceRule: 'FREQ=WEEKLY;BYDAY=SU',
})
const saveRoles = (eventId: string, roles: unknown[], extra: Record<string, unknown> = {}, cookie = editor) =>
  t.request('PUT', `/api/admin/serving/events/${eventId}/roles`, { body: { roles, ...extra }, cookie })
const saved = await saveRoles(sunday, [
  { name: 'Greeters', slots: 2 },
  { name: 'Coffee', slots: 3 },
])
expect(saved.status).toBe(200)
const roleId = (name: string) => (saved.json as { id: string; name: string }[]).find((r) => r.name === name)?.id as string
const greeters = roleId('Greeters')
const coffee = roleId('Coffee')

const take = (over: Record<string, unknown> = {}) =>
  t.request('POST', '/api/serving/signups', {
    body: { eventId: sunday, date: '2026-12-13', roleId: greeters, name: 'Martha Quinn', email: 'martha@example.org', ...over },
  })
const day = async (date: string) => (await t.request('GET', `/api/events/${sunday}/serving?date=${date}`)).json
const tokenIn = (text: string) => /withdraw\?token=([0-9a-f]{64})/.exec(text)?.[1] as string

describe('roles and slots', () => {
  test("visitors see each role's slots and how many are taken, never who", async () => {
    expect(await day('2026-12-06')).toEqual({
      on: '2026-12-06',
      open: true,
      repeats: true,
      roles: [
        { id: greeters, name: 'Greeters', slots: 2, taken: 0 },
        { id: coffee, name: 'Coffee', slots: 3, taken: 0 },
      ],
    })
    // Without a date: the next Sunday.
    expect((await t.request('GET', `/api/events/${sunday}/serving`)).json.on).toBe('2026-12-06')
    // A date the series does not have.
    expect((await t.request('GET', `/api/events/${sunday}/serving?date=2026-12-07`)).status).toBe(404)
  })

  test('a role needs a name and 1 to 50 slots; nothing is saved otherwise', async () => {
    expectRefused(await saveRoles(sunday, [{ name: ' ', slots: 0 }]), {
      'roles.0.name': 'Please name the role',
      'roles.0.slots': 'Slots must be a whole number from 1 to 50',
    })
    expect((await saveRoles(sunday, [{ name: 'Readers', slots: 51 }])).status).toBe(422)
    expect((await day('2026-12-06')).roles).toHaveLength(2)
  })

  test('only editors and admins set roles and read the rota; contributors and visitors cannot', async () => {
    expect((await saveRoles(sunday, [], {}, contributor)).status).toBe(403)
    expect((await t.request('GET', '/api/admin/serving/rota', { cookie: contributor })).status).toBe(403)
    expect((await t.request('GET', '/api/admin/serving/rota')).status).toBe(401)
    expect((await t.request('POST', '/api/admin/serving/signups', { body: {} })).status).toBe(401)
    expect((await t.request('GET', '/api/admin/serving/rota', { cookie: admin })).status).toBe(200)
  })
})

describe('taking a slot', () => {
  test('a visitor takes a slot and is emailed the date, time, place, role and a withdraw link', async () => {
    const res = await take()
    expect(res.status).toBe(201)
    expect(res.json.message).toBe(SLOT_TAKEN)
    expect((await day('2026-12-13')).roles[0]).toMatchObject({ name: 'Greeters', taken: 1, slots: 2 })
    await sendDueEmails(t.db, createLogger('silent'))
    const [mail] = smtp.to('martha@example.org')
    expect(mail.header('subject')).toBe('You are serving as Greeters on Sun, Dec 13')
    for (const words of ['Role: Greeters', 'Event: Sunday Eucharist', 'Date: Sun, Dec 13, 2026', 'Time: 10:00 AM', 'Place: Parish Hall'])
      expect(mail.text).toContain(words)
    expect(mail.text).toContain('https://stbrigid.example/serving/withdraw?token=')
    // Only its hash is kept.
    const [row] = await t.db.select().from(servingSignups).where(eq(servingSignups.email, 'martha@example.org'))
    expect(row.withdrawTokenHash).not.toBe(tokenIn(mail.text))
  })

  test('the same email cannot take the same role twice on a date (any letter case); another role is fine', async () => {
    const again = await take({ email: 'Martha@Example.org', name: 'M. Quinn' })
    expect(again.status).toBe(409)
    expect(again.json.message).toBe('This email already has a slot as Greeters on this day')
    expect((await take({ roleId: coffee })).status).toBe(201)
  })

  test('the slot limit: when every slot is taken the next person is told so and nothing is kept', async () => {
    expect((await take({ email: 'ben@example.org', name: 'Ben' })).status).toBe(201)
    const full = await take({ email: 'cara@example.org', name: 'Cara' })
    expect(full.status).toBe(409)
    expect(full.json.message).toBe('All slots for Greeters are taken on this day')
    expect(await t.db.$count(servingSignups, eq(servingSignups.email, 'cara@example.org'))).toBe(0)
    expect((await day('2026-12-13')).roles[0]).toMatchObject({ taken: 2, slots: 2 })
  })

  test('ten people taking the last slots at once: exactly as many as there are slots get one', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => take({ date: '2026-12-20', roleId: coffee, email: `rush${i}@example.org`, name: `Rush ${i}` })),
    )
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7)
    expect((await day('2026-12-20')).roles[1]).toMatchObject({ name: 'Coffee', taken: 3 })
  })

  test('past dates, dates the event does not have, a role of another event and bad fields are refused', async () => {
    const past = await take({ date: '2026-11-29' })
    expect([past.status, past.json.message]).toEqual([409, 'This date has passed: sign-ups are closed'])
    expect((await day('2026-11-29')).open).toBe(false)
    expect((await take({ date: '2026-12-14' })).status).toBe(404)
    const other = await addEvent({ title: 'Advent supper', date: '2026-12-16', startTime: '18:00' })
    expect((await take({ eventId: other, date: '2026-12-16' })).json.message).toBe('This role is no longer on the sheet')
    // An event without roles has no sheet; one that does not repeat says so.
    expect((await t.request('GET', `/api/events/${other}/serving`)).json).toEqual({ on: '', open: false, repeats: false, roles: [] })
    expectRefused(await take({ name: '', email: 'nope' }), {
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
    })
  })

  test("while the church's email is not set up, the visitor is not told an email is coming", async () => {
    await t.db.update(siteConfig).set({ emailProvider: 'console' })
    const res = await take({ date: '2027-01-03', email: 'quiet@example.org' })
    await sendThrough(t.db, smtp)
    expect([res.status, res.json.message]).toEqual([201, SLOT_TAKEN_NO_EMAIL])
    expect(res.json.message).not.toContain('sent you an email')
  })

  test('a filled honeypot is thanked alike and nothing is kept', async () => {
    const before = await t.db.$count(servingSignups)
    const bot = await take({ email: 'bot@example.org', website: 'http://spam.example' })
    expect([bot.status, bot.json.message]).toEqual([201, SLOT_TAKEN])
    expect(await t.db.$count(servingSignups)).toBe(before)
  })
})

describe('withdrawing', () => {
  test('the link shows the slot, then gives it up; used again or forged, nothing changes', async () => {
    const text = smtp.to('martha@example.org')[0].text
    const token = tokenIn(text)
    const shown = await t.request('GET', `/api/serving/withdraw?token=${token}`)
    expect(shown.json).toMatchObject({ eventTitle: 'Sunday Eucharist', date: '2026-12-13', roleName: 'Greeters', name: 'Martha Quinn' })
    const before = await t.db.$count(servingSignups)
    const forged = await t.request('POST', '/api/serving/withdraw', { body: { token: 'a'.repeat(64) } })
    expect([forged.status, forged.json.message]).toEqual([404, BAD_LINK])
    expect((await t.request('GET', `/api/serving/withdraw?token=${'b'.repeat(64)}`)).status).toBe(404)
    expect((await t.request('POST', '/api/serving/withdraw', { body: { token: 'not-a-token' } })).status).toBe(422)
    expect(await t.db.$count(servingSignups)).toBe(before)
    const done = await t.request('POST', '/api/serving/withdraw', { body: { token } })
    expect([done.status, done.json.message]).toEqual([200, SLOT_GIVEN_UP])
    expect(await t.db.$count(servingSignups)).toBe(before - 1)
    expect((await t.request('POST', '/api/serving/withdraw', { body: { token } })).status).toBe(404)
    expect((await day('2026-12-13')).roles[0].taken).toBe(1)
  })
})

describe('the reminder two days before', () => {
  test('is queued once, two days before, with its own working withdraw link; never twice', async () => {
    const remind = () => queueServingReminders(t.db, { now: clock, timeZone: ZONE, origin: 'https://stbrigid.example' })
    const reminders = () => t.db.$count(outboxEmails, eq(outboxEmails.kind, 'serving-reminder'))
    // Wednesday Dec 2: Dec 13 is too far.
    expect(await remind()).toBe(0)
    // Friday Dec 11, 7 am: two days before Sunday Dec 13 (Ben, and Martha's coffee slot).
    clock = zonedInstant(ZONE, '2026-12-11', '07:00')
    expect(await remind()).toBe(2)
    // Again, and two rounds at once: nothing more.
    expect(await Promise.all([remind(), remind(), remind()])).toEqual([0, 0, 0])
    expect(await reminders()).toBe(2)
    await sendDueEmails(t.db, createLogger('silent'), { now: () => clock })
    const [mail] = smtp.to('ben@example.org').filter((m) => m.header('subject')?.startsWith('Reminder'))
    expect(mail.header('subject')).toBe('Reminder: you are serving as Greeters on Sun, Dec 13')
    expect(mail.text).toContain('Time: 10:00 AM')
    const token = tokenIn(mail.text)
    expect((await t.request('GET', `/api/serving/withdraw?token=${token}`)).json.name).toBe('Ben')
    // The confirmation's link works too.
    const first = tokenIn(smtp.to('ben@example.org')[0].text)
    expect(first).not.toBe(token)
    expect((await t.request('GET', `/api/serving/withdraw?token=${first}`)).status).toBe(200)
    clock = zonedInstant(ZONE, '2026-12-02', '12:00')
  })

  test('a slot taken within the two days gets no separate reminder: its confirmation is one', async () => {
    clock = zonedInstant(ZONE, '2026-12-18', '09:00')
    expect((await take({ date: '2026-12-20', roleId: greeters, email: 'late@example.org', name: 'Late' })).status).toBe(201)
    expect(await queueServingReminders(t.db, { now: clock, timeZone: ZONE, origin: 'https://stbrigid.example' })).toBe(3)
    const late = await t.db.$count(outboxEmails, eq(outboxEmails.toAddress, 'late@example.org'))
    expect(late).toBe(1)
    clock = zonedInstant(ZONE, '2026-12-02', '12:00')
  })
})

describe('staff: roles, the rota, adding and removing', () => {
  test('slots cannot go below the people in a role, and a role with people is removed only when confirmed', async () => {
    const roles = (await t.request('GET', `/api/admin/serving/events/${sunday}/roles`, { cookie: editor })).json
    expect(roles[1]).toMatchObject({ name: 'Coffee', slots: 3, mostTaken: 3 })
    const lower = await saveRoles(sunday, [
      { id: greeters, name: 'Greeters', slots: 2 },
      { id: coffee, name: 'Coffee', slots: 2 },
    ])
    expect(lower.status).toBe(409)
    expect(lower.json.message).toBe(
      'Coffee has 3 people signed up on one date: slots cannot be fewer than 3. Remove people in the rota first.',
    )
    const drop = await saveRoles(sunday, [{ id: greeters, name: 'Greeters', slots: 2 }])
    expect(drop.status).toBe(409)
    expect(drop.json.message).toContain('Coffee has 4 people signed up')
    expect((await day('2026-12-20')).roles).toHaveLength(2)
    const renamed = await saveRoles(sunday, [
      { id: greeters, name: 'Welcomers', slots: 4 },
      { id: coffee, name: 'Coffee', slots: 3 },
      { name: 'Readers', slots: 2 },
    ])
    expect(renamed.status).toBe(200)
    expect(renamed.json.map((r: { name: string; slots: number }) => `${r.name} ×${r.slots}`)).toEqual([
      'Welcomers ×4',
      'Coffee ×3',
      'Readers ×2',
    ])
  })

  test('the rota lists each date for three months with names, emails and empty slots, and pages on', async () => {
    const rota = (await t.request('GET', '/api/admin/serving/rota', { cookie: editor })).json
    expect(rota).toMatchObject({ from: '2026-12-02', to: '2027-03-03', next: '2027-03-04' })
    expect(rota.days[0]).toMatchObject({ eventTitle: 'Sunday Eucharist', date: '2026-12-06', startTime: '10:00' })
    expect(rota.days).toHaveLength(13)
    const dec13 = rota.days.find((d: { on: string }) => d.on === '2026-12-13')
    expect(dec13.roles[0]).toMatchObject({ name: 'Welcomers', slots: 4, people: [{ name: 'Ben', email: 'ben@example.org' }] })
    const later = (await t.request('GET', `/api/admin/serving/rota?from=${rota.next}`, { cookie: editor })).json
    expect(later.days[0].date).toBe('2027-03-07')
  })

  test('staff add a name by hand (the slot limit holds) and remove someone, emailing them only when they choose', async () => {
    const add = (name: string, email?: string) =>
      t.request('POST', '/api/admin/serving/signups', { body: { roleId: greeters, date: '2026-12-27', name, email }, cookie: editor })
    expect((await add('Old Tom')).status).toBe(201)
    expect((await add('Sue', 'sue@example.org')).status).toBe(201)
    const sueMails = () => t.db.$count(outboxEmails, eq(outboxEmails.toAddress, 'sue@example.org'))
    expect(await sueMails()).toBe(1)
    const people = async () =>
      (await t.request('GET', '/api/admin/serving/rota', { cookie: editor })).json.days.find((d: { on: string }) => d.on === '2026-12-27')
        .roles[0].people as { id: string; name: string }[]
    const [tom, sue] = await people()
    expect((await t.request('DELETE', `/api/admin/serving/signups/${tom.id}`, { cookie: editor })).status).toBe(200)
    expect((await t.request('DELETE', `/api/admin/serving/signups/${sue.id}?tell=true`, { cookie: editor })).status).toBe(200)
    expect(await t.db.$count(outboxEmails, eq(outboxEmails.kind, 'serving-removed'))).toBe(1)
    expect(await sueMails()).toBe(2)
    expect(await people()).toEqual([])
    expect((await t.request('DELETE', `/api/admin/serving/signups/${sue.id}`, { cookie: editor })).status).toBe(404)
  })
})

describe('retention', () => {
  test('housekeeping removes sign-ups of dates more than a year past, and keeps the rest', async () => {
    const [role] = (await t.request('GET', `/api/admin/serving/events/${sunday}/roles`, { cookie: editor })).json
    await t.db.insert(servingSignups).values({ roleId: role.id, date: '2025-11-02', name: 'Long ago', email: 'old@example.org' })
    const before = await t.db.$count(servingSignups)
    const removed = await pruneLeftovers(t.db, clock)
    expect(removed.servingSlots).toBe(1)
    expect(await t.db.$count(servingSignups)).toBe(before - 1)
  })
})
