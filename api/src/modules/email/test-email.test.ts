import { afterAll, beforeEach, describe, expect, test } from 'bun:test'
import { createServer } from 'node:net'
import { desc, eq } from 'drizzle-orm'
import { outboxEmails, siteConfig } from '../../db/schema'
import { testApp } from '../../test/harness'
import { type SiteSettings, sendThrough, startSmtpServer } from '../../test/smtp'
import { getSiteConfig } from '../site-config/service'
import { NOT_SENT_RESPONSE, transportOptions } from './mailer'

const t = await testApp()
const admin = await t.admin()
const smtp = await startSmtpServer()
afterAll(() => smtp.stop())

const configure = (over: SiteSettings = {}) =>
  sendThrough(t.db, smtp, { churchName: 'St. Brigid', contactEmailFrom: 'website@church.example', ...over })
const sendTest = (body: unknown = {}) => t.request('POST', '/api/admin/email/test', { body, cookie: admin })
const lastRecorded = async () => (await t.db.select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt)).limit(1))[0]

/** A port with nothing listening on it. */
async function closedPort() {
  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))
  const { port } = probe.address() as { port: number }
  await new Promise((done) => probe.close(done))
  return port
}

beforeEach(() => {
  smtp.acceptAll()
  return configure()
})

describe('Send test email', () => {
  test("sends with the saved settings to the signed-in admin and answers with the server's exact reply", async () => {
    const before = smtp.received.length
    const res = await sendTest()
    expect(res.status).toBe(200)
    expect(res.json.to).toBe('admin@example.org')
    expect(res.json.response).toMatch(/^250 2\.0\.0 Ok: queued as TEST\d+$/)
    expect(res.json.note).toBe('')
    const [mail] = smtp.received.slice(before)
    expect(mail.envelope.to).toEqual(['admin@example.org'])
    expect(mail.header('subject')).toBe('Test email from the St. Brigid website')
    // Kept in the outbox like every other email.
    expect(await lastRecorded()).toMatchObject({
      kind: 'test',
      status: 'sent',
      toAddress: 'admin@example.org',
      lastResponse: res.json.response,
    })
  })

  test('another address can be given; a bad one is refused', async () => {
    const res = await sendTest({ to: 'rector@church.example' })
    expect(res.status).toBe(200)
    expect(smtp.received.at(-1)?.envelope.to).toEqual(['rector@church.example'])
    const bad = await sendTest({ to: 'rector\r\nBcc: evil@x.example' })
    expect(bad.status).toBe(422)
    expect(bad.json.fields.to).toBe('Please enter a valid email address')
  })

  test('a refused sign-in: 502 with exactly what the server said, never a stack', async () => {
    await configure({ smtpUser: 'website@church.example', smtpPassword: 'wrong' })
    smtp.refuseSignIn(535, '5.7.8 Username and Password not accepted')
    const res = await sendTest()
    expect(res.status).toBe(502)
    expect(res.json.message).toBe('535 5.7.8 Username and Password not accepted')
    expect(res.text).not.toContain('    at ')
    expect(await lastRecorded()).toMatchObject({
      kind: 'test',
      status: 'failed',
      lastResponse: '535 5.7.8 Username and Password not accepted',
    })
  })

  test('a server that is not there: 502 with the connection error', async () => {
    const port = await closedPort()
    await configure({ smtpPort: port })
    const res = await sendTest()
    expect(res.status).toBe(502)
    expect(res.json.message).toBe(`connect ECONNREFUSED 127.0.0.1:${port}`)
  })

  test('with site emails off the test still sends, and says that site emails are off', async () => {
    await configure({ emailEnabled: false })
    const res = await sendTest()
    expect(res.status).toBe(200)
    expect(res.json.emailEnabled).toBe(false)
    expect(res.json.note).toBe('Site emails are currently turned off, so the website sends no other email.')
  })

  test('the console provider writes the message to the log, and the outbox says nobody was emailed', async () => {
    await configure({ emailProvider: 'console' })
    const res = await sendTest()
    expect(res.status).toBe(200)
    expect(res.json.delivered).toBe(false)
    expect(res.json.response).toBe(NOT_SENT_RESPONSE)
    const [row] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.kind, 'test')).orderBy(desc(outboxEmails.createdAt)).limit(1)
    expect(row.status).toBe('not_sent')
    expect(row.sentAt).toBeNull()
  })

  test('Gmail without a 16-character app password is refused before any server is asked', async () => {
    await configure({ emailProvider: 'gmail', smtpUser: 'parish@gmail.example', smtpPassword: 'short' })
    const res = await sendTest()
    expect(res.status).toBe(502)
    expect(res.json.message).toBe('A Gmail provider needs an app password of 16 characters')
  })
})

describe('the Gmail provider', () => {
  test("uses Gmail's service with the account address and the app password without its spaces", async () => {
    const config = { ...(await getSiteConfig(t.db)), emailProvider: 'gmail' as const, smtpUser: 'parish@gmail.example' }
    expect(transportOptions({ ...config, smtpPassword: 'abcd efgh ijkl mnop' })).toMatchObject({
      service: 'gmail',
      auth: { user: 'parish@gmail.example', pass: 'abcdefghijklmnop' },
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 20_000,
    })
    for (const smtpPassword of ['', 'abcd efgh ijkl', 'abcdefghijklmnopq']) {
      expect(transportOptions({ ...config, smtpPassword })).toEqual({
        setupError: 'A Gmail provider needs an app password of 16 characters',
      })
    }
    expect(transportOptions({ ...config, smtpUser: '', smtpPassword: 'abcdefghijklmnop' })).toEqual({
      setupError: 'Gmail needs the Gmail address as the email account username in Settings',
    })
  })

  test('Settings refuse Gmail with a password that is not 16 characters, and Gmail with none saved', async () => {
    const base = { churchName: 'St. Brigid', emailProvider: 'gmail', smtpUser: 'parish@gmail.example' }
    const short = await t.request('PUT', '/api/admin/site-config', { body: { ...base, smtpPassword: 'short' }, cookie: admin })
    expect(short.status).toBe(422)
    expect(short.json.fields.smtpPassword).toBe('A Gmail provider needs an app password of 16 characters')
    await t.db.update(siteConfig).set({ smtpPassword: '' }).where(eq(siteConfig.id, 1))
    const none = await t.request('PUT', '/api/admin/site-config', { body: base, cookie: admin })
    expect(none.status).toBe(422)
    expect(none.json).toEqual({
      message: 'A Gmail provider needs an app password of 16 characters',
      fields: { smtpPassword: 'A Gmail provider needs an app password of 16 characters' },
    })
    expect((await getSiteConfig(t.db)).emailProvider).toBe('smtp')
    const ok = await t.request('PUT', '/api/admin/site-config', { body: { ...base, smtpPassword: 'abcd efgh ijkl mnop' }, cookie: admin })
    expect(ok.status).toBe(200)
    expect((await getSiteConfig(t.db)).smtpPassword).toBe('abcdefghijklmnop')
    // Saving again without typing it keeps the saved one, which is valid.
    expect((await t.request('PUT', '/api/admin/site-config', { body: base, cookie: admin })).status).toBe(200)
  })
})
