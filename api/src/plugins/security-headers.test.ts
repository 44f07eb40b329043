import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { Elysia } from 'elysia'
import { siteConfig } from '../db/schema'
import { contentSecurityPolicy } from '../lib/content-security'
import { createLogger } from '../lib/log'
import { GIVING_URL_MESSAGE, OFFERING_URL_MESSAGE } from '../modules/site-config/model'
import { expectRefused, testApp } from '../test/harness'
import { PERMISSIONS_POLICY, securityHeaders } from './security-headers'

const t = await testApp({ PUBLIC_URL: 'https://church.example' })

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

describe('security headers', () => {
  test('every kind of answer carries them: JSON, errors, not found, the sign-in page', async () => {
    const cookie = await t.admin()
    for (const [method, path, opts] of [
      ['GET', '/api/health', {}],
      ['GET', '/api/sermons', {}],
      ['GET', '/api/nowhere', {}],
      ['POST', '/api/contact', { body: '{bad json' }],
      ['GET', '/api/admin/users', {}],
      ['GET', '/api/admin/users', { cookie }],
      ['GET', '/api/login', {}],
      ['GET', '/feeds/events.ics', {}],
    ] as const) {
      const res = await t.request(method, path, opts)
      const policy = res.headers.get('content-security-policy') ?? ''
      if (path.startsWith('/api/') && path !== '/api/login') {
        // Data, never a page: nothing may load in it or frame it.
        expect({ path, policy }).toEqual({ path, policy: "default-src 'none'; frame-ancestors 'none'" })
      } else {
        expect(directive(policy, 'script-src')).toEqual(["'self'"])
        expect(directive(policy, 'frame-src')).toContain('https://www.youtube.com')
      }
      expect(policy).toContain("frame-ancestors 'none'")
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY)
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
      expect(res.headers.get('x-powered-by')).toBeNull()
    }
  })

  test('the permissions policy turns off device access and ad tracking, naming only features Chromium knows', () => {
    const features = PERMISSIONS_POLICY.split(', ').map((entry) => entry.split('=') as [string, string])
    expect(features.map(([name]) => name)).toEqual(['camera', 'microphone', 'geolocation', 'usb', 'serial', 'hid', 'browsing-topics'])
    for (const [, allow] of features) expect(allow).toBe('()')
    // Each of these makes Chromium warn 'Unrecognized feature' on every page (checked in Chromium 156;
    // e2e/console.e2e.ts keeps the console clean).
    for (const unknown of ['bluetooth', 'battery', 'ambient-light-sensor', 'document-domain', 'web-share', 'vr'])
      expect(PERMISSIONS_POLICY).not.toContain(`${unknown}=`)
    // What the giving widget and the video player may need stays allowed.
    for (const used of ['payment', 'fullscreen', 'autoplay', 'encrypted-media', 'picture-in-picture'])
      expect(PERMISSIONS_POLICY).not.toContain(`${used}=`)
  })

  test('no unsafe-inline or unsafe-eval for scripts; only the embeds the site uses may be framed', () => {
    const policy = contentSecurityPolicy({ https: false })
    expect(directive(policy, 'script-src').join(' ')).not.toContain('unsafe')
    expect(directive(policy, 'frame-src')).toEqual([
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
      'https://www.google.com',
    ])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(policy).not.toContain('upgrade-insecure-requests')
  })

  test('the configured giving and offering hosts are allowed, and nothing else of theirs', async () => {
    const cookie = await t.admin()
    const current = await t.request('GET', '/api/admin/site-config', { cookie })
    const { hasSmtpPassword: _h, updatedAt: _u, ...config } = current.json
    const saved = await t.request('PUT', '/api/admin/site-config', {
      cookie,
      body: {
        ...config,
        givingWidgetUrl: 'https://give.example.org/widget.js?church=1',
        offeringFormUrl: 'https://forms.example.net/offering',
      },
    })
    expect(saved.status).toBe(200)
    const app = new Elysia().use(securityHeaders({ db: t.db, config: t.config, content: t.ctx.content }, { ttlMs: 0 })).get('/', () => 'ok')
    const policy = (await app.handle(new Request('http://localhost/'))).headers.get('content-security-policy') ?? ''
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://give.example.org'])
    expect(directive(policy, 'frame-src')).toContain('https://forms.example.net')
    expect(directive(policy, 'frame-src')).toContain('https://give.example.org')
    expect(directive(policy, 'script-src')).not.toContain('https://forms.example.net')
  })

  test("a saved giving address is in the very next page's policy", async () => {
    const cookie = await t.admin()
    const before = (await t.request('GET', '/api/login')).headers.get('content-security-policy') ?? ''
    expect(directive(before, 'script-src')).not.toContain('https://new-giving.example.com')
    const current = await t.request('GET', '/api/admin/site-config', { cookie })
    const { hasSmtpPassword: _h, updatedAt: _u, ...config } = current.json
    const saved = await t.request('PUT', '/api/admin/site-config', {
      cookie,
      body: { ...config, givingWidgetUrl: 'https://new-giving.example.com/embed.js' },
    })
    expect(saved.status).toBe(200)
    // Within the policy's five seconds of reuse: the admin write dropped it.
    const after = (await t.request('GET', '/api/login')).headers.get('content-security-policy') ?? ''
    expect(directive(after, 'script-src')).toEqual(["'self'", 'https://new-giving.example.com'])
  })

  test('uploaded files keep their own sandboxing policy', async () => {
    const app = new Elysia()
      .use(securityHeaders({ db: t.db, config: t.config, content: t.ctx.content }))
      .get('/uploads/x', () => new Response('x', { headers: { 'content-security-policy': "default-src 'none'; sandbox" } }))
    const res = await app.handle(new Request('http://localhost/uploads/x'))
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
  })

  describe('giving and offering addresses are plain https hosts', () => {
    /** Addresses that would add a directive, a wildcard or another scheme to every page's policy. */
    const hostile = [
      'https://give.example;sandbox/widget.js',
      'https://*.com/widget.js',
      "https://give.example.org/widget.js 'unsafe-inline'",
      'https://give.example.org,https://evil.example/x',
      'http://give.example.org/widget.js',
      'https://user@give.example.org/widget.js',
      'https://give.example.org\\@evil.example/widget.js',
    ]

    test('one that is not is refused at save with a message on its field, and nothing is saved', async () => {
      const cookie = await t.admin()
      const { hasSmtpPassword: _h, updatedAt: _u, ...config } = (await t.request('GET', '/api/admin/site-config', { cookie })).json
      for (const url of hostile) {
        expectRefused(await t.request('PUT', '/api/admin/site-config', { cookie, body: { ...config, givingWidgetUrl: url } }), {
          givingWidgetUrl: GIVING_URL_MESSAGE,
        })
        expectRefused(await t.request('PUT', '/api/admin/site-config', { cookie, body: { ...config, offeringFormUrl: url } }), {
          offeringFormUrl: OFFERING_URL_MESSAGE,
        })
      }
      const after = (await t.request('GET', '/api/admin/site-config', { cookie })).json
      expect({ giving: after.givingWidgetUrl, offering: after.offeringFormUrl }).toEqual({
        giving: config.givingWidgetUrl,
        offering: config.offeringFormUrl,
      })
      // A port is a plain host's.
      const withPort = await t.request('PUT', '/api/admin/site-config', {
        cookie,
        body: { ...config, givingWidgetUrl: 'https://give.example.org:8443/widget.js?church=1' },
      })
      expect(withPort.status).toBe(200)
    })

    test('one stored anyway is left out of the policy (and logged once), never copied into it', async () => {
      const warnings: string[] = []
      const log = { ...createLogger('silent'), warn: (message: string) => void warnings.push(message) }
      const app = new Elysia()
        .use(securityHeaders({ db: t.db, config: t.config, content: t.ctx.content, log }, { ttlMs: 0 }))
        .get('/', () => 'ok')
      try {
        for (const url of hostile) {
          await t.db.update(siteConfig).set({ givingWidgetUrl: url, offeringFormUrl: url }).where(eq(siteConfig.id, 1))
          t.ctx.content.changed()
          for (let read = 0; read < 2; read++) {
            const policy = (await app.handle(new Request('http://localhost/'))).headers.get('content-security-policy') ?? ''
            expect({ url, policy }).toEqual({ url, policy: contentSecurityPolicy({ https: true }) })
            expect(policy).not.toContain('sandbox')
            expect(policy).not.toContain('*')
          }
        }
        expect(warnings.filter((w) => w.includes('givingWidgetUrl')).length).toBe(hostile.length)
        expect(warnings[0]).toContain('https://give.example;sandbox/widget.js')
      } finally {
        await t.db.update(siteConfig).set({ givingWidgetUrl: '', offeringFormUrl: '' }).where(eq(siteConfig.id, 1))
        t.ctx.content.changed()
      }
    })
  })
})

describe('while the database is unreachable', () => {
  /** A database that never answers (a connection lost while the driver retries). */
  const unreachable = { select: () => ({ from: () => ({ where: () => new Promise(() => {}) }) }) } as never
  /** One that fails at once (the driver gave up). */
  const refusing = {
    select: () => ({ from: () => ({ where: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) }) }),
  } as never
  const policyOf = (app: { handle(request: Request): Promise<Response> }) =>
    app.handle(new Request('http://localhost/')).then((res) => res.headers.get('content-security-policy') ?? '')

  test('the first page waits for the settings at most the deadline, then goes with no third-party hosts', async () => {
    const app = new Elysia()
      .use(securityHeaders({ db: unreachable, config: t.config, content: t.ctx.content }, { deadlineMs: 50 }))
      .get('/', () => 'ok')
    expect(await policyOf(app)).toBe(contentSecurityPolicy({ https: true }))
  })

  test('a page gets the last policy at once, however long the database takes, and the one after a failed write too', async () => {
    // The policy read while the database answered, with a giving host in it.
    let db: unknown = t.db
    const switching = new Proxy({}, { get: (_, name) => (db as Record<string | symbol, unknown>)[name] }) as never
    const cookie = await t.admin()
    const { hasSmtpPassword: _h, updatedAt: _u, ...config } = (await t.request('GET', '/api/admin/site-config', { cookie })).json
    await t.request('PUT', '/api/admin/site-config', { cookie, body: { ...config, givingWidgetUrl: 'https://kept.example.org/give.js' } })
    const app = new Elysia()
      .use(securityHeaders({ db: switching, config: t.config, content: t.ctx.content }, { ttlMs: 0, deadlineMs: 60_000 }))
      .get('/', () => 'ok')
    const known = await policyOf(app)
    expect(directive(known, 'script-src')).toContain('https://kept.example.org')

    // Gone: the answer never waits on it (the deadline is a minute, the test's limit 30 s).
    db = unreachable
    expect(await policyOf(app)).toBe(known)
    expect(await policyOf(app)).toBe(known)
    // A write that failed meanwhile moved the content version: still the last policy, at once.
    db = refusing
    t.ctx.content.changed()
    expect(await policyOf(app)).toBe(known)
    expect(await policyOf(app)).toBe(known)
  })
})
