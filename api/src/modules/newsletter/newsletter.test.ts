import { afterAll, beforeEach, describe, expect, test } from 'bun:test'
import { and, eq, sql } from 'drizzle-orm'
import { rowsOf } from '../../db/bulk'
import { newsletterIssues, newsletterSubscribers, outboxEmails, siteConfig } from '../../db/schema'
import { createLogger } from '../../lib/log'
import { expectRefused, freshDatabase, testApp } from '../../test/harness'
import { type ReceivedMail, type SiteSettings, sendThrough, startSmtpServer } from '../../test/smtp'
import { claimDueEmails, ISSUE_BEING_WRITTEN, sendDueEmails } from '../email/outbox'
import { SEND_CHUNK, sendNewsletter } from './service'

/** A new idempotency key, as the dashboard makes one per composed newsletter. */
const key = () => crypto.randomUUID()

const t = await testApp({ PUBLIC_URL: 'https://stbrigid.example' })
const admin = await t.admin()
// A database of its own for the newsletter send, so the list of active subscribers is exact.
const n = await testApp({ PUBLIC_URL: 'https://stbrigid.example' })
const smtp = await startSmtpServer()
afterAll(() => smtp.stop())
const log = createLogger('silent')

const subscribe = (body: unknown, headers: Record<string, string> = {}) => t.request('POST', '/api/newsletter/subscribe', { body, headers })
const rowFor = async (email: string) => (await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]
const setRow = (email: string, values: Partial<typeof newsletterSubscribers.$inferInsert>) =>
  t.db.update(newsletterSubscribers).set(values).where(eq(newsletterSubscribers.email, email))

const configure = (over: SiteSettings = {}) =>
  sendThrough(t.db, smtp, { churchName: 'St. Brigid', contactEmailFrom: 'news@stbrigid.example', ...over })

/** Sends what is due; the messages that arrived for this address meanwhile. */
async function mailFor(address: string): Promise<ReceivedMail[]> {
  const before = smtp.received.length
  await sendDueEmails(t.db, log)
  return smtp.received.slice(before).filter((m) => m.envelope.to.includes(address))
}

const linkIn = (mail: ReceivedMail, path: string) => {
  const found = mail.text.match(new RegExp(`https://stbrigid\\.example${path.replaceAll('/', '\\/')}\\?token=([0-9a-f]{64})`))
  if (!found) throw new Error(`no ${path} link in:\n${mail.text}`)
  return { url: found[0], token: found[1] }
}

const SUBSCRIBED = 'Thank you for subscribing to our newsletter! Please check your inbox to confirm your subscription.'
const SUBSCRIBED_LATER =
  "Thank you for subscribing to our newsletter! Our email isn't set up yet, so the email asking you to confirm will come once it is. If nothing arrives within a week, please subscribe again."

beforeEach(() => configure())

describe('subscribing (double opt-in)', () => {
  test('the full flow: stored inactive, confirmation email with links and headers, confirmed, then unsubscribed in one click', async () => {
    const res = await subscribe({ email: '  Mary.Magdalene@Example.ORG ' })
    expect(res.status).toBe(200)
    expect(res.json.message).toBe(SUBSCRIBED)
    const stored = await rowFor('mary.magdalene@example.org')
    expect(stored).toMatchObject({ isActive: false, confirmedAt: null })
    expect(stored.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/)

    const [mail] = await mailFor('mary.magdalene@example.org')
    expect(mail.header('subject')).toBe('Please confirm your subscription to the St. Brigid newsletter')
    const confirm = linkIn(mail, '/newsletter/confirm')
    const visibleUnsubscribe = linkIn(mail, '/newsletter/unsubscribe')
    expect(visibleUnsubscribe.token).toBe(stored.unsubscribeToken)
    // RFC 8058: the one-click address and the POST header.
    expect(mail.header('list-unsubscribe')).toBe(`<https://stbrigid.example/api/newsletter/unsubscribe?token=${stored.unsubscribeToken}>`)
    expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    // Only a hash of the confirmation token is kept.
    expect(stored.confirmTokenHash).not.toBe(confirm.token)

    const confirmed = await t.request('POST', '/api/newsletter/confirm', { body: { token: confirm.token } })
    expect(confirmed.status).toBe(200)
    expect(confirmed.json.message).toBe("You're subscribed")
    const active = await rowFor('mary.magdalene@example.org')
    expect(active.isActive).toBe(true)
    expect(active.confirmedAt).toBeInstanceOf(Date)
    // Opening the link again is harmless.
    expect((await t.request('POST', '/api/newsletter/confirm', { body: { token: confirm.token } })).status).toBe(200)

    // A mail provider's one-click POST: a form body, no cookie, from its own servers.
    const oneClick = await t.app.handle(
      new Request(`http://localhost/api/newsletter/unsubscribe?token=${stored.unsubscribeToken}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.provider.example' },
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect(oneClick.status).toBe(200)
    const gone = await rowFor('mary.magdalene@example.org')
    expect(gone).toMatchObject({ isActive: false, email: 'mary.magdalene@example.org', confirmTokenHash: null })
    expect(gone.unsubscribedAt).toBeInstanceOf(Date)
    expect(gone.confirmedAt).toEqual(active.confirmedAt)
    // The old confirmation link no longer turns it back on.
    expect((await t.request('POST', '/api/newsletter/confirm', { body: { token: confirm.token } })).status).toBe(404)
    expect((await rowFor('mary.magdalene@example.org')).isActive).toBe(false)
  })

  test('an address already subscribed gets the same answer and no email', async () => {
    await subscribe({ email: 'peter@example.org', firstName: 'Simon' })
    const [mail] = await mailFor('peter@example.org')
    await t.request('POST', '/api/newsletter/confirm', { body: { token: linkIn(mail, '/newsletter/confirm').token } })

    const again = await subscribe({ email: 'PETER@example.org' })
    expect(again.status).toBe(200)
    expect(again.json.message).toBe(SUBSCRIBED)
    expect(await mailFor('peter@example.org')).toEqual([])
    const rows = await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'peter@example.org'))
    expect(rows).toHaveLength(1)
    // A name given the first time is kept when none is given later.
    expect(rows[0]).toMatchObject({ firstName: 'Simon', isActive: true })
  })

  test('an unconfirmed address gets the email again, at most once per 10 minutes; only the newest link works', async () => {
    await subscribe({ email: 'thomas@example.org' })
    const [first] = await mailFor('thomas@example.org')
    await subscribe({ email: 'Thomas@example.org' })
    expect(await mailFor('thomas@example.org')).toEqual([])

    await setRow('thomas@example.org', { confirmationSentAt: new Date(Date.now() - 11 * 60_000) })
    await subscribe({ email: 'thomas@example.org' })
    const [second] = await mailFor('thomas@example.org')
    expect(second).toBeDefined()
    const old = await t.request('POST', '/api/newsletter/confirm', { body: { token: linkIn(first, '/newsletter/confirm').token } })
    expect(old.status).toBe(404)
    expect(old.json.message).toBe(
      'This confirmation link is not valid. Please use the link in the latest email from us, or subscribe again.',
    )
    const fresh = await t.request('POST', '/api/newsletter/confirm', { body: { token: linkIn(second, '/newsletter/confirm').token } })
    expect(fresh.status).toBe(200)
    expect((await rowFor('thomas@example.org')).isActive).toBe(true)
  })

  test('a link older than a week has expired; a malformed one is refused with the same words', async () => {
    await subscribe({ email: 'late@example.org' })
    const [mail] = await mailFor('late@example.org')
    await setRow('late@example.org', { confirmationSentAt: new Date(Date.now() - 8 * 24 * 3_600_000) })
    const expired = await t.request('POST', '/api/newsletter/confirm', { body: { token: linkIn(mail, '/newsletter/confirm').token } })
    expect(expired.status).toBe(400)
    expect(expired.json.message).toBe('This confirmation link has expired. Please subscribe again to get a new one.')
    expect((await rowFor('late@example.org')).isActive).toBe(false)

    for (const token of ['', 'abc', 'z'.repeat(64)]) {
      const bad = await t.request('POST', '/api/newsletter/confirm', { body: { token } })
      expect(bad.status).toBe(422)
      expect(bad.json.message).toBe(
        'This confirmation link is not valid. Please use the link in the latest email from us, or subscribe again.',
      )
    }
  })

  test('someone who unsubscribed can subscribe again, confirming again', async () => {
    await subscribe({ email: 'lydia@example.org' })
    const [mail] = await mailFor('lydia@example.org')
    await t.request('POST', '/api/newsletter/confirm', { body: { token: linkIn(mail, '/newsletter/confirm').token } })
    const { unsubscribeToken } = await rowFor('lydia@example.org')
    expect((await t.request('POST', `/api/newsletter/unsubscribe?token=${unsubscribeToken}`, { body: {} })).status).toBe(200)
    await setRow('lydia@example.org', { confirmationSentAt: new Date(Date.now() - 11 * 60_000) })

    await subscribe({ email: 'lydia@example.org' })
    expect((await rowFor('lydia@example.org')).isActive).toBe(false)
    const [again] = await mailFor('lydia@example.org')
    expect(
      (await t.request('POST', '/api/newsletter/confirm', { body: { token: linkIn(again, '/newsletter/confirm').token } })).status,
    ).toBe(200)
    expect(await rowFor('lydia@example.org')).toMatchObject({ isActive: true, unsubscribedAt: null })
  })

  test('while email is ready the answer says to check the inbox, and says email is ready', async () => {
    const res = await subscribe({ email: 'ready@example.org' })
    expect(res.json).toEqual({ message: SUBSCRIBED, emailReady: true })
    // A filled trap field reads the same.
    expect((await subscribe({ email: 'bot@example.org', website: 'http://spam.example' })).json).toEqual(res.json)
  })

  for (const [why, settings] of [
    ['email is not set up (the log-only provider)', { emailProvider: 'console' as const }],
    ['site emails are turned off', { emailEnabled: false }],
  ] as const) {
    test(`while ${why} the visitor is not told to check their inbox, and nothing is emailed`, async () => {
      await configure(settings)
      const address = `later-${settings.emailEnabled === false ? 'off' : 'console'}@example.org`
      const res = await subscribe({ email: address })
      expect(res.status).toBe(200)
      expect(res.json).toEqual({ message: SUBSCRIBED_LATER, emailReady: false })
      expect(res.json.message).not.toContain('check your inbox')
      // The same answer for an address already subscribed, and for a filled trap field.
      expect((await subscribe({ email: address })).json).toEqual(res.json)
      expect((await subscribe({ email: 'bot@example.org', website: 'http://spam.example' })).json).toEqual(res.json)
      const row = await rowFor(address)
      expect(row).toMatchObject({ isActive: false, confirmationSentAt: null })
      expect(row.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/)
      // Kept unsent, one for the address however often it subscribed; the worker does not send it.
      const kept = await t.db.select().from(outboxEmails).where(eq(outboxEmails.sourceId, row.id))
      expect(kept).toHaveLength(1)
      expect(kept[0]).toMatchObject({ kind: 'newsletter-confirmation', status: 'not_sent' })
      expect(await mailFor(address)).toEqual([])
      expect((await t.db.select().from(outboxEmails).where(eq(outboxEmails.sourceId, row.id)))[0].status).toBe('not_sent')
    })
  }

  test('two subscriptions of one address at the same moment make one row and one email', async () => {
    const results = await Promise.all([
      subscribe({ email: 'andrew@example.org' }),
      subscribe({ email: 'Andrew@Example.org' }),
      subscribe({ email: 'ANDREW@EXAMPLE.ORG' }),
    ])
    expect(results.map((r) => r.status)).toEqual([200, 200, 200])
    const rows = await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'andrew@example.org'))
    expect(rows).toHaveLength(1)
    expect(await mailFor('andrew@example.org')).toHaveLength(1)
  })

  test('an invalid or missing email is 422 with the message, and nothing is stored', async () => {
    const before = (await t.db.select().from(newsletterSubscribers)).length
    for (const email of ['not an email', 'a@', '', '   ', 'a@b.example\r\nBcc: evil@x.example']) {
      const res = await subscribe({ email })
      expect(res.status).toBe(422)
      expect(res.json.message).toBe('Please enter a valid email address')
      expect(res.json.fields.email).toBe('Please enter a valid email address')
    }
    expect((await subscribe({})).json.fields.email).toBe('Please enter a valid email address')
    expect((await t.db.select().from(newsletterSubscribers)).length).toBe(before)
  })

  test('a page on another site cannot subscribe anyone; the unsubscribe link works from anywhere (its token is the permission)', async () => {
    const crossSite = { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' }
    expect((await subscribe({ email: 'crosssite@example.org' }, crossSite)).status).toBe(403)
    expect(await t.db.$count(newsletterSubscribers, eq(newsletterSubscribers.email, 'crosssite@example.org'))).toBe(0)
    expect((await subscribe({ email: 'crosssite@example.org' })).status).toBe(200)
    const { unsubscribeToken } = await rowFor('crosssite@example.org')
    const res = await t.request('POST', `/api/newsletter/unsubscribe?token=${unsubscribeToken}`, { headers: crossSite })
    expect(res.status).toBe(200)
  })
})

describe('confirmations asked for while email was not set up', () => {
  test('go out once a real provider is saved in Settings, once, if asked for in the last week, with a link that works', async () => {
    const c = await testApp({ PUBLIC_URL: 'https://stbrigid.example' })
    const cookie = await c.admin()
    await sendThrough(c.db, smtp, { churchName: 'St. Brigid', contactEmailFrom: 'news@stbrigid.example', emailProvider: 'console' })
    const join = (email: string) => c.request('POST', '/api/newsletter/subscribe', { body: { email } })
    const row = async (email: string) => (await c.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]
    for (const email of ['anna@example.org', 'simeon@example.org', 'old@example.org', 'gone@example.org', 'twice@example.org'])
      expect((await join(email)).json.emailReady).toBe(false)
    // Subscribing again while email is not set up replaces the kept email (its link no longer works).
    expect((await join('twice@example.org')).json.emailReady).toBe(false)
    // Asked for eight days ago: too long ago to send out of the blue.
    const old = await row('old@example.org')
    await c.db
      .update(outboxEmails)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 3_600_000) })
      .where(eq(outboxEmails.sourceId, old.id))
    // One unsubscribed meanwhile (from a later email, say): nothing goes to them.
    const gone = await row('gone@example.org')
    await c.request('POST', `/api/newsletter/unsubscribe?token=${gone.unsubscribeToken}`)
    // While the provider is still 'console' the worker's passes send nothing.
    const before = smtp.received.length
    await sendDueEmails(c.db, log)
    expect(smtp.received.length).toBe(before)

    // Staff save a real provider in Settings.
    const saved = await c.request('PUT', '/api/admin/site-config', { body: { churchName: 'St. Brigid', emailProvider: 'smtp' }, cookie })
    expect(saved.status).toBe(200)
    await sendDueEmails(c.db, log)
    const arrived = smtp.received.slice(before)
    expect(arrived.map((m) => m.envelope.to[0]).sort()).toEqual(['anna@example.org', 'simeon@example.org', 'twice@example.org'])
    // Once: later passes send nothing more.
    await sendDueEmails(c.db, log)
    expect(smtp.received.length).toBe(before + 3)
    // The link works, and for a week from the email that carries it.
    const anna = arrived.find((m) => m.envelope.to[0] === 'anna@example.org') as ReceivedMail
    expect((await row('anna@example.org')).confirmationSentAt).toBeInstanceOf(Date)
    const confirmed = await c.request('POST', '/api/newsletter/confirm', { body: { token: linkIn(anna, '/newsletter/confirm').token } })
    expect(confirmed.status).toBe(200)
    expect(await row('anna@example.org')).toMatchObject({ isActive: true })
    const twice = arrived.find((m) => m.envelope.to[0] === 'twice@example.org') as ReceivedMail
    expect(
      (await c.request('POST', '/api/newsletter/confirm', { body: { token: linkIn(twice, '/newsletter/confirm').token } })).status,
    ).toBe(200)
    // The one asked for too long ago stays unsent and unconfirmed.
    expect(await row('old@example.org')).toMatchObject({ isActive: false, confirmationSentAt: null })
    // From now on the visitor is told to check the inbox.
    expect((await join('late@example.org')).json).toEqual({ message: SUBSCRIBED, emailReady: true })
  })
})

describe('unsubscribing', () => {
  test('marks the subscriber inactive and keeps the row; twice is harmless; an unknown token is 404', async () => {
    await t.db.insert(newsletterSubscribers).values({ email: 'keep@example.org', firstName: 'Keep', isActive: true })
    const { unsubscribeToken, id } = await rowFor('keep@example.org')
    const res = await t.request('POST', `/api/newsletter/unsubscribe?token=${unsubscribeToken}`, { body: {} })
    expect(res.status).toBe(200)
    expect(res.json.message).toBe("You're unsubscribed. You won't receive any more newsletters from us.")
    const row = await rowFor('keep@example.org')
    expect(row).toMatchObject({ id, isActive: false, firstName: 'Keep' })
    const firstDate = row.unsubscribedAt
    expect((await t.request('POST', `/api/newsletter/unsubscribe?token=${unsubscribeToken}`)).status).toBe(200)
    expect((await rowFor('keep@example.org')).unsubscribedAt).toEqual(firstDate)

    const unknown = await t.request('POST', `/api/newsletter/unsubscribe?token=${'0'.repeat(64)}`)
    expect(unknown.status).toBe(404)
    expect(unknown.json.message).toBe('This unsubscribe link is not valid. Please use the link at the bottom of one of our emails.')
    expect((await t.request('POST', '/api/newsletter/unsubscribe?token=nope')).status).toBe(422)
    expect((await t.request('POST', '/api/newsletter/unsubscribe')).status).toBe(422)
  })
})

describe('sending a newsletter', () => {
  test('one email per active subscriber, each with its own unsubscribe link and headers', async () => {
    const cookie = await n.admin()
    await sendThrough(n.db, smtp, { churchName: 'St. Brigid' })
    await n.db.insert(newsletterSubscribers).values([
      { email: 'one@example.org', isActive: true },
      { email: 'two@example.org', isActive: true },
      { email: 'waiting@example.org', isActive: false, confirmTokenHash: 'f'.repeat(64) },
      { email: 'left@example.org', isActive: false, unsubscribedAt: new Date() },
    ])
    const res = await n.request('POST', '/api/admin/newsletter/send', {
      body: { subject: 'Advent at St. Brigid', message: 'Lessons and carols on Sunday at 5 PM.\nAll welcome.', idempotencyKey: key() },
      cookie,
    })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      queued: 2,
      alreadySent: false,
      emailed: true,
      reason: '',
      message: 'The newsletter is on its way to 2 subscribers.',
    })
    const progress = async () => (await n.request('GET', `/api/admin/newsletter/issues/${res.json.issueId}`, { cookie })).json.issue
    expect(await progress()).toMatchObject({
      subject: 'Advent at St. Brigid',
      total: 2,
      sent: 0,
      failed: 0,
      notSent: 0,
      waiting: 2,
      failures: [],
    })

    const before = smtp.received.length
    await sendDueEmails(n.db, log)
    expect(await progress()).toMatchObject({ total: 2, sent: 2, failed: 0, waiting: 0 })
    const arrived = smtp.received.slice(before)
    expect(arrived.map((m) => m.envelope.to[0]).sort()).toEqual(['one@example.org', 'two@example.org'])
    const subscribers = await n.db.select().from(newsletterSubscribers)
    for (const mail of arrived) {
      const reader = subscribers.find((s) => s.email === mail.envelope.to[0])
      expect(mail.header('subject')).toBe('Advent at St. Brigid')
      expect(mail.text).toContain('Lessons and carols on Sunday at 5 PM.\nAll welcome.')
      expect(mail.text).toContain(`Unsubscribe: https://stbrigid.example/newsletter/unsubscribe?token=${reader?.unsubscribeToken}`)
      expect(mail.header('list-unsubscribe')).toBe(
        `<https://stbrigid.example/api/newsletter/unsubscribe?token=${reader?.unsubscribeToken}>`,
      )
      expect(mail.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    }
  })

  test('a blank subject or message is refused and nothing is queued', async () => {
    const before = (await t.db.select().from(outboxEmails).where(eq(outboxEmails.kind, 'newsletter'))).length
    const blank = await t.request('POST', '/api/admin/newsletter/send', {
      body: { subject: ' ', message: '', idempotencyKey: key() },
      cookie: admin,
    })
    expectRefused(blank, { subject: 'Subject is required', message: 'Message is required' })
    const keyless = await t.request('POST', '/api/admin/newsletter/send', { body: { subject: 'Hi', message: 'Hello' }, cookie: admin })
    expect(keyless.status).toBe(422)
    expect((await t.db.select().from(outboxEmails).where(eq(outboxEmails.kind, 'newsletter'))).length).toBe(before)
  })

  for (const [why, settings, reason] of [
    ['email is not set up', { emailProvider: 'console' as const }, 'email is not set up in Settings'],
    ['site emails are off', { emailEnabled: false }, 'site emails are turned off in Settings'],
  ] as const) {
    test(`while ${why} a newsletter is saved, never reported as sent, and nobody is emailed`, async () => {
      const { s, cookie } = await sendingApp(settings)
      await s.db
        .insert(newsletterSubscribers)
        .values(['a', 'b', 'c', 'd'].map((name) => ({ email: `${name}@example.org`, isActive: true })))
      const body = { subject: 'Harvest supper', message: 'Saturday at 6.', idempotencyKey: key() }
      const res = await s.request('POST', '/api/admin/newsletter/send', { body, cookie })
      expect(res.status).toBe(200)
      expect(res.json).toMatchObject({
        queued: 4,
        alreadySent: false,
        emailed: false,
        reason,
        message: `The newsletter was saved but not emailed, because ${reason}. None of the 4 subscribers received it.`,
      })
      expect(res.json.message).not.toContain('on its way')
      // Sent again with its key: the same truth.
      const again = await s.request('POST', '/api/admin/newsletter/send', { body, cookie })
      expect(again.json).toMatchObject({
        alreadySent: true,
        emailed: false,
        message: 'This newsletter was already saved (and not emailed): it was not saved again.',
      })
      // Its progress says not sent, and even once email is set up it is not sent on its own.
      const before = smtp.received.length
      await sendThrough(s.db, smtp)
      await sendDueEmails(s.db, log)
      expect(smtp.received.length).toBe(before)
      const issue = (await s.request('GET', `/api/admin/newsletter/issues/${res.json.issueId}`, { cookie })).json.issue
      expect(issue).toMatchObject({ total: 4, sent: 0, notSent: 4, waiting: 0 })
    })
  }
})

/** A church of its own that sends through the test mail server, and its admin's cookie. */
async function sendingApp(over: SiteSettings = {}) {
  const s = await testApp()
  const cookie = await s.admin()
  await sendThrough(s.db, smtp, over)
  return { s, cookie }
}

describe('a newsletter goes out once, and says how it is going', () => {
  test('two requests with one key at the same moment queue one issue; a new key is a new issue', async () => {
    const { s, cookie } = await sendingApp()
    await s.db
      .insert(newsletterSubscribers)
      .values(Array.from({ length: 30 }, (_, i) => ({ email: `reader${i}@example.org`, isActive: true })))
    const once = key()
    const body = { subject: 'Once only', message: 'Hello', idempotencyKey: once }
    const [first, second] = await Promise.all([
      s.request('POST', '/api/admin/newsletter/send', { body, cookie }),
      s.request('POST', '/api/admin/newsletter/send', { body, cookie }),
    ])
    expect([first.status, second.status]).toEqual([200, 200])
    expect(first.json.issueId).toBe(second.json.issueId)
    expect([first.json.alreadySent, second.json.alreadySent].sort()).toEqual([false, true])
    const repeat = [first.json, second.json].find((answer) => answer.alreadySent)
    expect(repeat.message).toBe('This newsletter was already sent to 30 subscribers: it was not sent again.')
    const newsletters = () => s.db.select().from(outboxEmails).where(eq(outboxEmails.kind, 'newsletter'))
    expect(await newsletters()).toHaveLength(30)
    // Later, the same key still sends nothing.
    expect((await s.request('POST', '/api/admin/newsletter/send', { body, cookie })).json.alreadySent).toBe(true)
    expect(await newsletters()).toHaveLength(30)
    // A newly written issue has its own key.
    const next = await s.request('POST', '/api/admin/newsletter/send', { body: { ...body, idempotencyKey: key() }, cookie })
    expect(next.json).toMatchObject({ alreadySent: false, queued: 30 })
    expect(await newsletters()).toHaveLength(60)
  })

  test("progress: 'x of N sent, y failed' with each failure's reason; without a mail server, 'not sent'", async () => {
    const { s, cookie } = await sendingApp()
    await s.db
      .insert(newsletterSubscribers)
      .values(['a@example.org', 'b@example.org', 'refused@example.org'].map((email) => ({ email, isActive: true })))
    expect((await s.request('GET', '/api/admin/newsletter/issues/latest', { cookie })).json).toEqual({ issue: null })
    const sent = await s.request('POST', '/api/admin/newsletter/send', {
      body: { subject: 'Progress', message: 'Hi', idempotencyKey: key() },
      cookie,
    })
    smtp.refuseRecipient('refused@example.org', 550, '5.1.1 No such user')
    try {
      await sendDueEmails(s.db, log)
    } finally {
      smtp.acceptAll()
    }
    const latest = (await s.request('GET', '/api/admin/newsletter/issues/latest', { cookie })).json.issue
    expect(latest).toMatchObject({ id: sent.json.issueId, total: 3, sent: 2, failed: 1, notSent: 0, waiting: 0 })
    expect(latest.failures).toEqual([{ to: 'refused@example.org', reason: expect.stringContaining('No such user') }])

    await s.db.update(siteConfig).set({ emailProvider: 'console' }).where(eq(siteConfig.id, 1))
    const quiet = await s.request('POST', '/api/admin/newsletter/send', {
      body: { subject: 'Quiet', message: 'Hi', idempotencyKey: key() },
      cookie,
    })
    await sendDueEmails(s.db, log)
    const issue = (await s.request('GET', `/api/admin/newsletter/issues/${quiet.json.issueId}`, { cookie })).json.issue
    expect(issue).toMatchObject({ total: 3, sent: 0, notSent: 3, waiting: 0 })
    expect((await s.request('GET', '/api/admin/newsletter/issues/00000000-0000-4000-8000-000000000000', { cookie })).status).toBe(404)
  })

  test('one meaning of subscribers: active, with the total beside it, counted by the database; the list pages and searches', async () => {
    const s = await testApp()
    const cookie = await s.admin()
    await s.db
      .insert(newsletterSubscribers)
      .values([
        ...Array.from({ length: 40 }, (_, i) => ({ email: `active${i}@example.org`, isActive: true, firstName: i === 7 ? 'Phoebe' : '' })),
        { email: 'waiting@example.org', isActive: false, confirmTokenHash: 'f'.repeat(64) },
        { email: 'left@example.org', isActive: false, unsubscribedAt: new Date() },
      ])
    expect((await s.request('GET', '/api/admin/newsletter/counts', { cookie })).json).toEqual({
      total: 42,
      active: 40,
      awaitingConfirmation: 1,
    })
    const first = (await s.request('GET', '/api/admin/newsletters', { cookie })).json
    expect(first.total).toBe(42)
    expect(first.items).toHaveLength(25)
    const rest = (await s.request('GET', '/api/admin/newsletters?offset=25&limit=100', { cookie })).json
    expect(new Set([...first.items, ...rest.items].map((row: { email: string }) => row.email)).size).toBe(42)
    const found = (await s.request('GET', '/api/admin/newsletters?search=phoebe', { cookie })).json
    expect(found).toMatchObject({ total: 1, items: [{ email: 'active7@example.org' }] })
  })
})

describe('the subscriber list', () => {
  test('shows each subscriber with isActive and whether it awaits confirmation, never the link tokens', async () => {
    await subscribe({ email: 'phoebe@example.org' })
    const res = await t.request('GET', '/api/admin/newsletters?limit=100', { cookie: admin })
    expect(res.status).toBe(200)
    const phoebe = res.json.items.find((s: { email: string }) => s.email === 'phoebe@example.org')
    expect(phoebe).toMatchObject({ isActive: false, awaitingConfirmation: true, unsubscribedAt: null })
    expect(phoebe).not.toHaveProperty('unsubscribeToken')
    expect(phoebe).not.toHaveProperty('confirmTokenHash')
    const left = res.json.items.find((s: { email: string }) => s.email === 'keep@example.org')
    expect(left).toMatchObject({ isActive: false, awaitingConfirmation: false })
    expect(left.unsubscribedAt).toBeString()
  })

  test('the list and sending are for admins only', async () => {
    expect((await t.request('GET', '/api/admin/newsletters')).status).toBe(401)
    expect((await t.request('POST', '/api/admin/newsletter/send', { body: { subject: 'x', message: 'y' } })).status).toBe(401)
    const member = await t.signIn('member@example.org')
    expect((await t.request('GET', '/api/admin/newsletters', { cookie: member })).status).toBe(403)
    expect((await t.request('GET', '/api/admin/newsletter/counts', { cookie: member })).status).toBe(403)
    expect((await t.request('GET', '/api/admin/newsletter/issues/latest', { cookie: member })).status).toBe(403)
    expect((await t.request('POST', '/api/admin/newsletter/send', { body: { subject: 'x', message: 'y' }, cookie: member })).status).toBe(
      403,
    )
  })
})

// A church with thousands of subscribers (half of them active), on a database whose statements are counted.
const READERS = 3000
/** Statements that wrote rows of the outbox, seen by drizzle's logger. */
let outboxWrites = 0
const big = await freshDatabase({
  logQuery: (statement) => {
    if (/^\s*insert into "?outbox_emails"?/i.test(statement)) outboxWrites++
  },
})
const origin = 'https://stbrigid.example'
await sendThrough(big.db, smtp, { churchName: 'St. Brigid' })
// Seeded with one statement; one address that headerValue changes (a stray tab) is queued the old way, on its own.
await big.db.execute(
  sql`insert into newsletter_subscribers (email, is_active) select 'reader' || g || '@example.org', g % 2 = 0 from generate_series(1, ${READERS * 2}) g`,
)
await big.db.insert(newsletterSubscribers).values({ email: 'tabbed@example.org\t', isActive: true })
const active = READERS + 1

describe('a send to thousands of subscribers', () => {
  const db = big.db

  /** Each email of the issue against its subscriber: own address, own token in the link and the header. */
  const mismatched = async (issueId: string) =>
    rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from outbox_emails o join newsletter_subscribers s on s.id = o.source_id
        where o.issue_id = ${issueId} and not (o.to_address = trim(replace(s.email, chr(9), ' '))
          and o.text like '%Unsubscribe: ${sql.raw(origin)}/newsletter/unsubscribe?token=' || s.unsubscribe_token || E'\n'
          and o.headers->>'List-Unsubscribe' = '<${sql.raw(origin)}/api/newsletter/unsubscribe?token=' || s.unsubscribe_token || '>'
          and o.headers->>'List-Unsubscribe-Post' = 'List-Unsubscribe=One-Click'
          and o.subject = 'Lent' and o.kind = 'newsletter' and o.status = 'pending')`),
    )[0].n

  test(`writes the emails of ${READERS} subscribers in at most ceil(n / ${SEND_CHUNK}) statements (plus one per odd address), each its own`, async () => {
    outboxWrites = 0
    const sent = await sendNewsletter(db, { subject: 'Lent', message: 'Soup suppers on Fridays.', idempotencyKey: key() }, { origin })
    expect(sent).toMatchObject({ queued: active, alreadySent: false, emailed: true })
    expect(outboxWrites).toBeGreaterThan(0)
    expect(outboxWrites).toBeLessThanOrEqual(Math.ceil(active / SEND_CHUNK) + 1)
    expect(await db.$count(outboxEmails, eq(outboxEmails.issueId, sent.issueId))).toBe(active)
    expect(await mismatched(sent.issueId)).toBe(0)
    const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, sent.issueId))
    expect(issue.recipients).toBe(active)
    await db.update(outboxEmails).set({ status: 'sent' }).where(eq(outboxEmails.issueId, sent.issueId))
  })

  test('an issue left half written (a crash) is never sent; its key again writes it whole, once', async () => {
    const idempotencyKey = key()
    const [left] = await db
      .insert(newsletterIssues)
      .values({ idempotencyKey, subject: 'Lent', recipients: ISSUE_BEING_WRITTEN })
      .returning()
    const readers = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.isActive, true)).limit(5)
    await db.insert(outboxEmails).values(
      readers.map((reader) => ({
        kind: 'newsletter',
        toAddress: reader.email,
        subject: 'Lent',
        text: 'half',
        sourceId: reader.id,
        issueId: left.id,
      })),
    )
    // The worker leaves the emails of an issue still being written.
    expect(await claimDueEmails(db, { limit: 10 })).toEqual([])
    const progress = await sendNewsletter(db, { subject: 'Lent', message: 'Soup suppers on Fridays.', idempotencyKey }, { origin })
    expect(progress).toMatchObject({ issueId: left.id, queued: active, alreadySent: false })
    expect(await db.$count(outboxEmails, eq(outboxEmails.issueId, left.id))).toBe(active)
    expect(await db.$count(outboxEmails, and(eq(outboxEmails.issueId, left.id), eq(outboxEmails.text, 'half')))).toBe(0)
    expect(await mismatched(left.id)).toBe(0)
    const again = await sendNewsletter(db, { subject: 'Lent', message: 'Soup suppers on Fridays.', idempotencyKey }, { origin })
    expect(again).toMatchObject({ issueId: left.id, queued: active, alreadySent: true })
    expect(await db.$count(outboxEmails, eq(outboxEmails.issueId, left.id))).toBe(active)
    expect((await claimDueEmails(db, { limit: 10 })).length).toBe(10)
  })
})
