import { describe, expect, test } from 'bun:test'
import type { Db } from '../../db/client'
import { newsletterSubscribers, users } from '../../db/schema'
import { testApp } from '../../test/harness'
import { upsertUser } from '../users/service'

const t = await testApp()
await upsertUser(t.db, { email: 'rector@example.org', password: 'the right password', name: 'Rector', role: 'admin' })
await upsertUser(t.db, { email: 'member@example.org', password: 'member password', name: 'Member' })

const login = (body: unknown, headers: Record<string, string> = {}) => t.request('POST', '/api/login', { body, headers })
const cookieOf = (res: { headers: Headers }) => (res.headers.get('set-cookie') ?? '').split(';')[0]

/**
 * An account whose password hash is argon2id at its lightest cost, for the throttling tests: they count
 * dozens of checked guesses, and at the real cost (about a second each on a busy 2-core machine) the
 * counting, not the rule, would decide whether they finish. The rules read no cost: any argon2id hash verifies.
 */
async function lightAccount(db: Db, email: string, password: string) {
  const passwordHash = await Bun.password.hash(password, { algorithm: 'argon2id', memoryCost: 8, timeCost: 1 })
  await db.insert(users).values({ email, passwordHash })
}

describe('sign-in', () => {
  test('JSON sign-in answers the user and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await login({ email: 'Rector@Example.org', password: 'the right password' })
    expect(res.status).toBe(200)
    expect(res.json.user).toMatchObject({ email: 'rector@example.org', name: 'Rector', role: 'admin' })
    const [cookie, hint] = res.headers.getSetCookie()
    expect(cookie).toStartWith('church_session=')
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).not.toContain('Secure')
    // The readable hint carries no secret: just that someone is signed in on this browser.
    expect(hint).toStartWith('church_signed_in=1;')
    expect(hint).not.toContain('HttpOnly')
    // At least 128 bits of randomness: 32 bytes in base64url.
    expect(cookieOf(res).split('=')[1].length).toBeGreaterThanOrEqual(43)
    const me = await t.request('GET', '/api/auth/user', { cookie: cookieOf(res) })
    expect(me.status).toBe(200)
    expect(me.json).toEqual({ id: expect.any(String), email: 'rector@example.org', name: 'Rector', role: 'admin', pastoralCare: false })
  })

  test('every sign-in gets a new token', async () => {
    const a = cookieOf(await login({ email: 'member@example.org', password: 'member password' }))
    const b = cookieOf(await login({ email: 'member@example.org', password: 'member password' }))
    expect(a).not.toBe(b)
  })

  test('an unknown email and a wrong password get the same 401', async () => {
    const unknown = await login({ email: 'nobody@example.org', password: 'whatever it is' })
    const wrong = await login({ email: 'member@example.org', password: 'not it' })
    expect(unknown.status).toBe(401)
    expect(wrong.status).toBe(401)
    expect(unknown.json).toEqual(wrong.json)
    expect(unknown.headers.get('set-cookie')).toBeNull()
  })

  test('the session cookie is Secure when PUBLIC_URL is https', async () => {
    const secure = await testApp({ PUBLIC_URL: 'https://church.example' })
    await upsertUser(secure.db, { email: 'a@example.org', password: 'password one' })
    const res = await secure.request('POST', '/api/login', { body: { email: 'a@example.org', password: 'password one' } })
    expect(res.headers.get('set-cookie')).toContain('Secure')
  })

  test('without a session /api/auth/user is 401', async () => {
    expect((await t.request('GET', '/api/auth/user')).status).toBe(401)
    expect((await t.request('GET', '/api/auth/user', { cookie: 'church_session=forged' })).status).toBe(401)
  })

  test('sign-out deletes the session on the server and redirects home', async () => {
    const cookie = cookieOf(await login({ email: 'member@example.org', password: 'member password' }))
    const out = await t.request('GET', '/api/logout', { cookie })
    expect(out.status).toBe(303)
    expect(out.headers.get('location')).toBe('/')
    const cleared = out.headers.getSetCookie()
    expect(cleared).toHaveLength(2)
    expect(cleared.every((c) => c.includes('Max-Age=0'))).toBe(true)
    expect(cleared.map((c) => c.split('=')[0])).toEqual(['church_session', 'church_signed_in'])
    // The old cookie no longer works even if the browser kept it.
    expect((await t.request('GET', '/api/auth/user', { cookie })).status).toBe(401)
  })

  test('validation of the sign-in body', async () => {
    const res = await login({ email: 'not an email', password: '' })
    expect(res.status).toBe(422)
    expect(res.json.fields.email).toBe('Please enter your email address')
  })
})

describe('the sign-in page', () => {
  test('is served by the server, works without JavaScript and keeps a same-site returnTo', async () => {
    const res = await t.request('GET', '/api/login?returnTo=/admin')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.text).toContain('<form method="post" action="/api/login">')
    expect(res.text).toContain('name="returnTo" value="/admin"')
    expect(res.text).not.toContain('<script')
    // The site's icon, so the browser does not ask for a /favicon.ico the site does not have.
    expect(res.text).toContain('<link rel="icon" href="/icon.svg" type="image/svg+xml">')
  })

  test('ignores a returnTo that leaves the site', async () => {
    for (const evil of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      const res = await t.request('GET', `/api/login?returnTo=${encodeURIComponent(evil)}`)
      expect(res.text).toContain('name="returnTo" value="/"')
    }
  })

  test('a returnTo a Location header cannot carry falls back to the home page: never a 500, and the cookie is set', async () => {
    const cookie = cookieOf(await login({ email: 'member@example.org', password: 'member password' }))
    for (const returnTo of ['/。', '/caf\u00e9', '/a b', '/\u007f', `/${'a'.repeat(3000)}`]) {
      const signedIn = await t.request('GET', `/api/login?returnTo=${encodeURIComponent(returnTo)}`, { cookie })
      expect({ returnTo, status: signedIn.status, location: signedIn.headers.get('location') }).toEqual({
        returnTo,
        status: 303,
        location: '/',
      })
      expect(signedIn.headers.get('set-cookie')).toContain('church_signed_in=1')
      const page = await t.request('GET', `/api/login?returnTo=${encodeURIComponent(returnTo)}`)
      expect(page.status).toBe(200)
      expect(page.text).toContain('name="returnTo" value="/"')
    }
    const form = await t.request('POST', '/api/login', {
      body: new URLSearchParams({ email: 'member@example.org', password: 'member password', returnTo: '/。' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe('/')
    expect(form.headers.get('set-cookie')).toContain('church_session=')
    // A percent-encoded path, as the web app sends it, is kept.
    const kept = await t.request('GET', `/api/login?returnTo=${encodeURIComponent('/admin/pages?q=%E3%80%82')}`, { cookie })
    expect(kept.headers.get('location')).toBe('/admin/pages?q=%E3%80%82')
  })

  test('a form post signs in and redirects to returnTo with 303', async () => {
    const res = await t.request('POST', '/api/login', {
      body: new URLSearchParams({ email: 'rector@example.org', password: 'the right password', returnTo: '/admin' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/admin')
    expect(res.headers.get('set-cookie')).toContain('church_session=')
  })

  test('a failed form post shows the page again with the message, escaped', async () => {
    const res = await t.request('POST', '/api/login', {
      body: new URLSearchParams({ email: '<b>x</b>@example.org', password: 'wrong', returnTo: '/admin' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect([401, 422]).toContain(res.status)
    expect(res.text).toContain('role="alert"')
    expect(res.text).not.toContain('<b>x</b>')
  })
})

describe('throttling', () => {
  test('five wrong passwords from one address lock that address out of the account, not its owner elsewhere', async () => {
    const app = await testApp({ TRUST_PROXY: 'true' })
    await lightAccount(app.db, 'target@example.org', 'target password')
    const signIn = (password: string, address: string) =>
      app.request('POST', '/api/login', { body: { email: 'target@example.org', password }, headers: { 'x-forwarded-for': address } })
    for (let i = 0; i < 5; i++) expect((await signIn(`guess ${i}`, '198.51.100.66')).status).toBe(401)
    // The guesser is refused unread, even with the right password, and keeps being refused however often it tries.
    for (let i = 0; i < 10; i++) expect((await signIn(`guess ${i}`, '198.51.100.66')).status).toBe(429)
    const blocked = await signIn('target password', '198.51.100.66')
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    // The guesser may still sign in to its own account.
    await lightAccount(app.db, 'guesser@example.org', 'guesser password')
    const own = await app.request('POST', '/api/login', {
      body: { email: 'guesser@example.org', password: 'guesser password' },
      headers: { 'x-forwarded-for': '198.51.100.66' },
    })
    expect(own.status).toBe(200)
    // Attempts refused unread do not use up the account's ceiling: the owner, from their own address, signs in.
    for (let i = 0; i < 50; i++) expect((await signIn(`guess ${i}`, '198.51.100.66')).status).toBe(429)
    expect((await signIn('target password', '203.0.113.20')).status).toBe(200)
  }, 30_000)

  test('guesses spread over many addresses are stopped by a ceiling on the account: 50 in 15 minutes', async () => {
    const app = await testApp({ TRUST_PROXY: 'true' })
    await lightAccount(app.db, 'sprayed@example.org', 'sprayed password')
    const signIn = (password: string, address: string) =>
      app.request('POST', '/api/login', { body: { email: 'sprayed@example.org', password }, headers: { 'x-forwarded-for': address } })
    const statuses: number[] = []
    for (let i = 0; i < 50; i++) statuses.push((await signIn(`guess ${i}`, `198.51.100.${Math.floor(i / 5)}`)).status)
    // Each address's 5 guesses were checked (and wrong); then the account is closed to every address.
    expect(statuses).toEqual(Array(50).fill(401))
    expect((await signIn('sprayed password', '198.51.100.200')).status).toBe(429)
  }, 60_000)

  test('repeated failures from one client address are refused across accounts', async () => {
    const app = await testApp({ TRUST_PROXY: 'true' })
    await lightAccount(app.db, 'real@example.org', 'real password')
    const from = { 'x-forwarded-for': '203.0.113.7' }
    for (let i = 0; i < 20; i++) await lightAccount(app.db, `user${i}@example.org`, 'their password')
    for (let i = 0; i < 20; i++) {
      await app.request('POST', '/api/login', { body: { email: `user${i}@example.org`, password: 'nope' }, headers: from })
    }
    const blocked = await app.request('POST', '/api/login', {
      body: { email: 'real@example.org', password: 'real password' },
      headers: from,
    })
    expect(blocked.status).toBe(429)
    // Another address is not affected.
    const other = await app.request('POST', '/api/login', {
      body: { email: 'real@example.org', password: 'real password' },
      headers: { 'x-forwarded-for': '203.0.113.8' },
    })
    expect(other.status).toBe(200)
  }, 30_000)

  test('40 wrong passwords sent at the same moment: at most 5 are checked, the rest are refused unread', async () => {
    const app = await testApp()
    await lightAccount(app.db, 'parallel@example.org', 'parallel password')
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        app.request('POST', '/api/login', { body: { email: 'parallel@example.org', password: `guess ${i}` } }),
      ),
    )
    const statuses = answers.map((res) => res.status)
    // 401 means the password was checked (and wrong); 429 means it was never looked at.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(35)
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true)
  }, 30_000)

  test('a good sign-in gives the client its attempt back: a busy church network is not blocked by its own staff', async () => {
    const app = await testApp({ TRUST_PROXY: 'true' })
    await lightAccount(app.db, 'busy@example.org', 'busy password')
    const from = { 'x-forwarded-for': '203.0.113.50' }
    for (let i = 0; i < 22; i++) {
      const res = await app.request('POST', '/api/login', { body: { email: 'busy@example.org', password: 'busy password' }, headers: from })
      expect(res.status).toBe(200)
    }
  }, 30_000)
})

describe('cross-site requests', () => {
  test('a state-changing request with a session cookie from another site is refused', async () => {
    const admin = await t.admin()
    const body = { title: 'Forged', speaker: 'Someone', date: '2026-01-04' }
    const bySecFetch = await t.request('POST', '/api/admin/sermons', { body, cookie: admin, headers: { 'sec-fetch-site': 'cross-site' } })
    expect(bySecFetch.status).toBe(403)
    const byOrigin = await t.request('POST', '/api/admin/sermons', { body, cookie: admin, headers: { origin: 'https://evil.example' } })
    expect(byOrigin.status).toBe(403)
    const sameOrigin = await t.request('POST', '/api/admin/sermons', {
      body,
      cookie: admin,
      headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
    })
    expect(sameOrigin.status).toBe(201)
  })

  test('a sign-in form posted from another site signs nobody in, however the path is spelled', async () => {
    const form = new URLSearchParams({ email: 'rector@example.org', password: 'the right password', returnTo: '/admin' }).toString()
    for (const path of ['/api/login', '/api/login/', '//api/login', '/api/l%6Fgin']) {
      const fromElsewhere: Record<string, string>[] = [
        { origin: 'https://evil.test' },
        { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' },
      ]
      for (const headers of fromElsewhere) {
        const res = await t.request('POST', path, {
          body: form,
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        })
        expect({ path, headers, cookie: res.headers.get('set-cookie'), refused: res.status >= 400 }).toEqual({
          path,
          headers,
          cookie: null,
          refused: true,
        })
      }
    }
  })

  test('a sign-out link on another site signs nobody out; the dashboard’s own link (and a typed address) still do', async () => {
    const fromElsewhere: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
    ]
    for (const headers of fromElsewhere) {
      const cookie = cookieOf(await login({ email: 'member@example.org', password: 'member password' }))
      const res = await t.request('GET', '/api/logout', { cookie, headers })
      expect({ headers, status: res.status, cookies: res.headers.getSetCookie() }).toEqual({ headers, status: 200, cookies: [] })
      expect(res.text).toContain('You followed a link from another site, so you are still signed in')
      expect(res.text).toContain('<form method="get" action="/api/logout">')
      expect((await t.request('GET', '/api/auth/user', { cookie })).status).toBe(200)
    }
    const ours: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', referer: 'http://localhost/admin' },
      { 'sec-fetch-site': 'none' },
      { referer: 'http://localhost/admin' },
      {},
    ]
    for (const headers of ours) {
      const cookie = cookieOf(await login({ email: 'member@example.org', password: 'member password' }))
      const res = await t.request('GET', '/api/logout', { cookie, headers })
      expect({ headers, status: res.status, location: res.headers.get('location') }).toEqual({ headers, status: 303, location: '/' })
      expect((await t.request('GET', '/api/auth/user', { cookie })).status).toBe(401)
    }
  }, 30_000)

  test('a write whose only sign of another site is its Referer is refused', async () => {
    const admin = await t.admin()
    const body = { title: 'Forged', speaker: 'Someone', date: '2026-01-04' }
    const res = await t.request('POST', '/api/admin/sermons', { body, cookie: admin, headers: { referer: 'https://evil.example/x' } })
    expect(res.status).toBe(403)
  })

  test('a form a page on another site makes a browser send is refused too, with no session at all', async () => {
    const before = await t.db.$count(newsletterSubscribers)
    const sites: Record<string, string>[] = [
      { origin: 'https://elsewhere.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ]
    for (const headers of sites) {
      const res = await t.request('POST', '/api/newsletter/subscribe', { body: { email: 'friend@example.org' }, headers })
      expect({ headers, status: res.status }).toEqual({ headers, status: 403 })
    }
    expect(await t.db.$count(newsletterSubscribers)).toBe(before)
    // Our own pages, and callers that are not browsers (a mail provider's one-click unsubscribe), still get through.
    const ours = await t.request('POST', '/api/newsletter/subscribe', {
      body: { email: 'friend@example.org' },
      headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
    })
    expect(ours.status).toBe(200)
  })
})
