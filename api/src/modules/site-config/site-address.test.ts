import { describe, expect, test } from 'bun:test'
import { events, outboxEmails, sermons } from '../../db/schema'
import { siteOrigin, siteOriginWarning } from '../../lib/site-origin'
import { testApp } from '../../test/harness'
import { siteOf } from '../../test/site-pages'
import { SITE_URL_MESSAGE } from './model'

// No PUBLIC_URL: links must come from Settings' site address, never from the Host a caller names.
const t = await testApp()
// The same with PUBLIC_URL: it wins over Settings.
const p = await testApp({ PUBLIC_URL: 'https://public.example' })

const EVIL = 'evil.test'

// The site with the real index.html template, so heads are rendered as in production.
const pagesOf = (app: typeof t) => siteOf(app).site
const tSite = pagesOf(t)
const pSite = pagesOf(p)

for (const app of [t, p]) {
  await app.db.insert(sermons).values({ title: 'Grace', speaker: 'Rev. Jane Doe', date: '2026-11-22', audioUrl: '/uploads/grace.mp3' })
  await app.db.insert(events).values({ title: 'Carols', date: '2099-12-13', startTime: '17:00', endTime: '18:00' })
}

/** Everything that carries absolute links, asked for with `Host: evil.test`: feeds, the sitemap index and a sitemap, robots, a page head, two emails. */
async function linksFrom(app: typeof t, site: typeof tSite, host: string): Promise<Record<string, string>> {
  const read = async (path: string) => {
    const res = await app.request('GET', path, { host })
    expect(res.status).toBe(200)
    return res.text
  }
  const headers: Record<string, string> = host === 'localhost' ? {} : { host }
  const page = await site.handle(new Request(`http://${host}/about`, { headers }))
  expect(page.status).toBe(200)
  const html = await page.text()

  const before = new Set((await app.db.select({ id: outboxEmails.id }).from(outboxEmails)).map((row) => row.id))
  const contact = await app.request('POST', '/api/contact', {
    host,
    body: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.org', subject: 'Hello', message: 'A question about Sunday.' },
  })
  expect(contact.status).toBe(201)
  const subscribed = await app.request('POST', '/api/newsletter/subscribe', {
    host,
    body: { email: `reader-${crypto.randomUUID()}@example.org`, firstName: 'Ben' },
  })
  expect(subscribed.status).toBe(200)
  const queued = (await app.db.select().from(outboxEmails)).filter((row) => !before.has(row.id))
  const email = (kind: string) => {
    const row = queued.find((r) => r.kind === kind)
    expect(row).toBeDefined()
    return JSON.stringify(row)
  }

  return {
    podcast: await read('/feeds/sermons.xml'),
    // Unfolded (RFC 5545 folds long lines), so a folded address is still found.
    calendar: (await read('/feeds/events.ics')).replace(/\r\n[ \t]/g, ''),
    sitemap: await read('/sitemap.xml'),
    sitemapOfPages: await read('/sitemaps/pages.xml'),
    robots: await read('/robots.txt'),
    head: html.slice(0, html.indexOf('</head>')),
    contactEmail: email('contact-notification'),
    newsletterEmail: email('newsletter-confirmation'),
  }
}

/** Each answer links to `origin` and never to evil.test. */
function expectLinksTo(links: Record<string, string>, origin: string) {
  for (const [what, text] of Object.entries(links)) {
    expect({ what, evil: text.includes(EVIL) }).toEqual({ what, evil: false })
    expect({ what, linked: text.includes(`${origin}/`) }).toEqual({ what, linked: true })
  }
  // Where each link lands, spot-checked.
  expect(links.podcast).toContain(`<link>${origin}/sermons</link>`)
  expect(links.podcast).toContain(`${origin}/uploads/grace.mp3`)
  expect(links.calendar).toContain(`URL:${origin}/events/`)
  expect(links.sitemap).toContain(`<loc>${origin}/sitemaps/pages.xml</loc>`)
  expect(links.sitemapOfPages).toContain(`<loc>${origin}/</loc>`)
  expect(links.robots).toContain(`Sitemap: ${origin}/sitemap.xml`)
  expect(links.head).toContain(`<link rel="canonical" href="${origin}/about"`)
  expect(links.contactEmail).toContain(`${origin}/admin?tab=messages`)
  expect(links.newsletterEmail).toContain(`${origin}/newsletter/confirm?token=`)
  expect(links.newsletterEmail).toContain(`<${origin}/api/newsletter/unsubscribe?token=`)
}

const setSiteUrl = async (app: typeof t, siteUrl: string) =>
  app.request('PUT', '/api/admin/site-config', { cookie: await app.admin(), body: { churchName: 'St Brigid', siteUrl } })

describe('links never come from the Host header', () => {
  test('without PUBLIC_URL or a site address, a request to evil.test gets links to this server on localhost', async () => {
    expectLinksTo(await linksFrom(t, tSite, EVIL), `http://localhost:${t.config.port}`)
  })

  test('once staff save a site address, every link uses it, whatever Host a request names', async () => {
    const saved = await setSiteUrl(t, 'https://www.stbrigid.example/about?x=1')
    expect(saved.status).toBe(200)
    // Stored as its origin.
    expect(saved.json.siteUrl).toBe('https://www.stbrigid.example')
    expectLinksTo(await linksFrom(t, tSite, EVIL), 'https://www.stbrigid.example')
    // A page head rendered for evil.test is kept by path: a later ordinary visitor gets the same, right head.
    expectLinksTo(await linksFrom(t, tSite, 'localhost'), 'https://www.stbrigid.example')
  })

  test('PUBLIC_URL wins over the site address in Settings', async () => {
    expect((await setSiteUrl(p, 'https://www.stbrigid.example')).status).toBe(200)
    expectLinksTo(await linksFrom(p, pSite, EVIL), 'https://public.example')
  })

  test('sign-in sends the browser on with a relative address', async () => {
    const cookie = await t.admin()
    const already = await t.request('GET', '/api/login?returnTo=/admin', { host: EVIL, cookie })
    expect(already.status).toBe(303)
    expect(already.headers.get('location')).toBe('/admin')
    const form = await t.request('POST', '/api/login', {
      host: EVIL,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'admin@example.org', password: 'correct horse battery', returnTo: '/admin' }).toString(),
    })
    expect(form.status).toBe(303)
    expect(form.headers.get('location')).toBe('/admin')
    const out = await t.request('GET', '/api/logout', { host: EVIL, cookie })
    expect(out.headers.get('location')).toBe('/')
  })
})

describe('the site address in Settings', () => {
  test('is for staff only: the public site configuration never carries it', async () => {
    expect((await setSiteUrl(t, 'https://www.stbrigid.example')).status).toBe(200)
    const open = await t.request('GET', '/api/site-config')
    expect(open.status).toBe(200)
    expect(open.json).not.toHaveProperty('siteUrl')
    expect(open.text).not.toContain('stbrigid')
    const staff = await t.request('GET', '/api/admin/site-config', { cookie: await t.admin() })
    expect(staff.json.siteUrl).toBe('https://www.stbrigid.example')
  })

  test('must be an http(s) address; empty clears it', async () => {
    for (const bad of ['www.stbrigid.example', 'ftp://stbrigid.example', 'javascript:alert(1)', 'https://', 'https://st brigid.example']) {
      const res = await setSiteUrl(t, bad)
      expect({ bad, status: res.status, field: res.json?.fields?.siteUrl }).toEqual({ bad, status: 422, field: SITE_URL_MESSAGE })
    }
    const kept = await t.request('GET', '/api/admin/site-config', { cookie: await t.admin() })
    expect(kept.json.siteUrl).toBe('https://www.stbrigid.example')
    const cleared = await setSiteUrl(t, '')
    expect(cleared.status).toBe(200)
    expect(cleared.json.siteUrl).toBe('')
    expect((await setSiteUrl(t, '  http://localhost:8080/  ')).json.siteUrl).toBe('http://localhost:8080')
  })
})

describe('what the server says at start', () => {
  const site = (siteUrl: string) => ({ siteUrl })
  const production = { production: true, publicUrl: undefined, port: 3000 }

  test('the resolver: PUBLIC_URL, else Settings, else localhost', () => {
    expect(siteOrigin({ publicUrl: 'https://public.example', port: 3000 }, site('https://set.example'))).toBe('https://public.example')
    expect(siteOrigin({ publicUrl: undefined, port: 3000 }, site('https://set.example'))).toBe('https://set.example')
    expect(siteOrigin({ publicUrl: undefined, port: 8080 }, site(''))).toBe('http://localhost:8080')
  })

  test('in production without PUBLIC_URL it names the address links use and how to fix it', () => {
    const withAddress = siteOriginWarning(production, site('https://www.stbrigid.example')) ?? ''
    expect(withAddress).toContain('PUBLIC_URL is not set')
    expect(withAddress).toContain('https://www.stbrigid.example')
    expect(withAddress).toContain('Settings → Site Address')
    const without = siteOriginWarning(production, site('')) ?? ''
    expect(without).toContain('no site address is saved in Settings')
    expect(without).toContain('http://localhost:3000')
    expect(without).toContain('Set PUBLIC_URL')
  })

  test('says nothing with PUBLIC_URL, or outside production', () => {
    expect(siteOriginWarning({ ...production, publicUrl: 'https://public.example' }, site(''))).toBeUndefined()
    expect(siteOriginWarning({ ...production, production: false }, site(''))).toBeUndefined()
  })
})
