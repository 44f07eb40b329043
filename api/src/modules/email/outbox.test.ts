import { afterAll, beforeEach, describe, expect, test } from 'bun:test'
import { eq, inArray } from 'drizzle-orm'
import { outboxEmails } from '../../db/schema'
import { createLogger } from '../../lib/log'
import { testApp } from '../../test/harness'
import { type SiteSettings, sendThrough, startSmtpServer } from '../../test/smtp'
import { NOT_SENT_RESPONSE } from './mailer'
import { claimDueEmails, enqueueEmail, MAX_ATTEMPTS, RETRY_DELAYS_MS, SEND_LOCK_MS, sendDueEmails } from './outbox'
import { startOutboxWorker } from './worker'

const t = await testApp()
const admin = await t.admin()
const smtp = await startSmtpServer()
afterAll(() => smtp.stop())
const log = createLogger('silent')

const configure = (over: SiteSettings = {}) => sendThrough(t.db, smtp, { contactEmailFrom: 'website@church.example', ...over })

let counter = 0
/** Queues a plain test email and returns its row id. */
async function queue(subject = `Outbox ${++counter}`, to = 'reader@example.org') {
  expect(await enqueueEmail(t.db, { kind: 'test', to, subject, text: 'Hello' })).toBe(true)
  const [row] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.subject, subject))
  return row.id
}
const rowOf = async (id: string) => (await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0]
/** Everything already in the outbox is marked sent, so each test sees only its own emails as due. */
const settle = () =>
  t.db
    .update(outboxEmails)
    .set({ status: 'sent' })
    .where(inArray(outboxEmails.status, ['pending', 'retrying', 'sending']))

beforeEach(async () => {
  smtp.acceptAll()
  await configure()
  await settle()
})

describe('sending and retrying', () => {
  test('a temporary refusal retries after 1 min, 5 min, 30 min, 2 h and 6 h, then fails after the sixth attempt', async () => {
    const id = await queue()
    smtp.refuseMessages(451, '4.3.0 Mailbox busy, try again later')
    // A millisecond on: the database stores microseconds, so "now" taken in the same millisecond as the insert would be earlier.
    let now = Date.now() + 1
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      // Not due a moment before its time.
      if (attempt > 1) {
        expect(await sendDueEmails(t.db, log, { now: () => new Date(now - 1000) })).toEqual({
          sent: 0,
          not_sent: 0,
          retrying: 0,
          failed: 0,
        })
      }
      await sendDueEmails(t.db, log, { now: () => new Date(now) })
      const row = await rowOf(id)
      expect(row.attempts).toBe(attempt)
      expect(row.lastResponse).toBe('451 4.3.0 Mailbox busy, try again later')
      if (attempt < MAX_ATTEMPTS) {
        expect(row.status).toBe('retrying')
        expect(row.nextAttemptAt.getTime() - now).toBe(RETRY_DELAYS_MS[attempt - 1])
        now = row.nextAttemptAt.getTime()
      } else {
        expect(row.status).toBe('failed')
      }
    }
    expect(RETRY_DELAYS_MS).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 21_600_000])
    // Failed is final: nothing more is tried, even much later.
    expect(await sendDueEmails(t.db, log, { now: () => new Date(now + 86_400_000) })).toEqual({
      sent: 0,
      not_sent: 0,
      retrying: 0,
      failed: 0,
    })
  })

  test('a permanent refusal (5xx) fails at once; staff retry it by hand and it is sent', async () => {
    const id = await queue('Permanent')
    smtp.refuseMessages(550, '5.1.1 <reader@example.org>: Recipient address rejected')
    await sendDueEmails(t.db, log)
    expect(await rowOf(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastResponse: '550 5.1.1 <reader@example.org>: Recipient address rejected',
    })

    smtp.acceptAll()
    const res = await t.request('POST', `/api/admin/emails/${id}/retry`, { cookie: admin })
    expect(res.status).toBe(200)
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0 })
    const before = smtp.received.length
    await sendDueEmails(t.db, log)
    expect(smtp.received.slice(before).map((m) => m.header('subject'))).toEqual(['Permanent'])
    expect((await rowOf(id)).status).toBe('sent')

    // A sent email is never sent twice.
    const again = await t.request('POST', `/api/admin/emails/${id}/retry`, { cookie: admin })
    expect(again.status).toBe(409)
    expect(again.json.message).toBe('This email was already sent')
  })

  test('a refused sign-in is not permanent: it retries, and the message says what the server said', async () => {
    await configure({ smtpUser: 'website@church.example', smtpPassword: 'wrong' })
    smtp.refuseSignIn(535, '5.7.8 Username and Password not accepted')
    const id = await queue()
    await sendDueEmails(t.db, log)
    expect(await rowOf(id)).toMatchObject({ status: 'retrying', lastResponse: '535 5.7.8 Username and Password not accepted' })
  })

  test('an email left "sending" by a worker that died is taken again once its lock runs out', async () => {
    const id = await queue()
    const [claimed] = await claimDueEmails(t.db)
    expect(claimed.id).toBe(id)
    // The worker died here. Before the lock runs out nobody takes it; after, it is sent.
    expect(await claimDueEmails(t.db, { now: new Date(Date.now() + SEND_LOCK_MS - 5000) })).toEqual([])
    const before = smtp.received.length
    await sendDueEmails(t.db, log, { now: () => new Date(Date.now() + SEND_LOCK_MS + 1000) })
    expect(smtp.received.length - before).toBe(1)
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 })
  })

  test('two workers at once never send one email twice', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => queue(`Race ${i}`)))
    const before = smtp.received.length
    await Promise.all([
      sendDueEmails(t.db, log, { batch: 3 }),
      sendDueEmails(t.db, log, { batch: 3 }),
      sendDueEmails(t.db, log, { batch: 5 }),
    ])
    const subjects = smtp.received.slice(before).map((m) => m.header('subject'))
    expect(subjects).toHaveLength(12)
    expect(new Set(subjects).size).toBe(12)
    const rows = await t.db.select().from(outboxEmails).where(inArray(outboxEmails.id, ids))
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true)
  })

  test('with site emails off, queued emails wait and go out once they are turned back on', async () => {
    const id = await queue('Waits')
    await configure({ emailEnabled: false })
    await sendDueEmails(t.db, log)
    expect((await rowOf(id)).status).toBe('pending')
    await configure({ emailEnabled: true })
    await sendDueEmails(t.db, log)
    expect((await rowOf(id)).status).toBe('sent')
  })

  test("with no mail server set up (console) an email is 'not sent', never 'sent'; once one is set, a retry sends it", async () => {
    const id = await queue('Nobody gets this yet')
    await configure({ emailProvider: 'console' })
    const before = smtp.received.length
    expect(await sendDueEmails(t.db, log)).toMatchObject({ sent: 0, not_sent: 1 })
    expect(await rowOf(id)).toMatchObject({ status: 'not_sent', sentAt: null, lastResponse: NOT_SENT_RESPONSE })
    expect(smtp.received.length).toBe(before)

    await configure({ emailProvider: 'smtp' })
    expect((await t.request('POST', `/api/admin/emails/${id}/retry`, { cookie: admin })).status).toBe(200)
    await sendDueEmails(t.db, log)
    expect((await rowOf(id)).status).toBe('sent')
    expect(smtp.received.slice(before).map((m) => m.header('subject'))).toEqual(['Nobody gets this yet'])
  })

  test('the worker sends right after an email is queued, without waiting for its timer', async () => {
    const worker = startOutboxWorker({ db: t.db, log, intervalMs: 3_600_000 })
    try {
      await Bun.sleep(50)
      const before = smtp.received.length
      const sent = await t.request('POST', '/api/contact', {
        body: { firstName: 'Quick', lastName: 'Sender', email: 'quick@example.org', subject: 'Kicked', message: 'Hello' },
      })
      expect(sent.status).toBe(201)
      await smtp.waitFor(before + 1, 3000)
      expect(smtp.received.at(-1)?.header('subject')).toBe('New message from the website: Kicked')
    } finally {
      await worker.stop()
    }
  })
})

describe('the outbox for staff', () => {
  test('newest first, a page at a time, filtered by status, without the bodies', async () => {
    const a = await queue('List A')
    await Bun.sleep(5)
    const b = await queue('List B')
    await t.db.update(outboxEmails).set({ status: 'failed', lastResponse: '550 No' }).where(eq(outboxEmails.id, a))
    const page = await t.request('GET', '/api/admin/emails?limit=2', { cookie: admin })
    expect(page.status).toBe(200)
    expect(page.json.map((e: { id: string }) => e.id)).toEqual([b, a])
    expect(page.json[0]).toMatchObject({ subject: 'List B', toAddress: 'reader@example.org', kind: 'test', status: 'pending', attempts: 0 })
    expect(page.json[0]).not.toHaveProperty('text')
    expect(page.json[0]).not.toHaveProperty('headers')
    const failed = await t.request('GET', '/api/admin/emails?status=failed', { cookie: admin })
    expect(failed.json.every((e: { status: string }) => e.status === 'failed')).toBe(true)
    expect(failed.json.map((e: { id: string }) => e.id)).toContain(a)
    const older = await t.request('GET', '/api/admin/emails?limit=1&offset=1', { cookie: admin })
    expect(older.json.map((e: { id: string }) => e.id)).toEqual([a])
    const bad = await t.request('GET', '/api/admin/emails?status=lost', { cookie: admin })
    expect(bad.status).toBe(422)
    expect(bad.json.message).toBe('Status must be one of pending, sending, sent, retrying, failed, not_sent')
  })

  test('retry: unknown or malformed id 404; an email waiting already 409', async () => {
    const id = await queue()
    const waiting = await t.request('POST', `/api/admin/emails/${id}/retry`, { cookie: admin })
    expect(waiting.status).toBe(409)
    expect(waiting.json.message).toBe('This email is already waiting to be sent')
    const unknown = await t.request('POST', '/api/admin/emails/00000000-0000-4000-8000-000000000000/retry', { cookie: admin })
    expect(unknown.status).toBe(404)
    expect(unknown.json.message).toBe('Email not found')
    expect((await t.request('POST', '/api/admin/emails/42/retry', { cookie: admin })).status).toBe(404)
  })

  test('every outbox route needs an admin', async () => {
    const id = await queue()
    const member = await t.signIn('member@example.org')
    for (const [method, path] of [
      ['GET', '/api/admin/emails'],
      ['POST', `/api/admin/emails/${id}/retry`],
      ['POST', '/api/admin/email/test'],
    ]) {
      const anonymous = await t.request(method, path, { body: method === 'POST' ? {} : undefined })
      expect(anonymous.status).toBe(401)
      expect((await t.request(method, path, { cookie: member, body: method === 'POST' ? {} : undefined })).status).toBe(403)
    }
  })
})
