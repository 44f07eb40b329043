/**
 * 'Forgot password?': the sign-in page links to a page where anyone asks for a reset link by email.
 * The answer is the same whether an account uses the address or not; requests are counted per
 * client and emails per address; while the site cannot send email, the page says so.
 */
import { afterEach, beforeEach, describe, expect, setDefaultTimeout, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { accountLinks, outboxEmails, siteConfig, users } from '../../db/schema'
import { testApp } from '../../test/harness'
import { getSiteConfig } from '../site-config/service'
import { upsertUser } from '../users/service'
import { RESET_REQUESTED } from './index'

// Each password is hashed with Argon2id.
setDefaultTimeout(30_000)

// TRUST_PROXY: each test names its own client address, so one test's count never reaches another's.
const t = await testApp({ TRUST_PROXY: 'true', PUBLIC_URL: 'https://church.example' })
let clients = 0
const client = () => ({ 'x-forwarded-for': `10.1.0.${++clients}` })

/** The request form as the browser sends it, from `headers`' client (a new one unless named). */
const ask = (email: string, headers: Record<string, string> = client(), extra: Record<string, string> = {}) =>
  t.request('POST', '/api/account/forgot', {
    body: new URLSearchParams({ email, returnTo: '/admin', ...extra }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  })
const form = (path: string, fields: Record<string, string>) =>
  t.request('POST', path, {
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...client() },
  })
const login = (email: string, password: string) => t.request('POST', '/api/login', { body: { email, password }, headers: client() })
const resetEmails = (to: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.kind, 'password-reset'), eq(outboxEmails.toAddress, to)))
    .orderBy(outboxEmails.createdAt)
const linkIn = (text: string) => {
  const url = text.match(/https:\/\/church\.example(\/api\/account\/reset\/[A-Za-z0-9_-]+)/)
  if (!url) throw new Error(`no reset link in: ${text}`)
  return url[1]
}
/** The page's words, without its markup. */
const words = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

// Email set up (a real provider, site emails on) unless a test says otherwise.
// (The settings row is made on its first read.)
beforeEach(async () => {
  await getSiteConfig(t.db)
  await t.db.update(siteConfig).set({ emailProvider: 'smtp', emailEnabled: true })
})
afterEach(() => t.db.update(siteConfig).set({ emailProvider: 'console', emailEnabled: true }))

describe('the sign-in page', () => {
  test("links 'Forgot password?' to the reset request, keeping where sign-in goes next", async () => {
    const page = await t.request('GET', '/api/login?returnTo=%2Fadmin%3Ftab%3Dusers')
    expect(page.status).toBe(200)
    expect(page.text).toContain('<a href="/api/account/forgot?returnTo=%2Fadmin%3Ftab%3Dusers">Forgot password?</a>')
    const forgot = await t.request('GET', '/api/account/forgot?returnTo=%2Fadmin%3Ftab%3Dusers')
    expect(forgot.status).toBe(200)
    expect(forgot.headers.get('content-type')).toContain('text/html')
    expect(forgot.headers.get('cache-control')).toBe('no-store')
    expect(forgot.text).toContain('Forgot your password?')
    expect(forgot.text).toContain('<label for="email">Email</label>')
    expect(forgot.text).toContain('<form method="post" action="/api/account/forgot">')
    expect(forgot.text).toContain('value="/admin?tab=users"')
    expect(forgot.text).toContain('href="/api/login?returnTo=%2Fadmin%3Ftab%3Dusers">Back to sign in</a>')
    // A returnTo that is not a path on this site is dropped here too.
    expect((await t.request('GET', '/api/account/forgot?returnTo=https%3A%2F%2Fevil.example')).text).toContain('value="/"')
  })
})

describe('a reset request', () => {
  test('known and unknown addresses get the same answer; only the known one is emailed, once', async () => {
    const linksBefore = (await t.db.select().from(accountLinks)).length
    await upsertUser(t.db, { email: 'known@example.org', password: 'old password' })
    const known = await ask('Known@Example.org')
    const unknown = await ask('nobody@example.org')
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(known.status)
    expect(words(unknown.text)).toBe(words(known.text))
    expect(known.text).toContain(RESET_REQUESTED)
    expect(known.text).toContain('If an account uses that address, we have emailed it a link')

    const emails = await resetEmails('known@example.org')
    expect(emails).toHaveLength(1)
    expect(emails[0].text).toContain("on the Anglican Church of Santa Rosa Beach website's sign-in page")
    expect(await resetEmails('nobody@example.org')).toEqual([])
    // No link for an address without an account.
    expect((await t.db.select().from(accountLinks)).length).toBe(linksBefore + 1)
  })

  test('the emailed link is the one admins send: it sets a new password once, within the hour', async () => {
    const { user } = await upsertUser(t.db, { email: 'forgetful@example.org', password: 'old password' })
    expect((await ask('forgetful@example.org')).status).toBe(200)
    const [email] = await resetEmails('forgetful@example.org')
    const path = linkIn(email.text)
    const [link] = await t.db.select().from(accountLinks).where(eq(accountLinks.userId, user.id))
    const lifetime = link.expiresAt.getTime() - link.createdAt.getTime()
    expect(lifetime).toBe(60 * 60 * 1000)

    const page = await t.request('GET', path)
    expect(page.status).toBe(200)
    expect(page.text).toContain('Choose a new password')
    const done = await form(path, { password: 'a new password', confirmPassword: 'a new password' })
    expect(done.text).toContain('Your password has been changed')
    expect((await login('forgetful@example.org', 'old password')).status).toBe(401)
    expect((await login('forgetful@example.org', 'a new password')).status).toBe(200)
    expect((await t.request('GET', path)).status).toBe(410)
  })

  test('one address gets at most 3 emails an hour, whoever asks; the answer stays the same', async () => {
    await upsertUser(t.db, { email: 'popular@example.org', password: 'old password' })
    const answers = []
    for (let i = 0; i < 5; i++) answers.push(await ask('popular@example.org'))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    expect(new Set(answers.map((a) => words(a.text))).size).toBe(1)
    expect(await resetEmails('popular@example.org')).toHaveLength(3)
    // Only the last email's link works: each new one replaces the earlier.
    const links = (await resetEmails('popular@example.org')).map((e) => linkIn(e.text))
    expect((await t.request('GET', links[0])).status).toBe(404)
    expect((await t.request('GET', links[2])).status).toBe(200)
  })

  test('one client may ask 10 times in 15 minutes, then waits (429 with Retry-After); another client is not affected', async () => {
    const from = client()
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await ask(`guess${i}@example.org`, from)).status)
    expect(statuses.every((s) => s === 200)).toBe(true)
    const refused = await ask('guess10@example.org', from)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.text).toContain('Too many attempts. Please wait a few minutes and try again.')
    expect((await ask('guess11@example.org')).status).toBe(200)
  })

  test('an address that is not one is asked again, with what was typed; nothing is sent', async () => {
    const before = (await t.db.select().from(outboxEmails)).length
    const bad = await ask('not an address')
    expect(bad.status).toBe(422)
    expect(bad.text).toContain('Please enter a valid email address')
    expect(bad.text).toContain('value="not an address"')
    expect(bad.text).toContain('aria-invalid="true"')
    const empty = await ask('')
    expect(empty.status).toBe(422)
    expect(empty.text).toContain('Please enter a valid email address')
    expect((await t.db.select().from(outboxEmails)).length).toBe(before)
  })

  test('a body over 32 KB is refused before it is read', async () => {
    const big = await ask(`${'a'.repeat(40_000)}@example.org`)
    expect(big.status).toBe(413)
  })
})

describe('while the site cannot send email', () => {
  for (const [why, setting] of [
    ["the provider is the log-only 'Console'", { emailProvider: 'console' as const }],
    ['site emails are turned off', { emailEnabled: false }],
  ] as const) {
    test(`${why}: the page says to ask an admin, and nothing is queued`, async () => {
      await upsertUser(t.db, { email: 'stuck@example.org', password: 'old password' })
      await t.db.update(siteConfig).set(setting)
      const page = await t.request('GET', '/api/account/forgot')
      expect(page.status).toBe(200)
      expect(page.text).toContain('This website cannot send email yet')
      expect(page.text).toContain('Ask an administrator of Anglican Church of Santa Rosa Beach to send you one from the dashboard')
      expect(page.text).not.toContain('<form')
      const sent = await ask('stuck@example.org')
      expect(sent.status).toBe(409)
      expect(sent.text).toContain('This website cannot send email yet')
      expect(sent.text).not.toContain('we have emailed')
      expect(await resetEmails('stuck@example.org')).toEqual([])
      const [user] = await t.db.select().from(users).where(eq(users.email, 'stuck@example.org'))
      expect(await t.db.select().from(accountLinks).where(eq(accountLinks.userId, user.id))).toEqual([])
    })
  }
})
