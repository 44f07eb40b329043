import { describe, expect, test } from 'bun:test'
import * as rules from './rules'

const origin = 'https://church.example'
const get = (path: string, referrer = `${origin}/sermons`) => rules.isPublicRead(new URL(path, origin), { method: 'GET', referrer }, origin)
const id = '0b7f5a3e-3d0c-4c4e-9a55-1f2d3c4b5a69'

describe('the public reads kept for offline visits', () => {
  test('the allow-listed lists and details match, with their query strings', () => {
    for (const path of [
      '/api/site-config',
      '/api/featured-content',
      '/api/sermons',
      '/api/sermons?search=grace&speaker=Eve',
      '/api/sermons?speaker=Eve&page=2',
      '/api/sermons/choices',
      `/api/sermons/${id}`,
      '/api/sermons?passage=John%203',
      '/api/sermons/scripture',
      '/api/sermons/scripture/1-corinthians?page=2',
      '/api/events?upcoming=true&limit=9',
      `/api/events/${id}`,
      '/api/live-streams?limit=3',
      `/api/live-streams/${id}`,
      '/api/sunday-services',
    ])
      expect(get(path)).toBe(true)
  })

  test('never admin paths, sign-in, the current user, uploads or anything else under /api', () => {
    for (const path of [
      '/api/admin/contact-messages',
      '/api/admin/sermons',
      '/api/admin/site-config',
      '/api/admin/backups',
      '/api/admin/backups/church-2026-11-24T09-00-00-000Z-0123456789abcdef0123456789abcdef.tar.gz',
      '/api/auth/user',
      '/api/login',
      '/api/logout',
      '/api/upload-image',
      '/api/youtube-configs',
      '/api/health',
      '/api/newsletter/subscribe',
      '/api/sermons/bulk-update',
      '/api/sermons/not-an-id',
      '/api/site-config/extra',
      '/apix/sermons',
    ])
      expect(get(path)).toBe(false)
  })

  test('only GET, only this site', () => {
    expect(rules.isPublicRead(new URL('/api/sermons', origin), { method: 'POST', referrer: '' }, origin)).toBe(false)
    expect(rules.isPublicRead(new URL('https://elsewhere.example/api/sermons'), { method: 'GET', referrer: '' }, origin)).toBe(false)
  })

  test('reads made by the staff dashboard are left to the network', () => {
    expect(get('/api/sermons?limit=100', `${origin}/admin?tab=sermons`)).toBe(false)
    expect(get('/api/sermons', `${origin}/admin`)).toBe(false)
    // A public page whose name merely starts with "admin" is still public.
    expect(get('/api/sermons', `${origin}/administrivia`)).toBe(true)
  })
})

describe('pictures', () => {
  const image = (href: string, referrer = `${origin}/`) =>
    rules.isKeptImage(new URL(href, origin), { method: 'GET', destination: 'image', referrer }, origin)
  test('uploads, the site pictures and YouTube thumbnails', () => {
    expect(image('/uploads/abc.webp')).toBe(true)
    expect(image('/images/hero-beach-chapel.svg')).toBe(true)
    expect(image('https://i.ytimg.com/vi/abc/hqdefault.jpg')).toBe(true)
  })
  test('not other hosts, not non-images, not on the dashboard', () => {
    expect(image('https://images.example.org/x.jpg')).toBe(false)
    expect(image('http://i.ytimg.com/vi/abc/hqdefault.jpg')).toBe(false)
    expect(rules.isKeptImage(new URL('/uploads/a.webp', origin), { method: 'GET', destination: '', referrer: '' }, origin)).toBe(false)
    expect(image('/uploads/abc.webp', `${origin}/admin?tab=sermons`)).toBe(false)
  })
})

test('navigations to server pages and files never get the app shell', () => {
  const shell = (path: string) => !rules.NOT_THE_APP.some((rule) => rule.test(path))
  for (const path of ['/', '/sermons', `/sermons/${id}`, '/admin', '/about/staff']) expect(shell(path)).toBe(true)
  for (const path of [
    '/api/login',
    '/api/logout',
    '/api/admin/backups/church-2026-11-24T09-00-00-000Z-0123456789abcdef0123456789abcdef.tar.gz',
    '/uploads/a.webp',
    '/feeds/sermons.xml',
    '/robots.txt',
    '/sitemap.xml',
  ]) {
    expect(shell(path)).toBe(false)
  }
})

describe('details fetched ahead', () => {
  const list = Array.from({ length: 12 }, (_, i) => ({ id: `0b7f5a3e-3d0c-4c4e-9a55-1f2d3c4b5a${String(i).padStart(2, '0')}` }))
  test('the first items of a sermon, event or live-stream list, in order, within the budget', () => {
    const paths = rules.detailPaths('/api/sermons', list, 8)
    expect(paths).toHaveLength(8)
    expect(paths[0]).toBe(`/api/sermons/${list[0].id}`)
    expect(paths[7]).toBe(`/api/sermons/${list[7].id}`)
    expect(rules.detailPaths('/api/events', [list[0], list[0], list[1]])).toEqual([
      `/api/events/${list[0].id}`,
      `/api/events/${list[1].id}`,
    ])
  })
  test('a page of a list ({ items, total }) is read by its items', () => {
    expect(rules.detailPaths('/api/sermons', { items: list.slice(0, 2), total: 60 })).toEqual([
      `/api/sermons/${list[0].id}`,
      `/api/sermons/${list[1].id}`,
    ])
    expect(rules.detailPaths('/api/sermons', { items: 'none', total: 0 })).toEqual([])
  })
  test('nothing for details, other reads, or a body that is not a list of ids', () => {
    expect(rules.detailPaths(`/api/sermons/${id}`, list)).toEqual([])
    expect(rules.detailPaths('/api/site-config', list)).toEqual([])
    expect(rules.detailPaths('/api/featured-content', list)).toEqual([])
    expect(rules.detailPaths('/api/sermons', { message: 'oops' })).toEqual([])
    expect(rules.detailPaths('/api/sermons', [{ id: '../admin' }, null, 3])).toEqual([])
  })
  test('not on Save-Data or 2G', () => {
    expect(rules.savesData('on')).toBe(true)
    expect(rules.savesData(null, { saveData: true })).toBe(true)
    expect(rules.savesData(null, { effectiveType: '2g' })).toBe(true)
    expect(rules.savesData(null, { effectiveType: 'slow-2g' })).toBe(true)
    expect(rules.savesData(null, { effectiveType: '4g' })).toBe(false)
    expect(rules.savesData(null)).toBe(false)
  })
})

describe('pages', () => {
  const page = (path: string) => rules.isKeptPage(new URL(path, origin))
  test('every page of the app is answered by the worker; server pages and files are not', () => {
    for (const path of ['/', '/sermons', `/sermons/${id}`, '/admin', '/give', '/no-such-page']) expect(rules.isAppPage(path)).toBe(true)
    for (const path of ['/api/login', '/api/account/setup/abc', '/uploads/a.webp', '/feeds/sermons.xml', '/sitemap.xml', '/favicon.ico'])
      expect(rules.isAppPage(path)).toBe(false)
  })

  test('public pages are kept under their whole address, filters included; the dashboard never is', () => {
    for (const path of [
      '/',
      '/give',
      '/sermons',
      '/sermons?speaker=Eve&page=2',
      '/sermons/scripture',
      '/sermons/scripture/john?page=2',
      `/events/${id}`,
      '/administrivia',
    ])
      expect(page(path)).toBe(true)
    for (const path of ['/admin', '/admin?tab=settings', '/admin/', '/api/login', '/feeds/events.ics']) expect(page(path)).toBe(false)
  })

  test("a page staff wrote is kept at its address, with its read, so it opens offline once visited; staff's reads and Previews are not", () => {
    expect(page('/new-here')).toBe(true)
    expect(get('/api/pages/new-here', `${origin}/new-here`)).toBe(true)
    expect(page(`/admin/preview/pages/${id}`)).toBe(false)
    for (const path of ['/api/admin/pages', `/api/admin/pages/${id}`]) expect(get(path)).toBe(false)
  })

  test("the news is kept like the other public lists: its pages, by page, and each post with its read; never staff's reads or the feed", () => {
    for (const path of ['/news', '/news?page=2', '/news/parish-picnic']) expect(page(path)).toBe(true)
    for (const path of ['/api/news', '/api/news?page=2', '/api/news?limit=3', '/api/news/parish-picnic'])
      expect(get(path, `${origin}/news`)).toBe(true)
    for (const path of ['/api/admin/news', `/api/admin/news/${id}`, `/api/admin/news/${id}/newsletter`]) expect(get(path)).toBe(false)
    expect(page(`/admin/preview/news/${id}`)).toBe(false)
    expect(rules.isAppPage('/feeds/news.xml')).toBe(false)
    // Posts are read by their address, not their id: nothing is fetched ahead from the list's ids.
    expect(rules.detailPaths('/api/news', { items: [{ id, slug: 'parish-picnic' }], total: 1 })).toEqual([])
  })

  test('only a 200 HTML answer is kept', () => {
    const answer = (status: number, contentType: string | null, type = 'basic') => ({
      status,
      type,
      headers: new Headers(contentType ? { 'content-type': contentType } : {}),
    })
    expect(rules.isKeptPageResponse(answer(200, 'text/html;charset=utf-8'))).toBe(true)
    expect(rules.isKeptPageResponse(answer(200, 'text/html'))).toBe(true)
    expect(rules.isKeptPageResponse(answer(404, 'text/html;charset=utf-8'))).toBe(false)
    expect(rules.isKeptPageResponse(answer(500, 'text/html'))).toBe(false)
    expect(rules.isKeptPageResponse(answer(503, 'application/json'))).toBe(false)
    expect(rules.isKeptPageResponse(answer(200, 'application/json'))).toBe(false)
    expect(rules.isKeptPageResponse(answer(200, null))).toBe(false)
    expect(rules.isKeptPageResponse(answer(0, null, 'opaqueredirect'))).toBe(false)
  })

  test("a page's build files: its entry script, preloads and styles, not its icons or manifest", () => {
    const html = `<!doctype html><html><head>
      <link rel="icon" href="/icon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/icons/icon-192.png" />
      <title>Give</title><script type="application/ld+json">{"url":"/assets/not-a-file.js"}</script>
      <script type="module" crossorigin src="/assets/index-BfevYOha.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/api-toOD9fKT.js">
      <link rel="stylesheet" crossorigin href="/assets/index-DRopNnrF.css">
      <link rel="modulepreload" crossorigin href="/assets/api-toOD9fKT.js">
      <link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>`
    expect(rules.buildAssets(html)).toEqual(['/assets/index-BfevYOha.js', '/assets/api-toOD9fKT.js', '/assets/index-DRopNnrF.css'])
    // As the build sends it: the scripts start from a small boot file once the page has painted.
    const built = `<head><link rel="stylesheet" crossorigin href="/assets/index-DRopNnrF.css">
      <link rel="manifest" href="/manifest.webmanifest"><script defer src="/assets/boot-zRmlKJmk.js"></script></head>`
    expect(rules.buildAssets(built)).toEqual(['/assets/index-DRopNnrF.css', '/assets/boot-zRmlKJmk.js'])
    expect(rules.buildAssets('<p>no scripts</p>')).toEqual([])
  })

  test("an admin's change drops the saved pages with the saved reads (their policy and heads come from what staff keep)", () => {
    expect([...rules.DROPPED_ON_CONTENT_CHANGE].sort()).toEqual([rules.CACHE_NAMES.pages, rules.CACHE_NAMES.publicApi].sort())
    expect(rules.DROPPED_ON_CONTENT_CHANGE).not.toContain(rules.CACHE_NAMES.images)
  })
})

test('older versions of the runtime caches are recognised for removal; current ones and others are kept', () => {
  expect(rules.isOutdatedRuntimeCache('public-api-v0')).toBe(true)
  expect(rules.isOutdatedRuntimeCache('images-v0')).toBe(true)
  expect(rules.isOutdatedRuntimeCache('pages-v0')).toBe(true)
  expect(rules.isOutdatedRuntimeCache('public-api-v1')).toBe(false)
  expect(rules.isOutdatedRuntimeCache('images-v1')).toBe(false)
  expect(rules.isOutdatedRuntimeCache('pages-v1')).toBe(false)
  expect(rules.isOutdatedRuntimeCache('workbox-precache-v2-https://church.example/')).toBe(false)
})

describe("an unvisited page's shell offline, in the church's colours", () => {
  const SHELL =
    '<html><head><meta name="theme-color" content="#2563eb" /><!-- page-head --><title>x</title><!-- /page-head --></head><body><div id="root"></div></body></html>'
  const kept = (style: string, meta = '#8b1e3f') =>
    `<html><head><meta name="theme-color" content="${meta}" /><title>About</title><style id="site-theme">${style}</style>\n  </head><body></body></html>`
  test("a kept page's colours go into the shell's head, as the server wrote them", () => {
    const html = rules.shellInTheme(SHELL, kept('html:root{--c-primary:#8b1e3f;--c-accent:#7c3aed;--c-secondary:#0f172a}'))
    expect(html).toContain(
      '<style id="site-theme">html:root{--c-primary:#8b1e3f;--c-accent:#7c3aed;--c-secondary:#0f172a}</style>\n  </head>',
    )
    expect(html).toContain('<meta name="theme-color" content="#8b1e3f" />')
    expect(html).not.toContain('#2563eb')
  })
  test("anything but the server's exact form is not copied; no kept page leaves the shell as built", () => {
    for (const style of [
      'html:root{--c-primary:red}</style><script>alert(1)</script><style>',
      'html:root{--c-primary:#8b1e3f;background:url(x)}',
      'body{--c-primary:#8b1e3f}',
    ]) {
      expect(rules.shellInTheme(SHELL, kept(style, 'x" onload="y'))).toBe(SHELL)
    }
    expect(rules.shellInTheme(SHELL, undefined)).toBe(SHELL)
  })
})
