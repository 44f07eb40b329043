import { afterAll, beforeEach, describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { eventRegistrations, outboxEmails } from '../../db/schema'
import { zonedInstant } from '../../lib/dates'
import { createLogger } from '../../lib/log'
import { expectRefused, testApp } from '../../test/harness'
import { parseMail, sendThrough, startSmtpServer } from '../../test/smtp'
import { sendDueEmails } from '../email/outbox'
import { pruneLeftovers } from '../housekeeping/service'
import { CLOSED, FULL, LINK_NOT_VALID } from './service'

const t = await testApp({ PUBLIC_URL: 'https://stbrigid.example' })
const admin = await t.admin()
const editor = await t.editor()
const contributor = await t.signIn('helper@example.org', { role: 'contributor' })
const smtp = await startSmtpServer()
afterAll(() => smtp.stop())
const log = createLogger('silent')
const ZONE = 'America/Chicago'
// The church's clock: Monday, Nov 23, 2026 at noon (the app's clock, as published content reads it).
let clock = zonedInstant(ZONE, '2026-11-23', '12:00')
t.ctx.content.setClock(() => clock)

beforeEach(async () => {
  smtp.acceptAll()
  await sendThrough(t.db, smtp, { churchName: 'St. Brigid’s', contactEmailFrom: 'website@stbrigid.example', address: '1 Church Lane' })
})

const addEvent = async (body: Record<string, unknown> = {}) => {
  const res = await t.request('POST', '/api/admin/events', {
    body: { title: 'Advent Quiet Day', date: '2026-12-12', startTime: '09:00', endTime: '15:00', location: 'Parish Hall', ...body },
    cookie: admin,
  })
  expect(res.status).toBe(201)
  return res.json.id as string
}
const settings = (over: Record<string, unknown> = {}) => ({
  enabled: true,
  capacity: 5,
  waitingList: true,
  closeHoursBefore: 0,
  askPhone: false,
  askParty: true,
  question: '',
  ...over,
})
const turnOn = async (id: string, over: Record<string, unknown> = {}) => {
  const res = await t.request('PUT', `/api/admin/events/${id}/registration`, { body: settings(over), cookie: editor })
  expect(res.status).toBe(200)
  return res.json
}
const register = (eventId: string, over: Record<string, unknown> = {}) =>
  t.request('POST', '/api/event-registrations', {
    body: { eventId, name: 'Martha Quinn', email: 'martha@example.org', partySize: 1, ...over },
  })
const stateOf = async (id: string, on = '') =>
  (await t.request('GET', `/api/events/${id}/registration${on ? `?on=${on}` : ''}`)).json.registration
const rowsOf = (eventId: string) =>
  t.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId)).orderBy(eventRegistrations.createdAt)
/** The token in the link of the newest email to `to`. */
async function linkTokenFor(to: string) {
  const [email] = await t.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, to))
    .orderBy(outboxEmails.createdAt)
    .then((rows) => rows.slice(-1))
  const match = /https:\/\/stbrigid\.example\/registration\?token=(\S+)/.exec(email.text)
  expect(match).not.toBeNull()
  return decodeURIComponent((match as RegExpExecArray)[1])
}

describe('capacity is kept however many register at once', () => {
  test('20 people registering for the last 3 places at once: exactly 3 registered, 17 on the waiting list', async () => {
    const id = await addEvent()
    await turnOn(id, { capacity: 5 })
    expect((await register(id, { partySize: 2 })).json.status).toBe('confirmed')
    expect((await stateOf(id)).placesLeft).toBe(3)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.handle(
          new Request('http://localhost/api/event-registrations', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ eventId: id, name: `Person ${i}`, email: `p${i}@example.org`, partySize: 1 }),
          }),
        ),
      ),
    )
    const bodies = await Promise.all(answers.map((a) => a.json()))
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201))
    const statuses = bodies.map((b) => b.status).sort()
    expect(statuses.filter((s) => s === 'confirmed')).toHaveLength(3)
    expect(statuses.filter((s) => s === 'waiting')).toHaveLength(17)
    const rows = await rowsOf(id)
    expect(rows.filter((r) => r.status === 'confirmed').reduce((n, r) => n + r.partySize, 0)).toBe(5)
    const state = await stateOf(id)
    expect(state).toMatchObject({ placesLeft: 0, full: true, waitingList: true, open: true })
  })

  test('with the waiting list off, the same 20 get 3 places and 17 are told it is full; nothing of theirs is kept', async () => {
    const id = await addEvent({ title: 'Carol Supper' })
    await turnOn(id, { capacity: 3, waitingList: false })
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.handle(
          new Request('http://localhost/api/event-registrations', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ eventId: id, name: `Guest ${i}`, email: `g${i}@example.org` }),
          }),
        ),
      ),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(3)
    expect(statuses.filter((s) => s === 409)).toHaveLength(17)
    const refused = await answers.find((a) => a.status === 409)?.json()
    expect(refused.message).toBe(FULL)
    expect(await rowsOf(id)).toHaveLength(3)
    expect(await stateOf(id)).toMatchObject({ placesLeft: 0, full: true, open: false, closedBecause: 'Full' })
  })

  test('a party larger than the places left is told how many are left when there is no waiting list', async () => {
    const id = await addEvent({ title: 'Pilgrimage' })
    await turnOn(id, { capacity: 4, waitingList: false })
    await register(id, { partySize: 3 })
    const res = await register(id, { partySize: 2 })
    expect({ status: res.status, message: res.json.message }).toEqual({ status: 409, message: 'Only 1 place is left' })
  })
})

describe('the confirmation email, the link and the waiting list', () => {
  test('a registration emails the date, the place, an .ics file and the link (from the site address, never Host)', async () => {
    const id = await addEvent({ title: 'Lessons and Carols' })
    await turnOn(id, { capacity: 10 })
    const res = await t.request('POST', '/api/event-registrations', {
      body: { eventId: id, name: 'Ruth Abbot', email: 'ruth@example.org', partySize: 3 },
      host: 'evil.example',
    })
    expect(res.status).toBe(201)
    const before = smtp.received.length
    await sendDueEmails(t.db, log)
    const mail = smtp.received.slice(before).find((m) => m.envelope.to.includes('ruth@example.org'))
    if (!mail) throw new Error('no email arrived')
    expect(mail.header('subject')).toBe('You are registered: Lessons and Carols')
    expect(mail.raw).not.toContain('evil.example')
    // Two parts: the words, and the date's calendar file.
    const boundary = /boundary="([^"]+)"/.exec(mail.header('content-type') ?? '')?.[1] as string
    const [words, file] = mail.raw
      .split(`--${boundary}`)
      .slice(1, 3)
      .map((part) => parseMail(part.replace(/^\r\n/, '')))
    expect(words.text).toContain('When: Sat, Dec 12, 2026, 9:00 AM – 3:00 PM')
    expect(words.text).toContain('Where: Parish Hall')
    expect(words.text).toContain('https://stbrigid.example/registration?token=')
    expect(file.header('content-disposition')).toBe('attachment; filename=lessons-and-carols-2026-12-12.ics')
    expect(file.header('content-type')).toStartWith('text/calendar')
    expect(file.text).toContain('SUMMARY:Lessons and Carols')
    expect(file.text).toContain('DTSTART;TZID=America/Chicago:20261212T090000')
  })

  test('cancelling by the link frees the places; the first waiting whose party fits gets them and is emailed', async () => {
    const id = await addEvent({ title: 'Retreat Day' })
    await turnOn(id, { capacity: 3 })
    await register(id, { name: 'Anna', email: 'anna@example.org', partySize: 2 })
    await register(id, { name: 'Ben', email: 'ben@example.org', partySize: 1 })
    const big = await register(id, { name: 'Cara', email: 'cara@example.org', partySize: 3 })
    const small = await register(id, { name: 'Dan', email: 'dan@example.org', partySize: 2 })
    expect([big.json.status, small.json.status]).toEqual(['waiting', 'waiting'])
    const token = await linkTokenFor('anna@example.org')

    const page = await t.request('GET', `/api/event-registrations/manage?token=${encodeURIComponent(token)}`)
    expect(page.json).toMatchObject({ title: 'Retreat Day', name: 'Anna', status: 'confirmed', partySize: 2, changeable: true })
    const done = await t.request('POST', '/api/event-registrations/manage', { body: { token, action: 'cancel' } })
    expect(done.status).toBe(200)
    // Two places free: Cara's party of 3 does not fit, Dan's of 2 does.
    const rows = await rowsOf(id)
    expect(rows.map((r) => [r.name, r.status])).toEqual([
      ['Anna', 'cancelled'],
      ['Ben', 'confirmed'],
      ['Cara', 'waiting'],
      ['Dan', 'confirmed'],
    ])
    const promoted = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, 'dan@example.org'), eq(outboxEmails.kind, 'registration-promoted')))
    expect(promoted).toHaveLength(1)
    expect(promoted[0].subject).toBe('A place came free: you are registered for Retreat Day')
    // The same link again: it says so, and changes nothing.
    const again = await t.request('POST', '/api/event-registrations/manage', { body: { token, action: 'cancel' } })
    expect(again.status).toBe(409)
    expect((await t.request('GET', `/api/event-registrations/manage?token=${encodeURIComponent(token)}`)).json).toMatchObject({
      status: 'cancelled',
      changeable: false,
    })
  })

  test('a registrant makes their party smaller (places go to those waiting) or larger only as places allow', async () => {
    const id = await addEvent({ title: 'Parish Lunch' })
    await turnOn(id, { capacity: 4 })
    await register(id, { name: 'Eve', email: 'eve@example.org', partySize: 4 })
    await register(id, { name: 'Fay', email: 'fay@example.org', partySize: 1 })
    const token = await linkTokenFor('eve@example.org')
    const grow = await t.request('POST', '/api/event-registrations/manage', { body: { token, action: 'party', partySize: 5 } })
    expect({ status: grow.status, message: grow.json.message }).toEqual({
      status: 409,
      message: 'No more places are left, so your party cannot grow',
    })
    const shrink = await t.request('POST', '/api/event-registrations/manage', { body: { token, action: 'party', partySize: 3 } })
    expect(shrink.json.message).toBe('Your party is now 3 people.')
    expect((await rowsOf(id)).map((r) => [r.name, r.partySize, r.status])).toEqual([
      ['Eve', 3, 'confirmed'],
      ['Fay', 1, 'confirmed'],
    ])
  })

  test('a forged or altered link gets a clear answer and changes nothing', async () => {
    const id = await addEvent({ title: 'Choir Tea' })
    await turnOn(id, { capacity: 10 })
    const made = await register(id, { name: 'Gil', email: 'gil@example.org' })
    const token = await linkTokenFor('gil@example.org')
    const forged = [
      `${made.json.id}.${'A'.repeat(43)}`,
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      `${crypto.randomUUID()}.${token.split('.')[1]}`,
      'nonsense',
      '',
    ]
    for (const bad of forged) {
      const read = await t.request('GET', `/api/event-registrations/manage?token=${encodeURIComponent(bad)}`)
      // Not in the shape of a link at all: refused as bad input (422), in the same words.
      expect({ bad, status: read.status, message: read.json.message }).toEqual({
        bad,
        status: bad === 'nonsense' ? 422 : 404,
        message: LINK_NOT_VALID,
      })
      const post = await t.request('POST', '/api/event-registrations/manage', { body: { token: bad || 'x', action: 'cancel' } })
      expect(post.status).toBe(404)
    }
    expect((await rowsOf(id))[0].status).toBe('confirmed')
  })
})

describe('closing time, the form and its guards', () => {
  test('registration closes the hours staff chose before the start: the page says so and a registration is refused', async () => {
    const id = await addEvent({ title: 'Confirmation Class', date: '2026-11-26', startTime: '18:00', endTime: '19:30' })
    await turnOn(id, { closeHoursBefore: 48, capacity: null })
    expect((await stateOf(id)).open).toBe(true)
    expect((await register(id)).status).toBe(201)
    clock = zonedInstant(ZONE, '2026-11-24', '18:00')
    try {
      expect(await stateOf(id)).toMatchObject({ open: false, closedBecause: CLOSED, placesLeft: null })
      const late = await register(id, { email: 'late@example.org' })
      expect({ status: late.status, message: late.json.message }).toEqual({ status: 422, message: CLOSED })
      expect(await rowsOf(id)).toHaveLength(1)
    } finally {
      clock = zonedInstant(ZONE, '2026-11-23', '12:00')
    }
  })

  test('the questions staff turned off are not kept; missing name or a wrong email is refused with its message', async () => {
    const id = await addEvent({ title: 'Men’s Breakfast' })
    await turnOn(id, { askParty: false, askPhone: false, question: 'Any dietary needs?' })
    await register(id, { partySize: 4, phone: '555-0100', answer: 'No nuts' })
    const [row] = await rowsOf(id)
    expect({ party: row.partySize, phone: row.phone, answer: row.answer }).toEqual({ party: 1, phone: '', answer: 'No nuts' })
    expectRefused(await register(id, { name: ' ', email: 'nope', partySize: 0 }), {
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      partySize: 'Number in your party must be a whole number from 1 to 20',
    })
  })

  test('an event without registration turned on refuses one; a filled honeypot is thanked and nothing kept', async () => {
    const id = await addEvent({ title: 'Open House' })
    expect(await stateOf(id)).toBeNull()
    expect((await register(id)).status).toBe(422)
    await turnOn(id)
    const bot = await register(id, { website: 'http://spam.example' })
    expect(bot.status).toBe(201)
    expect(await rowsOf(id)).toHaveLength(0)
  })

  test('throttled like the other forms', async () => {
    const strict = await testApp({ FORM_RATE_LIMIT: '2' })
    const body = { eventId: crypto.randomUUID(), name: 'A', email: 'a@example.org' }
    for (let i = 0; i < 2; i++) expect((await strict.request('POST', '/api/event-registrations', { body })).status).toBe(404)
    expect((await strict.request('POST', '/api/event-registrations', { body })).status).toBe(429)
  })
})

describe('a series: each date its own places, and a cancelled date tells its registrants', () => {
  test('staff cancel a date; telling them emails each what changed and cancels their registrations', async () => {
    const id = await addEvent({ title: 'Wednesday Supper', date: '2026-12-02', isRecurring: true, recurrenceRule: 'FREQ=WEEKLY;BYDAY=WE' })
    await turnOn(id, { capacity: 2 })
    expect((await register(id, { on: '2026-12-09', email: 'h@example.org', name: 'Hal', partySize: 2 })).json.status).toBe('confirmed')
    expect((await stateOf(id, '2026-12-16')).placesLeft).toBe(2)
    expect((await stateOf(id, '2026-12-09')).placesLeft).toBe(0)
    expect((await register(id, { on: '2026-12-10' })).status).toBe(404)

    const count = await t.request('GET', `/api/admin/events/${id}/registered?on=2026-12-09`, { cookie: editor })
    expect(count.json).toEqual({ people: 2, registrations: 1 })
    const cancel = await t.request('PUT', `/api/admin/events/${id}/dates/2026-12-09`, { body: { cancelled: true }, cookie: editor })
    expect(cancel.status).toBe(200)
    const told = await t.request('POST', `/api/admin/events/${id}/registrations/tell`, {
      body: { on: '2026-12-09', note: 'We hope to see you next week.' },
      cookie: editor,
    })
    expect(told.json).toEqual({ message: '1 person will be emailed', queued: 1 })
    const before = smtp.received.length
    await sendDueEmails(t.db, log)
    const mail = smtp.received.slice(before).findLast((m) => m.envelope.to.includes('h@example.org'))
    expect(mail?.header('subject')).toBe('Cancelled: Wednesday Supper on Wed, Dec 9, 2026')
    expect(mail?.text).toContain('We hope to see you next week.')
    expect((await rowsOf(id))[0].status).toBe('cancelled')
    expect(await stateOf(id, '2026-12-09')).toMatchObject({ open: false, closedBecause: 'This date is cancelled' })
  })

  test('registration for only one date of a series: the other dates take none; a date the series lacks is refused', async () => {
    const id = await addEvent({ title: 'Friday Compline', date: '2026-12-04', isRecurring: true, recurrenceRule: 'FREQ=WEEKLY;BYDAY=FR' })
    expectRefused(
      await t.request('PUT', `/api/admin/events/${id}/registration`, { body: settings({ onlyOn: '2026-12-10' }), cookie: editor }),
      {
        onlyOn: 'Friday Compline does not fall on that date',
      },
    )
    await turnOn(id, { onlyOn: '2026-12-18' })
    expect(await stateOf(id, '2026-12-11')).toBeNull()
    expect((await stateOf(id, '2026-12-18')).open).toBe(true)
    expect((await register(id, { on: '2026-12-11' })).status).toBe(422)
    expect((await register(id, { on: '2026-12-18' })).status).toBe(201)
  })

  test('a moved date: the email says when and where it is now, with the new .ics', async () => {
    const id = await addEvent({ title: 'Thursday Study', date: '2026-12-03', isRecurring: true, recurrenceRule: 'FREQ=WEEKLY;BYDAY=TH' })
    await turnOn(id, { capacity: null })
    await register(id, { on: '2026-12-10', email: 'ida@example.org', name: 'Ida' })
    await t.request('PUT', `/api/admin/events/${id}/dates/2026-12-10`, {
      body: { cancelled: false, date: '2026-12-11', startTime: '19:00', location: 'Rectory' },
      cookie: editor,
    })
    await t.request('POST', `/api/admin/events/${id}/registrations/tell`, { body: { on: '2026-12-10' }, cookie: editor })
    const [email] = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, 'ida@example.org'), eq(outboxEmails.kind, 'registration-change')))
    expect(email.subject).toBe('Changed: Thursday Study')
    expect(email.text).toContain('When: Fri, Dec 11, 2026, 7:00 PM')
    expect(email.text).toContain('Where: Rectory')
    expect(email.attachments[0].content).toContain('DTSTART;TZID=America/Chicago:20261211T190000')
    expect((await rowsOf(id))[0].status).toBe('confirmed')
  })
})

describe('staff: the list, check-in, the export, emails', () => {
  test('only those who may edit events see or change registrations', async () => {
    const id = await addEvent({ title: 'Private list' })
    for (const [method, path, body] of [
      ['GET', `/api/admin/events/${id}/registrations`],
      ['GET', `/api/admin/events/${id}/registrations/export`],
      ['PUT', `/api/admin/events/${id}/registration`, settings()],
      ['POST', `/api/admin/events/${id}/registrations/email`, { subject: 'x', message: 'y' }],
      ['GET', '/api/admin/registration-counts'],
    ] as const) {
      const answers = [
        (await t.request(method, path, { body })).status,
        (await t.request(method, path, { body, cookie: contributor })).status,
      ]
      expect({ path, answers }).toEqual({ path, answers: [401, 403] })
    }
  })

  test('check-in is saved at once; the export quotes commas and defuses formulas; counts show on the Events tab', async () => {
    const id = await addEvent({ title: 'Harvest Supper' })
    await turnOn(id, { capacity: 2, question: 'Dietary needs?' })
    const one = await register(id, { name: 'Smith, Jane', email: 'jane@example.org', answer: '=HYPERLINK("http://x")' })
    await register(id, { name: '@Bob', email: 'bob@example.org' })
    await register(id, { name: 'Late', email: 'late2@example.org' })
    const tick = await t.request('PUT', `/api/admin/event-registrations/${one.json.id}/check-in`, {
      body: { checkedIn: true },
      cookie: editor,
    })
    expect(tick.json.checkedIn).toBe(true)
    const list = await t.request('GET', `/api/admin/events/${id}/registrations`, { cookie: editor })
    expect(list.json.items.map((r: { name: string; status: string; checkedIn: boolean }) => [r.name, r.status, r.checkedIn])).toEqual([
      ['Smith, Jane', 'confirmed', true],
      ['@Bob', 'confirmed', false],
      ['Late', 'waiting', false],
    ])
    const csv = await t.request('GET', `/api/admin/events/${id}/registrations/export`, { cookie: editor })
    expect(csv.headers.get('content-type')).toContain('text/csv')
    const lines = csv.text.trim().split('\r\n')
    expect(lines[0]).toBe('"Date","Name","Email","Phone","Party","Status","Checked in","Dietary needs?","Registered at"')
    expect(lines[1]).toStartWith('"2026-12-12","Smith, Jane","jane@example.org","","1","Registered","yes","\'=HYPERLINK(""http://x"")"')
    expect(lines[2]).toContain('"\'@Bob"')
    const counts = await t.request('GET', '/api/admin/registration-counts', { cookie: editor })
    expect(counts.json.find((c: { eventId: string }) => c.eventId === id)).toEqual({
      eventId: id,
      on: '',
      capacity: 2,
      confirmed: 2,
      waiting: 1,
    })
  })

  test('"Email everyone registered" queues staff’s message to each confirmed registrant', async () => {
    const id = await addEvent({ title: 'Youth Trip' })
    await turnOn(id, { capacity: 1 })
    await register(id, { email: 'kit@example.org', name: 'Kit' })
    await register(id, { email: 'lou@example.org', name: 'Lou' })
    expectRefused(
      await t.request('POST', `/api/admin/events/${id}/registrations/email`, { body: { subject: '', message: 'x' }, cookie: editor }),
      {
        subject: 'Please write a subject',
      },
    )
    const sent = await t.request('POST', `/api/admin/events/${id}/registrations/email`, {
      body: { subject: 'Bring a packed lunch', message: 'See you at 8.' },
      cookie: editor,
    })
    expect(sent.json).toEqual({ message: '1 email queued', queued: 1 })
    const [email] = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, 'kit@example.org'), eq(outboxEmails.kind, 'registration-message')))
    expect(email.subject).toBe('Bring a packed lunch')
    expect(email.text).toContain('See you at 8.')
  })
})

describe('kept a year after the date', () => {
  test('housekeeping deletes registrations of dates more than a year past, and keeps the rest', async () => {
    const id = await addEvent({ title: 'Old Fair', date: '2025-06-01' })
    await t.db.insert(eventRegistrations).values([
      { eventId: id, on: '', name: 'Old', email: 'old@example.org', status: 'confirmed' },
      { eventId: crypto.randomUUID(), on: '2025-01-01', name: 'Older', email: 'older@example.org', status: 'confirmed' },
      { eventId: crypto.randomUUID(), on: '2026-11-01', name: 'Recent', email: 'recent@example.org', status: 'confirmed' },
    ])
    const round = await pruneLeftovers(t.db, new Date('2026-11-23T18:00:00Z'))
    expect(round.registrations).toBe(2)
    const names = (await t.db.select({ name: eventRegistrations.name }).from(eventRegistrations)).map((r) => r.name)
    expect(names).toContain('Recent')
    expect(names).not.toContain('Old')
    expect(names).not.toContain('Older')
  })
})
