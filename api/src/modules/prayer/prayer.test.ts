import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { activity, outboxEmails, prayerRequests, siteConfig, users } from '../../db/schema'
import { expectRefused, testApp } from '../../test/harness'
import { pruneLeftovers } from '../housekeeping/service'
import { PRAYER_DELETED, PRAYER_THANKS } from '.'
import { keepDays } from './model'

const t = await testApp({ PUBLIC_URL: 'https://stbrigid.example' })
const admin = await t.admin()
const editor = await t.editor()
const contributor = await t.signIn('helper@example.org', { role: 'contributor' })
// An editor an admin gave pastoral care, and a contributor likewise.
const pastor = await t.signIn('pastor@example.org', { role: 'editor' })
const deacon = await t.signIn('deacon@example.org', { role: 'contributor' })

const idOf = async (email: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id
const give = async (email: string, pastoralCare: boolean) => {
  const res = await t.request('PUT', `/api/admin/users/${await idOf(email)}/pastoral-care`, { body: { pastoralCare }, cookie: admin })
  expect(res.status).toBe(200)
  return res.json
}
expect((await give('pastor@example.org', true)).pastoralCare).toBe(true)
await give('deacon@example.org', true)

const WORDS = 'Please pray for my mother Agnes, who is in hospital after a fall.'
const send = (over: Record<string, unknown> = {}) =>
  t.request('POST', '/api/prayer-requests', {
    body: { name: 'Martha Quinn', email: 'martha@example.org', request: WORDS, audience: 'team', ...over },
  })

describe('sending a prayer request', () => {
  test('a visitor sends one with only the request; it is kept as new, for the prayer team', async () => {
    const sent = await send({ name: '', email: '', request: 'Strength for this week.' })
    expect(sent.status).toBe(201)
    expect(sent.json.message).toBe(PRAYER_THANKS)
    const [row] = await t.db.select().from(prayerRequests).where(eq(prayerRequests.id, sent.json.id))
    expect(row).toMatchObject({ name: '', email: '', request: 'Strength for this week.', audience: 'team', status: 'new' })
  })

  test('a missing request, a wrong email or an unknown choice is refused with its message, and nothing is kept', async () => {
    const before = await t.db.$count(prayerRequests)
    expectRefused(await send({ request: '   ', email: 'not an email', audience: 'everyone' }), {
      request: 'Please write your prayer request',
      email: 'Please enter a valid email address, or leave it empty',
      audience: 'Please choose who may read your request',
    })
    expectRefused(await send({ request: 'x'.repeat(5001) }), { request: 'Your request must be at most 5000 characters' })
    expect(await t.db.$count(prayerRequests)).toBe(before)
  })

  test('the same request sent again with its send key (a lost answer) is kept once and tells no one twice', async () => {
    const sendKey = crypto.randomUUID()
    const first = await send({ sendKey })
    const again = await send({ sendKey })
    expect(again.json.id).toBe(first.json.id)
    expect(await t.db.$count(prayerRequests, eq(prayerRequests.sendKey, sendKey))).toBe(1)
    expect(await t.db.$count(outboxEmails, eq(outboxEmails.sourceId, first.json.id))).toBe(3)
  })

  test('a filled honeypot is thanked alike, and nothing is kept or sent', async () => {
    const before = [await t.db.$count(prayerRequests), await t.db.$count(outboxEmails)]
    const bot = await send({ website: 'http://spam.example' })
    expect(bot.status).toBe(201)
    expect(bot.json).toEqual({ message: PRAYER_THANKS })
    expect([await t.db.$count(prayerRequests), await t.db.$count(outboxEmails)]).toEqual(before)
  })
})

describe('who is told, and what the email says', () => {
  test('each account that may read requests is told one arrived, never its words nor the sender', async () => {
    const sent = await send({ audience: 'clergy' })
    const emails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.sourceId, sent.json.id))
    // The admin and the two accounts given pastoral care; never the plain editor or contributor.
    expect(emails.map((e) => e.toAddress).sort()).toEqual(['admin@example.org', 'deacon@example.org', 'pastor@example.org'])
    for (const email of emails) {
      expect(email.subject).toBe('A prayer request for the clergy only arrived')
      expect(email.text).toContain('for the clergy only')
      expect(email.text).toContain('https://stbrigid.example/admin?tab=prayer')
      for (const secret of ['Agnes', 'hospital', 'Martha', 'Quinn', 'martha@example.org']) {
        expect(email.text).not.toContain(secret)
        expect(email.subject).not.toContain(secret)
      }
      expect(email.replyTo).toBe('')
    }
  })

  test('with site emails off, the request is kept and nobody is emailed', async () => {
    await t.db.update(siteConfig).set({ emailEnabled: false })
    const sent = await send()
    await t.db.update(siteConfig).set({ emailEnabled: true })
    expect(sent.status).toBe(201)
    expect(await t.db.$count(outboxEmails, eq(outboxEmails.sourceId, sent.json.id))).toBe(0)
  })
})

describe('who may read them', () => {
  const some = '00000000-0000-4000-8000-000000000000'
  const routes = [
    ['GET', '/api/admin/prayer-requests'],
    ['GET', '/api/admin/prayer-counts'],
    ['PUT', `/api/admin/prayer-requests/${some}`, { status: 'prayed' }],
    ['DELETE', `/api/admin/prayer-requests/${some}`],
  ] as const

  test('signed out: 401; a contributor or an editor without pastoral care: 403, whatever the body', async () => {
    for (const [method, path, body] of routes) {
      const answers = [
        (await t.request(method, path, { body })).status,
        (await t.request(method, path, { body, cookie: contributor })).status,
        (await t.request(method, path, { body, cookie: editor })).status,
        // A body that would be refused still gets the guard's answer first: nothing is learnt from a 422.
        (await t.request(method, path, { body: { status: 'nonsense' }, cookie: editor })).status,
      ]
      expect({ method, path, answers }).toEqual({ method, path, answers: [401, 403, 403, 403] })
    }
    const refused = await t.request('GET', '/api/admin/prayer-requests', { cookie: editor })
    expect(refused.json.message).toBe('Forbidden: this needs an account with pastoral care')
  })

  test('an admin, an editor given pastoral care and a contributor given it read the requests', async () => {
    await send({ request: 'Read by those allowed' })
    for (const cookie of [admin, pastor, deacon]) {
      const list = await t.request('GET', '/api/admin/prayer-requests?limit=100', { cookie })
      expect(list.status).toBe(200)
      expect(list.json.some((r: { request: string }) => r.request === 'Read by those allowed')).toBe(true)
    }
  })

  test('the signed-in person says whether they have pastoral care, so the dashboard shows the Prayer tab', async () => {
    expect((await t.request('GET', '/api/auth/user', { cookie: pastor })).json).toMatchObject({ role: 'editor', pastoralCare: true })
    expect((await t.request('GET', '/api/auth/user', { cookie: editor })).json).toMatchObject({ role: 'editor', pastoralCare: false })
  })

  test('pastoral care taken away counts at the next request; only an admin may give it', async () => {
    await give('deacon@example.org', false)
    expect((await t.request('GET', '/api/admin/prayer-requests', { cookie: deacon })).status).toBe(403)
    const byPastor = await t.request('PUT', `/api/admin/users/${await idOf('deacon@example.org')}/pastoral-care`, {
      body: { pastoralCare: true },
      cookie: pastor,
    })
    expect(byPastor.status).toBe(403)
    expect((await t.request('GET', '/api/admin/prayer-requests', { cookie: deacon })).status).toBe(403)
    const listed = await t.request('GET', '/api/admin/users', { cookie: admin })
    expect(listed.json.find((u: { email: string }) => u.email === 'pastor@example.org').pastoralCare).toBe(true)
    await give('deacon@example.org', true)
  })
})

describe('marking and deleting', () => {
  test('a request is marked prayed for, answered and archived; the counts follow; the log never holds its words', async () => {
    const sent = await send({ request: 'Healing for Thomas after surgery', name: 'Lydia Purple', audience: 'clergy' })
    for (const status of ['prayed', 'answered', 'archived']) {
      const res = await t.request('PUT', `/api/admin/prayer-requests/${sent.json.id}`, { body: { status }, cookie: pastor })
      expect({ status: res.status, now: res.json.status }).toEqual({ status: 200, now: status })
    }
    const counts = await t.request('GET', '/api/admin/prayer-counts', { cookie: pastor })
    expect(counts.json.archived).toBeGreaterThanOrEqual(1)
    expect(counts.json.all).toBe(await t.db.$count(prayerRequests))
    const archived = await t.request('GET', '/api/admin/prayer-requests?status=archived', { cookie: admin })
    expect(archived.json.map((r: { id: string }) => r.id)).toContain(sent.json.id)

    const lines = await t.db.select().from(activity).where(eq(activity.recordId, sent.json.id))
    expect(lines.map((l) => [l.kind, l.area, l.changes[0]?.to])).toEqual([
      ['status', 'prayer', 'prayed for'],
      ['status', 'prayer', 'answered'],
      ['status', 'prayer', 'archived'],
    ])
    const logged = JSON.stringify(lines)
    for (const secret of ['Thomas', 'surgery', 'Lydia']) expect(logged).not.toContain(secret)
    expect(lines[0].title).toMatch(/^received [A-Z][a-z]{2} \d{1,2}, \d{4}, clergy only$/)
  })

  test('an unknown status is refused and changes nothing', async () => {
    const sent = await send()
    expectRefused(await t.request('PUT', `/api/admin/prayer-requests/${sent.json.id}`, { body: { status: 'done' }, cookie: admin }), {
      status: 'Status must be new, prayed for, answered or archived',
    })
    const [row] = await t.db.select().from(prayerRequests).where(eq(prayerRequests.id, sent.json.id))
    expect(row.status).toBe('new')
  })

  test('deleting removes it for good (nothing in Recently deleted), and the log says so without its words', async () => {
    const sent = await send({ request: 'Delete me: a private worry about Simon' })
    const res = await t.request('DELETE', `/api/admin/prayer-requests/${sent.json.id}`, { cookie: pastor })
    expect(res.json).toEqual({ message: PRAYER_DELETED })
    expect(await t.db.$count(prayerRequests, eq(prayerRequests.id, sent.json.id))).toBe(0)
    const bin = await t.request('GET', '/api/admin/bin', { cookie: admin })
    expect(JSON.stringify(bin.json)).not.toContain('Simon')
    const [line] = await t.db.select().from(activity).where(eq(activity.recordId, sent.json.id))
    expect({ kind: line.kind, area: line.area, words: JSON.stringify(line).includes('Simon') }).toEqual({
      kind: 'delete',
      area: 'prayer',
      words: false,
    })
    const again = await t.request('DELETE', `/api/admin/prayer-requests/${sent.json.id}`, { cookie: pastor })
    expect(again.status).toBe(404)
  })

  test('the activity log shows prayer lines to an admin and a pastoral editor, never to an editor', async () => {
    const area = (cookie: string) => t.request('GET', '/api/admin/activity?area=prayer&limit=100', { cookie })
    expect((await area(admin)).json.total).toBeGreaterThan(0)
    expect((await area(pastor)).json.total).toBeGreaterThan(0)
    expect((await area(editor)).json.total).toBe(0)
    const all = await t.request('GET', '/api/admin/activity?limit=100', { cookie: editor })
    expect(all.json.items.filter((i: { area: string }) => i.area === 'prayer')).toEqual([])
  })
})

describe('kept only as long as staff choose', () => {
  const DAY = 24 * 60 * 60 * 1000
  const now = new Date(Date.now() + 10 * DAY)
  const ago = (days: number) => new Date(now.getTime() - days * DAY)

  test('the form states the days: the public settings carry them, 90 by default', async () => {
    expect((await t.request('GET', '/api/site-config')).json.prayerKeepDays).toBe(90)
  })

  test('an admin chooses from 7 to 730 days; outside that is refused and changes nothing', async () => {
    const config = (await t.request('GET', '/api/admin/site-config', { cookie: admin })).json
    const { hasSmtpPassword: _h, updatedAt: _u, ...form } = config
    for (const days of [6, 731, 1.5]) {
      const res = await t.request('PUT', '/api/admin/site-config', { body: { ...form, prayerKeepDays: days }, cookie: admin })
      expectRefused(res, { prayerKeepDays: 'Keep prayer requests from 7 to 730 days' })
    }
    expect((await t.request('GET', '/api/site-config')).json.prayerKeepDays).toBe(90)
    const saved = await t.request('PUT', '/api/admin/site-config', { body: { ...form, prayerKeepDays: 30 }, cookie: admin })
    expect(saved.status).toBe(200)
    expect((await t.request('GET', '/api/site-config')).json.prayerKeepDays).toBe(30)
    const byEditor = await t.request('PUT', '/api/admin/site-config', { body: { ...form, prayerKeepDays: 700 }, cookie: editor })
    expect(byEditor.status).toBe(403)
  })

  test('housekeeping with a controlled clock deletes requests older than the days kept, whatever their status', async () => {
    await t.db.update(siteConfig).set({ prayerKeepDays: 30 })
    const planted = await t.db
      .insert(prayerRequests)
      .values([
        { request: 'old, new', createdAt: ago(31) },
        { request: 'old, archived', status: 'archived', createdAt: ago(30.01) },
        { request: 'young, answered', status: 'answered', createdAt: ago(29.9) },
        { request: 'today', createdAt: ago(0) },
      ])
      .returning()
    const round = await pruneLeftovers(t.db, now)
    expect(round.prayerRequests).toBeGreaterThanOrEqual(2)
    const left = await t.db.select({ request: prayerRequests.request }).from(prayerRequests)
    const kept = left.map((r) => r.request)
    expect(kept).toContain('young, answered')
    expect(kept).toContain('today')
    expect(kept).not.toContain('old, new')
    expect(kept).not.toContain('old, archived')
    expect(planted).toHaveLength(4)
    // The next round, a day later on the same clock, takes the one that has now passed 30 days.
    await pruneLeftovers(t.db, new Date(now.getTime() + DAY))
    expect((await t.db.select().from(prayerRequests).where(eq(prayerRequests.request, 'young, answered'))).length).toBe(0)
  })

  test('a stored number of days the code cannot use is read as the default 90', async () => {
    await t.db.update(siteConfig).set({ prayerKeepDays: 0 })
    await t.db.insert(prayerRequests).values([
      { request: 'eighty days', createdAt: ago(80) },
      { request: 'a hundred days', createdAt: ago(100) },
    ])
    await pruneLeftovers(t.db, now)
    const kept = (await t.db.select({ request: prayerRequests.request }).from(prayerRequests)).map((r) => r.request)
    expect(kept).toContain('eighty days')
    expect(kept).not.toContain('a hundred days')
    // And the form says 90 too (what visitors read passes through the same reading).
    expect([0, 6, 731, -1, null].map(keepDays)).toEqual([90, 90, 90, 90, 90])
    await t.db.update(siteConfig).set({ prayerKeepDays: 90 })
  })
})

describe('throttled like the other forms', () => {
  test('a client may send a few, then gets 429 and nothing more is kept', async () => {
    const strict = await testApp({ FORM_RATE_LIMIT: '2' })
    const body = { request: 'Peace for our town', audience: 'team' }
    for (let i = 0; i < 2; i++) expect((await strict.request('POST', '/api/prayer-requests', { body })).status).toBe(201)
    const refused = await strict.request('POST', '/api/prayer-requests', { body })
    expect(refused.status).toBe(429)
    expect(refused.json.message).toBe('Too many submissions from this device. Please try again in 10 minutes.')
    expect(await strict.db.$count(prayerRequests)).toBe(2)
  })
})
