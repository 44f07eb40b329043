/**
 * The route policy over the app's whole route table: every route declares its policy, the generated
 * table is current, and every spelling of every route gets what the policy says, or is refused, for
 * anonymous callers and each staff role (lib/staff-roles.ts).
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { contactMessages } from '../db/schema'
import { checkPath, declaredRoute, isStaffAccess, policyFor, ROUTES } from '../lib/route-policy'
import { mayReadPrayer, roleMay, type StaffRole } from '../lib/staff-roles'
import { REGENERATE, ROUTE_TABLE_FILE, routeTable } from '../scripts/route-table'
import { testApp } from '../test/harness'
import { webApp } from './web-app'

const dist = mkdtempSync(join(tmpdir(), 'dist-'))
afterAll(() => rmSync(dist, { recursive: true, force: true }))
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Church</title>')

const t = await testApp({ FORM_RATE_LIMIT: '10' })
// The app as the server builds it: the API and the web app's pages.
const app = t.app.use(webApp(dist))
/** Who calls: nobody signed in, or an account of each role (signed in again after a call signs it out). */
type Who = 'anonymous' | StaffRole
const signInAs = (role: StaffRole) => t.signIn(`${role}@example.org`, { role })
const cookies: Record<StaffRole, string> = {
  contributor: await signInAs('contributor'),
  editor: await signInAs('editor'),
  admin: await signInAs('admin'),
}

const ID = '0b7f5a3e-3d0c-4c4e-9a55-1f2d3c4b5a69'
const routes = app.routes
  .filter((r) => r.method !== 'OPTIONS')
  .map((r) => ({
    method: r.method,
    pattern: r.path,
    path: r.path
      .replace(/:id\b/g, ID)
      .replace(/:[a-z]+/gi, 'abc.xml')
      .replace(/\*$/, 'sermons'),
  }))

/** The other spellings of a path a client could send. */
const spellings = (path: string) => [
  `${path}/`,
  `/${path}`,
  // The last segment's first character percent-escaped (it never needs to be).
  path.replace(/\/([A-Za-z0-9])([^/]*)$/, (_, first: string, rest: string) => `/%${first.charCodeAt(0).toString(16).toUpperCase()}${rest}`),
  path.toUpperCase(),
  `${path}%2F`,
  `${path};`,
  `/.${path}`,
  `/x/..${path}`,
  path.replace(/\//g, '//'),
]

async function call(method: string, path: string, who: Who) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (who !== 'anonymous') headers.cookie = cookies[who]
  const body = method === 'GET' || method === 'HEAD' || method === 'DELETE' ? undefined : '{}'
  const res = await app.handle(new Request(`http://localhost${path}`, { method, headers, body }))
  // Signing out ended the session: the next call gets a new one.
  if (who !== 'anonymous' && res.status === 303 && /logout/i.test(path)) cookies[who] = await signInAs(who)
  const message = ((await res.json().catch(() => ({}))) as { message?: string }).message
  // The guard's own answers (a handler may answer 401 or 403 for its own reasons, an unknown upload link for one).
  const guard =
    message === 'Unauthorized'
      ? 401
      : /^Forbidden: this needs (an? \w+ account|an account with pastoral care)$/.test(message ?? '')
        ? 403
        : undefined
  return { status: res.status, guard: guard === res.status ? guard : ('not guarded' as const), location: res.headers.get('location') }
}

/** What the policy says a caller gets on the path the router reads: 401/403 where it asks for more than the caller has. */
function expected(method: string, path: string, who: Who) {
  const access = policyFor(method, path)?.access
  if (access === undefined || access === 'public') return 'not guarded'
  if (who === 'anonymous') return 401
  if (access === 'pastoral') return mayReadPrayer({ role: who }) ? 'not guarded' : 403
  return isStaffAccess(access) && !roleMay(who, access) ? 403 : 'not guarded'
}

// Calls that would end the test's own data or take long are left out for the admin (who passes every guard):
// the walk asks only whether the guard let them through, which the editor's 403 on each already pins.
const ADMIN_SKIPS = /clear-all|\/backups$|\/youtube\/sync/

describe('the route policy', () => {
  test('every route declares its policy, and the generated table (lib/route-table.gen.ts) is current', () => {
    const { source, undeclared } = routeTable(app.routes)
    expect(undeclared).toEqual([])
    const current = readFileSync(ROUTE_TABLE_FILE, 'utf8') === source
    expect({ current, fix: current ? 'nothing' : `run \`${REGENERATE}\`` }).toEqual({ current: true, fix: 'nothing' })
  })

  test('every route of the app is declared in the policy, and every declared route exists', () => {
    expect(routes.length).toBeGreaterThan(60)
    const missing = routes.filter((r) => !declaredRoute(r.method, r.pattern)).map((r) => `${r.method} ${r.pattern}`)
    expect(missing).toEqual([])
    const served = new Set(routes.map((r) => `${r.method} ${r.pattern}`))
    expect(ROUTES.map((r) => `${r.method} ${r.path}`).filter((r) => !served.has(r))).toEqual([])
  })

  test('each route, as it is spelled, gets what its policy says, for anonymous callers and each role', async () => {
    const refused: Record<Who, number> = { anonymous: 0, contributor: 0, editor: 0, admin: 0 }
    for (const { method, path } of routes) {
      for (const who of ['anonymous', 'contributor', 'editor', 'admin'] as const) {
        if (who === 'admin' && method !== 'GET' && ADMIN_SKIPS.test(path)) continue
        const { status, guard } = await call(method, path, who)
        expect({ method, path, who, status: guard }).toEqual({ method, path, who, status: expected(method, path, who) })
        expect(status).toBeLessThan(500)
        if (guard !== 'not guarded') refused[who]++
      }
    }
    // Each role is refused less than the one below it: the walk really tells them apart.
    expect(refused.anonymous).toBeGreaterThan(refused.contributor)
    expect(refused.contributor).toBeGreaterThan(refused.editor)
    expect(refused.editor).toBeGreaterThan(refused.admin)
    expect(refused.admin).toBe(0)
  }, 30_000)

  test('every other spelling is refused, sent to the one spelling, or read as the path the router reads: never another answer', async () => {
    let checked = 0
    const check = async (method: string, path: string, spelled: string, who: Exclude<Who, 'admin'>) => {
      // What the router will read: the spelling as the URL parser leaves it (dot segments resolved).
      const sent = new URL(`http://localhost${spelled}`).pathname
      const verdict = checkPath(sent)
      const answer = await call(method, spelled, who)
      checked++
      const what = { method, spelled, who }
      if (verdict.ok) {
        expect({ ...what, status: answer.guard }).toEqual({ ...what, status: expected(method, sent, who) })
      } else if (verdict.status === 400) {
        expect({ ...what, status: answer.status }).toEqual({ ...what, status: 400 })
      } else if (answer.status === 308) {
        // Only a page read is redirected, and only to its one spelling.
        expect({ ...what, page: method === 'GET', location: answer.location }).toEqual({ ...what, page: true, location: verdict.canonical })
      } else {
        expect({ ...what, status: answer.status }).toEqual({ ...what, status: 404 })
      }
      // Above all: no spelling of a staff route answers a caller whose role does not include it.
      const access = policyFor(method, path)?.access
      const refused =
        access === 'pastoral'
          ? who === 'anonymous' || !mayReadPrayer({ role: who })
          : access && isStaffAccess(access) && (who === 'anonymous' || !roleMay(who, access))
      if (refused) expect({ ...what, ok: answer.status < 300 }).toEqual({ ...what, ok: false })
    }
    for (const { method, path } of routes) {
      const calls = spellings(path).flatMap((spelled) => (['anonymous', 'contributor', 'editor'] as const).map((who) => ({ spelled, who })))
      // A route's spellings go at once; signing out goes one at a time (each one ends the caller's session).
      if (/logout/i.test(path)) for (const { spelled, who } of calls) await check(method, path, spelled, who)
      else await Promise.all(calls.map(({ spelled, who }) => check(method, path, spelled, who)))
    }
    expect(checked).toBeGreaterThan(1000)
  }, 30_000)

  test('the trailing-slash upload request of the past no longer gives an anonymous caller an upload address', async () => {
    for (const spelled of ['/api/upload-image/', '//api/upload-image', '/api//upload-image', '/api/upload%2Dimage', '/API/upload-image']) {
      const res = await app.handle(
        new Request(`http://localhost${spelled}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ fileName: 'a.png', contentType: 'image/png', size: 10 }),
        }),
      )
      expect({ spelled, status: res.status, hasUrl: (await res.text()).includes('uploadUrl') }).toEqual({
        spelled,
        status: 404,
        hasUrl: false,
      })
    }
  })

  test('page reads spelled another way are sent to their one spelling with a relative address (never built from Host)', async () => {
    const res = await app.handle(new Request('http://evil.test//sermons/?speaker=Eve', { headers: { host: 'evil.test' } }))
    expect(res.status).toBe(308)
    expect(res.headers.get('location')).toBe('/sermons?speaker=Eve')
    const root = await app.handle(new Request('http://localhost//evil.test/'))
    expect(root.headers.get('location')).toBe('/evil.test')
  })
})

describe('checking a path', () => {
  test('the one spelling passes as it is; letter case is kept', () => {
    for (const path of ['/', '/api/sermons', `/api/sermons/${ID}`, '/Sermons', '/feeds/sermons.xml', '/sermons/caf%C3%A9'])
      expect(checkPath(path)).toEqual({ ok: true, path })
  })

  test('other spellings name their one spelling', () => {
    expect(checkPath('/api/contact/')).toEqual({ ok: false, status: 404, canonical: '/api/contact' })
    expect(checkPath('//api//contact')).toEqual({ ok: false, status: 404, canonical: '/api/contact' })
    expect(checkPath('/./api/x/../contact')).toEqual({ ok: false, status: 404, canonical: '/api/contact' })
    expect(checkPath('/api/%2e%2e/api/contact')).toEqual({ ok: false, status: 404, canonical: '/api/contact' })
    expect(checkPath('/api/c%6Fntact')).toEqual({ ok: false, status: 404, canonical: '/api/contact' })
  })

  test('broken encoding, invalid UTF-8, hidden slashes and control characters are no path at all', () => {
    for (const path of [
      '/api/sermons/%',
      '/api/sermons/%C3%28',
      '/api/sermons/%FF',
      '/api%2Fadmin/users',
      '/api/%5Cadmin',
      '/uploads/a%00.png',
      '/a%0A',
    ])
      expect({ path, check: checkPath(path) }).toEqual({ path, check: { ok: false, status: 400 } })
  })
})

describe('form limits count every spelling as one route', () => {
  test('alternating spellings of the contact form from one client: at most the limit is accepted', async () => {
    const contact = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.org', subject: 'Hello', message: 'Hi there' }
    const spelled = ['/api/contact', '/api/contact/', '//api/contact', '/api/c%6Fntact', '/api/contact;', '/API/CONTACT']
    let accepted = 0
    for (let i = 0; i < 30; i++) {
      const res = await app.handle(
        new Request(`http://localhost${spelled[i % spelled.length]}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(contact),
        }),
      )
      if (res.status === 201) accepted++
      expect([201, 404, 429]).toContain(res.status)
    }
    expect(accepted).toBeLessThanOrEqual(10)
    expect(await t.db.$count(contactMessages)).toBe(accepted)
  })
})

describe('whatever is sent, the server answers: never a 5xx, never slower than a second', () => {
  test('random paths, cookies, headers and bodies at every route', async () => {
    const admin = await t.admin()
    const junk = fc.constantFrom('', '/', '//', '/..', '/.', ';', '%', '%C3%28', '%FF', '%00', '%2F', '%5C', '%2e%2e', '?%', '?q=%00', '#x')
    const request = fc.record({
      route: fc.constantFrom(...routes),
      method: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'SAME'),
      suffix: fc.oneof(
        junk,
        fc.string({ maxLength: 12 }),
        fc.tuple(junk, fc.string({ maxLength: 6 })).map(([a, b]) => a + b),
      ),
      cookie: fc.oneof(
        fc.constant(undefined),
        fc.constant(admin),
        fc.constant(cookies.contributor),
        fc.constant(cookies.editor),
        fc.string({ maxLength: 40 }).map((s) => `church_session=${s}`),
        fc.constantFrom('church_session=%', 'church_session=%E0%A4%A', `${admin}%`, 'church_session', '=;=;;'),
      ),
      headers: fc.record(
        {
          origin: fc.constantFrom('null', 'https://evil.test', 'http://localhost', '%', ''),
          'sec-fetch-site': fc.constantFrom('cross-site', 'same-origin', 'same-site', 'none', 'bogus'),
          'accept-encoding': fc.constantFrom('br', 'gzip;q=0', '*', 'br;q=abc', ''),
          'if-none-match': fc.string({ maxLength: 20 }),
          'x-forwarded-for': fc.constantFrom('203.0.113.9', 'not an address', ', ,', ''),
          'content-type': fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data', ''),
        },
        { requiredKeys: [] },
      ),
      body: fc.oneof(
        fc.constant(undefined),
        fc.json({ maxDepth: 2 }),
        fc.string({ maxLength: 200 }),
        fc.constantFrom('{"title":"\\u0000"}', '{"search":"\\ud800"}', '{', 'email=%&password=%00', '[]', 'null'),
      ),
    })
    await fc.assert(
      fc.asyncProperty(request, async ({ route, method, suffix, cookie, headers, body }) => {
        const verb = method === 'SAME' ? route.method : method
        const sent: Record<string, string> = { ...headers }
        if (cookie) sent.cookie = cookie
        const withBody = body !== undefined && verb !== 'GET' && verb !== 'HEAD'
        const started = performance.now()
        const res = await app.handle(
          new Request(`http://localhost${route.path}${suffix}`, { method: verb, headers: sent, body: withBody ? body : undefined }),
        )
        await res.arrayBuffer()
        const took = performance.now() - started
        const what = { verb, path: `${route.path}${suffix}`, cookie, headers, body }
        // The YouTube syncs answer 503 when no API key is set: that is their honest answer, not a failure.
        const honest503 = res.status === 503 && /\/youtube\/sync/.test(route.path)
        expect({ ...what, serverError: res.status >= 500 && !honest503 }).toEqual({ ...what, serverError: false })
        expect({ ...what, slow: took > 1000 }).toEqual({ ...what, slow: false })
      }),
      { numRuns: 400 },
    )
  }, 60_000)

  test("a broken escape after a '#' is refused (400) like any other, not a server error", async () => {
    for (const path of ['/uploads/abc.png#x%', '/api/sermons#%FF', '/sermons#x%']) {
      const res = await app.handle(new Request(`http://localhost${path}`))
      expect({ path, status: res.status }).toEqual({ path, status: 400 })
    }
  })

  test('a broken session cookie is no session (401), not a server error', async () => {
    for (const cookie of ['church_session=%', 'church_session=%E0%A4%A', 'church_session=%FF%FE']) {
      const res = await app.handle(new Request('http://localhost/api/auth/user', { headers: { cookie } }))
      expect({ cookie, status: res.status }).toEqual({ cookie, status: 401 })
    }
  })

  test('a NUL character in a search or a field is refused as bad input, and nothing is stored', async () => {
    const search = await app.handle(new Request('http://localhost/api/sermons?search=%00'))
    expect(search.status).toBe(400)
    const before = await t.db.$count(contactMessages)
    const message = await app.handle(
      new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
        body: JSON.stringify({ firstName: 'Ann\u0000', lastName: 'Lee', email: 'ann@example.org', subject: 'Hi', message: 'x' }),
      }),
    )
    expect([400, 422, 429]).toContain(message.status)
    expect(await t.db.$count(contactMessages)).toBe(before)
    const upload = await app.handle(
      new Request('http://localhost/api/upload-image', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: await t.admin() },
        body: JSON.stringify({ fileName: 'photo%00.png\u0000.exe', contentType: 'image/png', size: 10 }),
      }),
    )
    expect(upload.status).toBe(422)
  })
})
