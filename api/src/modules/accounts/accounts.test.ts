import { describe, expect, setDefaultTimeout, test } from 'bun:test'
import { and, desc, eq, isNull } from 'drizzle-orm'
import { accountLinks, outboxEmails, siteConfig, users } from '../../db/schema'
import { testApp } from '../../test/harness'
import { sha256 } from '../auth/service'
import { upsertUser } from '../users/service'
import { createSetupLink } from './service'

// Each password is hashed with Argon2id: a test signs in several times.
setDefaultTimeout(30_000)

// TRUST_PROXY: each test names its own client address, so the per-client link throttle of one test never reaches another.
const t = await testApp({ TRUST_PROXY: 'true', PUBLIC_URL: 'https://church.example' })
let clients = 0
const client = () => ({ 'x-forwarded-for': `10.0.0.${++clients}` })

/** A form post as the browser sends it. */
const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = client()) =>
  t.request('POST', path, {
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  })
/** A setup link that no longer works: its page and its form both answer `status` with `words`, and no account is made for `email`. */
async function expectSetupRefused(token: string, status: number, words: string, email: string) {
  const page = await t.request('GET', `/api/account/setup/${token}`)
  expect(page.status).toBe(status)
  expect(page.text).toContain(words)
  const post = await form(`/api/account/setup/${token}`, { name: 'A', email, password: 'long enough', confirmPassword: 'long enough' })
  expect(post.status).toBe(status)
  expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([])
}
const cookieOf = (res: { headers: Headers }) => (res.headers.getSetCookie()[0] ?? '').split(';')[0]
const login = (email: string, password: string) => t.request('POST', '/api/login', { body: { email, password }, headers: client() })
const signedIn = async (cookie: string) => (await t.request('GET', '/api/auth/user', { cookie })).status === 200

/** A new setup link, as the start that makes one prints it: earlier unused ones are set aside (used) first. */
async function madeLink(now = new Date()): Promise<string> {
  await t.db
    .update(accountLinks)
    .set({ usedAt: new Date(0) })
    .where(and(eq(accountLinks.kind, 'setup'), isNull(accountLinks.usedAt)))
  const link = await createSetupLink(t.db, now)
  if (link.state !== 'made') throw new Error(`expected a new setup link, got ${link.state}`)
  return link.token
}

describe('the first-admin setup link', () => {
  test('is made only while there is no admin; an unknown token is a plain 404 page', async () => {
    const token = await madeLink()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const unknown = await t.request('GET', '/api/account/setup/not-a-real-token-at-all-000000')
    expect(unknown.status).toBe(404)
    expect(unknown.text).toContain('This setup link is not valid')
    expect(unknown.headers.get('content-type')).toContain('text/html')
  })

  test('an expired link says so', async () => {
    const token = await madeLink(new Date(Date.now() - 2 * 60 * 60 * 1000))
    await expectSetupRefused(token, 410, 'This setup link has expired', 'a@example.org')
    expect(await t.db.select().from(users)).toEqual([])
  })

  test('a link still usable is kept, on every instance and start: none is made (or printed) again until it is used or expires', async () => {
    const first = await madeLink()
    const again = await createSetupLink(t.db)
    expect(again.state).toBe('pending')
    expect(again.state === 'pending' && again.expiresAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000)
    expect((await t.request('GET', `/api/account/setup/${first}`)).status).toBe(200)
    // An hour later it has expired: the next start makes a new one.
    expect((await createSetupLink(t.db, new Date(Date.now() + 61 * 60_000))).state).toBe('made')
  })

  test('shows a form, checks it, makes the admin, signs them in, and is refused the second time', async () => {
    const token = await madeLink()
    const path = `/api/account/setup/${token}`
    const page = await t.request('GET', path)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-store')
    // A page with the site's policy (its styles load), not the data answers' default-src 'none'.
    expect(page.headers.get('content-security-policy')).not.toStartWith("default-src 'none'")
    expect(page.text).toContain('Create the first admin')
    expect(page.text).toContain('<label for="password">Password</label>')

    // The first admin's form as typed, with the fields a case changes.
    const setup = (over: Record<string, string>) =>
      form(path, { name: 'Rector', email: 'rector@example.org', password: 'long enough', confirmPassword: 'long enough', ...over })
    const short = await setup({ password: 'short', confirmPassword: 'short' })
    expect(short.status).toBe(422)
    expect(short.text).toContain('Choose a password of at least 8 characters')
    expect(short.text).toContain('value="rector@example.org"')
    expect((await setup({ name: ' ' })).text).toContain('Please enter your name')
    expect((await setup({ email: 'nope' })).text).toContain('Valid email is required')
    const mismatch = await setup({ confirmPassword: 'long enougH' })
    expect(mismatch.status).toBe(422)
    expect(mismatch.text).toContain('The two passwords are not the same')

    const made = await setup({ email: 'Rector@Example.org', password: 'a good password', confirmPassword: 'a good password' })
    expect(made.status).toBe(303)
    expect(made.headers.get('location')).toBe('/admin')
    const cookie = cookieOf(made)
    const me = await t.request('GET', '/api/auth/user', { cookie })
    expect(me.json).toMatchObject({ email: 'rector@example.org', name: 'Rector', role: 'admin' })
    const [row] = await t.db.select().from(users).where(eq(users.email, 'rector@example.org'))
    expect(row.lastSignInAt).toBeInstanceOf(Date)
    expect((await login('rector@example.org', 'a good password')).status).toBe(200)

    // The same link again: used, whether opened or sent.
    await expectSetupRefused(token, 410, 'This setup link has been used', 'mallory@example.org')
  })

  test('no new link once an admin exists, and a link made before is refused', async () => {
    expect(await createSetupLink(t.db)).toEqual({ state: 'not-needed' })
    // A link printed before someone made an admin with `bun run user:add`.
    const token = 'made-before-the-admin-made-before-the-admin'
    await t.db.insert(accountLinks).values({ tokenHash: sha256(token), kind: 'setup', expiresAt: new Date(Date.now() + 60_000) })
    await expectSetupRefused(token, 409, 'An admin already exists', 'late@example.org')
  })
})

describe('changing one’s own password', () => {
  const change = (cookie: string | undefined, body: unknown) => t.request('POST', '/api/auth/password', { body, ...(cookie && { cookie }) })

  test('needs a session: 401 before any validation', async () => {
    expect((await change(undefined, {})).status).toBe(401)
    expect((await change(undefined, { currentPassword: 'x', newPassword: 'long enough' })).status).toBe(401)
  })

  test('validation messages', async () => {
    const cookie = await t.signIn('val@example.org')
    const missing = await change(cookie, {})
    expect(missing.status).toBe(422)
    expect(missing.json.fields.currentPassword).toBe('Please enter your current password')
    expect(missing.json.fields.newPassword).toBe('Please choose a new password')
    const short = await change(cookie, { currentPassword: 'correct horse battery', newPassword: 'short' })
    expect(short.json.fields.newPassword).toBe('Choose a new password of at least 8 characters')
  })

  test('a wrong current password is refused plainly and changes nothing', async () => {
    const cookie = await t.signIn('wrong@example.org')
    const res = await change(cookie, { currentPassword: 'not my password', newPassword: 'brand new password' })
    expect(res.status).toBe(422)
    expect(res.json).toEqual({
      message: 'Your current password is not correct',
      fields: { currentPassword: 'Your current password is not correct' },
    })
    expect((await login('wrong@example.org', 'correct horse battery')).status).toBe(200)
  })

  test('ends every other session of the account; the one that changed it stays signed in', async () => {
    const mine = await t.signIn('member@example.org')
    const other = cookieOf(await login('member@example.org', 'correct horse battery'))
    const someoneElse = await t.signIn('bystander@example.org')
    const res = await change(mine, { currentPassword: 'correct horse battery', newPassword: 'brand new password' })
    expect(res.status).toBe(200)
    expect(res.json.message).toContain('Your password has been changed')
    expect(await signedIn(mine)).toBe(true)
    expect(await signedIn(other)).toBe(false)
    expect(await signedIn(someoneElse)).toBe(true)
    expect((await login('member@example.org', 'correct horse battery')).status).toBe(401)
    expect((await login('member@example.org', 'brand new password')).status).toBe(200)
  })

  test('wrong current passwords are throttled: 429 with Retry-After, even with the right one', async () => {
    const cookie = await t.signIn('guess@example.org')
    for (let i = 0; i < 5; i++)
      expect((await change(cookie, { currentPassword: `guess ${i}`, newPassword: 'brand new password' })).status).toBe(422)
    const blocked = await change(cookie, { currentPassword: 'correct horse battery', newPassword: 'brand new password' })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(blocked.json.message).toBe('Too many attempts. Please wait a few minutes and try again.')
  })
})

describe('reset links sent by an admin', () => {
  const send = (id: string, cookie?: string) => t.request('POST', `/api/admin/users/${id}/reset-link`, cookie ? { cookie } : {})
  const resetEmail = async (to: string) => {
    const [email] = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.kind, 'password-reset'), eq(outboxEmails.toAddress, to)))
      .orderBy(outboxEmails.createdAt)
    return email
  }
  const linkIn = (text: string) => {
    const url = text.match(/https:\/\/church\.example(\/api\/account\/reset\/[A-Za-z0-9_-]+)/)
    if (!url) throw new Error(`no reset link in: ${text}`)
    return url[1]
  }

  test('only admins: 401 without a session, 403 for a non-admin; unknown and malformed ids 404', async () => {
    const { user } = await upsertUser(t.db, { email: 'target@example.org', password: 'target password' })
    expect((await send(user.id)).status).toBe(401)
    expect((await send(user.id, await t.signIn('plain@example.org'))).status).toBe(403)
    const admin = await t.admin()
    const unknown = await send('00000000-0000-4000-8000-000000000000', admin)
    expect(unknown.status).toBe(404)
    expect(unknown.json.message).toBe('User not found')
    expect((await send('not-a-uuid', admin)).status).toBe(404)
  })

  test('refused plainly while email is turned off', async () => {
    const admin = await t.admin()
    const { user } = await upsertUser(t.db, { email: 'off@example.org', password: 'target password' })
    await t.db.update(siteConfig).set({ emailEnabled: false })
    const res = await send(user.id, admin)
    await t.db.update(siteConfig).set({ emailEnabled: true })
    expect(res.status).toBe(409)
    expect(res.json.message).toContain('Email is turned off')
    expect(await resetEmail('off@example.org')).toBeUndefined()
  })

  test('emails a link on the site address (never the Host); it sets a new password once and ends every session', async () => {
    const admin = await t.admin()
    const { user } = await upsertUser(t.db, { email: 'forgot@example.org', password: 'old password' })
    const session = cookieOf(await login('forgot@example.org', 'old password'))
    const res = await t.request('POST', `/api/admin/users/${user.id}/reset-link`, { cookie: admin, host: 'evil.test' })
    expect(res.status).toBe(200)
    expect(res.json.message).toContain('forgot@example.org')
    const email = await resetEmail('forgot@example.org')
    expect(email.subject).toContain('new password')
    expect(email.text).not.toContain('evil.test')
    const path = linkIn(email.text)

    const page = await t.request('GET', path)
    expect(page.status).toBe(200)
    expect(page.text).toContain('Choose a new password')
    const short = await form(path, { password: 'short', confirmPassword: 'short' })
    expect(short.status).toBe(422)
    expect(short.text).toContain('Choose a new password of at least 8 characters')
    const mismatch = await form(path, { password: 'new password 1', confirmPassword: 'new password 2' })
    expect(mismatch.text).toContain('The two passwords are not the same')
    expect(await signedIn(session)).toBe(true)

    const done = await form(path, { password: 'my new password', confirmPassword: 'my new password' })
    expect(done.status).toBe(200)
    expect(done.text).toContain('Your password has been changed')
    expect(await signedIn(session)).toBe(false)
    expect((await login('forgot@example.org', 'old password')).status).toBe(401)
    expect((await login('forgot@example.org', 'my new password')).status).toBe(200)

    const again = await t.request('GET', path)
    expect(again.status).toBe(410)
    expect(again.text).toContain('This reset link has been used')
    expect((await form(path, { password: 'third password', confirmPassword: 'third password' })).status).toBe(410)
    expect((await login('forgot@example.org', 'third password')).status).toBe(401)
  })

  test('a new link replaces the earlier one; an expired link says so; an unknown one is 404', async () => {
    const admin = await t.admin()
    const { user } = await upsertUser(t.db, { email: 'twice@example.org', password: 'old password' })
    await send(user.id, admin)
    const first = linkIn((await resetEmail('twice@example.org')).text)
    await send(user.id, admin)
    expect((await t.request('GET', first)).status).toBe(404)

    const emails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'twice@example.org'))
    const latest = linkIn(emails.map((e) => e.text).find((text) => !text.includes(first)) as string)
    await t.db
      .update(accountLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountLinks.userId, user.id))
    const expired = await t.request('GET', latest)
    expect(expired.status).toBe(410)
    expect(expired.text).toContain('This reset link has expired')
    expect((await form(latest, { password: 'my new password', confirmPassword: 'my new password' })).status).toBe(410)

    const unknown = await t.request('GET', '/api/account/reset/unknown-token-unknown-token-000')
    expect(unknown.status).toBe(404)
    expect(unknown.text).toContain('This reset link is not valid')
  })

  test('a password changed after the link was sent cancels it, whoever changed it: the page says so and the form changes nothing', async () => {
    const admin = await t.admin()
    const { user } = await upsertUser(t.db, { email: 'changed@example.org', password: 'old password' })
    const cancelled = async (path: string, password: string) => {
      const page = await t.request('GET', path)
      expect(page.status).toBe(410)
      expect(page.text).toContain('This reset link no longer works')
      expect(page.text).toContain('The password of this account was changed after the link was sent')
      const post = await form(path, { password: 'attacker password', confirmPassword: 'attacker password' })
      expect(post.status).toBe(410)
      expect(post.text).toContain('This reset link no longer works')
      expect((await login('changed@example.org', 'attacker password')).status).toBe(401)
      expect((await login('changed@example.org', password)).status).toBe(200)
    }
    const newLink = async () => {
      expect((await send(user.id, admin)).status).toBe(200)
      const [latest] = await t.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.kind, 'password-reset'), eq(outboxEmails.toAddress, 'changed@example.org')))
        .orderBy(desc(outboxEmails.createdAt))
        .limit(1)
      return linkIn(latest.text)
    }

    // The owner changes it in 'Change password'.
    const first = await newLink()
    const session = cookieOf(await login('changed@example.org', 'old password'))
    const change = await t.request('POST', '/api/auth/password', {
      body: { currentPassword: 'old password', newPassword: 'owner new password' },
      cookie: session,
    })
    expect(change.status).toBe(200)
    await cancelled(first, 'owner new password')

    // user:add gives the account another password.
    const second = await newLink()
    await upsertUser(t.db, { email: 'changed@example.org', password: 'password from the shell' })
    await cancelled(second, 'password from the shell')
  })

  test('link submissions are throttled per client: 429 with Retry-After', async () => {
    const from = client()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push((await form('/api/account/reset/guessed-token-guessed-token-0', { password: 'x' }, from)).status)
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true)
    const last = await form('/api/account/reset/guessed-token-guessed-token-0', { password: 'x' }, from)
    expect(last.status).toBe(429)
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(last.text).toContain('Too many attempts')
    // Another client is not affected.
    expect((await form('/api/account/reset/guessed-token-guessed-token-0', { password: 'x' })).status).toBe(404)
  })
})

describe('last sign-in', () => {
  test('the users list carries when each account last signed in (null before the first)', async () => {
    const admin = await t.admin()
    await upsertUser(t.db, { email: 'never@example.org', password: 'never signed in' })
    const list = await t.request('GET', '/api/admin/users', { cookie: admin })
    const byEmail = Object.fromEntries(list.json.map((u: { email: string }) => [u.email, u]))
    expect(byEmail['never@example.org'].lastSignInAt).toBeNull()
    expect(Date.now() - new Date(byEmail['admin@example.org'].lastSignInAt).getTime()).toBeLessThan(60_000)
  })
})
