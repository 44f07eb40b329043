import { afterAll, describe, expect, test } from 'bun:test'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { Elysia } from 'elysia'
import { contentVersion } from '../lib/content-version'
import { keptAnswers } from './kept-answers'
import { type PageRenderer, webApp } from './web-app'

/**
 * How the server serves a page the web build renders (web/src/entry-server.tsx), with a stand-in
 * entry: the rendered body inside the root, the router's inline script allowed by its hash, the
 * entry's reads answered in-process, and the page kept until public content changes.
 */
const dist = mkdtempSync(join(tmpdir(), 'dist-ssr-'))
afterAll(() => rmSync(dist, { recursive: true, force: true }))
mkdirSync(join(dist, '.server'))
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><meta name="theme-color" content="#2563eb" /><!-- page-head --><title>x</title><!-- /page-head --></head><body><div id="root"></div></body></html>',
)
const INLINE = 'self.$_TSR={router:1}'
writeFileSync(
  join(dist, '.server', 'entry-server.js'),
  `let answer
let renders = 0
export const serveApiWith = (fn) => { answer = fn }
export async function renderPage(request) {
  if (new URL(request.url).search === '?speaker=') return { status: 307, body: '', unread: [], location: '/sermons' }
  renders++
  const primary = new URL(request.url).searchParams.get('primary') ?? '#8b1e3f'
  const theme = { primary, accent: '#0f766e', secondary: '#1e293b' }
  const greeting = await (await answer(new Request('http://localhost/api/greeting'))).text()
  const status = new URL(request.url).pathname === '/events/missing' ? 404 : 200
  return { status, head: '<title>Page</title>', body: '<main><h1>' + greeting + ' at ' + request.url + ' (' + renders + ')</h1><script>${INLINE}</script></main>', unread: [], theme }
}`,
)

let greeting = 'Welcome Home'
const api = new Elysia().get('/api/greeting', () => greeting)
let databaseDown = false
const content = contentVersion()
const pages: PageRenderer = {
  content,
  // The site's address is read from the settings: with the database down, it cannot be.
  origin: async () => {
    if (databaseDown) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
    return 'https://church.example'
  },
  eventIcs: async () => new Response('', { status: 404 }),
  answer: (request) => api.handle(request),
}
const POLICY = "default-src 'self'; script-src 'self'; frame-ancestors 'none'"
// As the server mounts it: kept pages are sent again whole, ahead of the guards (plugins/kept-answers.ts).
const kept = keptAnswers()
const site = new Elysia()
  .use(kept.plugin())
  .onRequest(({ set }) => {
    set.headers['content-security-policy'] = POLICY
  })
  .use(webApp(dist, pages, undefined, kept))
const get = (path: string, headers: Record<string, string> = {}) => site.handle(new Request(`http://localhost${path}`, { headers }))

describe('pages rendered by the web build', () => {
  test("the page arrives with its content in the root, read through the API in-process at the site's own address", async () => {
    const html = await (await get('/sermons?speaker=Ann')).text()
    expect(html).toContain('<div id="root"><main><h1>Welcome Home at https://church.example/sermons?speaker=Ann')
    expect(html).toContain('<title>Page</title>')
  })

  test("a missing record's page keeps the router's 404, though the page itself renders", async () => {
    expect((await get('/events/missing')).status).toBe(404)
  })

  test("an address the router sends to the page's one address is redirected there, on the site itself", async () => {
    const response = await get('/sermons?speaker=')
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('/sermons')
  })

  test("the page's inline script is allowed by its hash alone; the site's policy is otherwise unchanged", async () => {
    const response = await get('/about')
    const policy = response.headers.get('content-security-policy') ?? ''
    const hash = createHash('sha256').update(INLINE).digest('base64')
    expect(policy).toBe(`default-src 'self'; script-src 'self' 'sha256-${hash}'; frame-ancestors 'none'`)
    expect(policy).not.toContain('unsafe-inline')
  })

  test('visitors asking at the same moment share one rendering of a page', async () => {
    content.changed()
    const pages = await Promise.all(Array.from({ length: 20 }, () => get('/give').then((response) => response.text())))
    expect(new Set(pages).size).toBe(1)
    content.changed()
    const [after] = await Promise.all([get('/give').then((response) => response.text()), get('/give')])
    const count = (html: string) => Number(html.match(/\((\d+)\)<\/h1>/)?.[1])
    expect(count(after)).toBe(count(pages[0]) + 1)
  })

  test('while the database is down, a page is sent as last rendered, and a page never rendered as the app shell', async () => {
    content.changed()
    const before = await (await get('/live-streams')).text()
    expect(before).toContain('<div id="root"><main>')
    // An admin's change outdates it, and then the database goes away.
    content.changed()
    databaseDown = true
    try {
      const meanwhile = await get('/live-streams')
      expect(meanwhile.status).toBe(200)
      expect(await meanwhile.text()).toBe(before)
      const never = await (await get('/never-rendered')).text()
      expect(never).toContain('<div id="root"></div>')
    } finally {
      databaseDown = false
    }
    content.changed()
    expect(await (await get('/live-streams')).text()).not.toBe(before)
  })

  test('a rendered page is kept until public content changes, then rendered again', async () => {
    const first = await (await get('/events')).text()
    greeting = 'Advent Lessons and Carols'
    expect(await (await get('/events')).text()).toBe(first)
    content.changed()
    expect(await (await get('/events')).text()).toContain('Advent Lessons and Carols at https://church.example/events')
  })

  test('a kept page goes out again exactly as it first did (status, every header, the same bytes), without rendering it again', async () => {
    content.changed()
    // Long enough to be sent compressed (the page shows its address).
    const address = `/visit?from=${'kept'.repeat(300)}`
    const answer = async (headers: Record<string, string> = {}) => {
      const response = await get(address, headers)
      return { status: response.status, headers: [...response.headers].sort(), bytes: Buffer.from(await response.arrayBuffer()) }
    }
    const first = await answer({ 'accept-encoding': 'gzip, br' })
    expect(first.headers).toContainEqual(['content-encoding', 'br'])
    expect(first.headers.find(([name]) => name === 'content-security-policy')?.[1]).toContain("'sha256-")
    // The same bytes: the page counts its renderings, so it was not rendered again.
    expect(await answer({ 'accept-encoding': 'gzip, br' })).toEqual(first)
    // Each encoding with its own Content-Encoding; the same ETag, and 304 once the browser has it.
    const plain = await answer()
    expect(plain.headers).not.toContainEqual(['content-encoding', 'br'])
    expect(plain.bytes.toString()).toBe(new TextDecoder().decode(brotliDecompressSync(first.bytes)))
    const etag = first.headers.find(([name]) => name === 'etag')?.[1] as string
    const unchanged = await answer({ 'if-none-match': etag })
    expect(unchanged.status).toBe(304)
    expect(unchanged.bytes.byteLength).toBe(0)
    expect(unchanged.headers.find(([name]) => name === 'content-security-policy')).toEqual(
      first.headers.find(([name]) => name === 'content-security-policy'),
    )
    greeting = 'Changed meanwhile'
    content.changed()
    expect(await (await get(address)).text()).toContain('Changed meanwhile')
  })

  test("the church's colours are in the page's head; a stored value that is not a colour never reaches it", async () => {
    const html = await (await get('/contact')).text()
    expect(html).toContain('<style id="site-theme">html:root{--c-primary:#8b1e3f;--c-accent:#0f766e;--c-secondary:#1e293b}</style>')
    expect(html).toContain('<meta name="theme-color" content="#8b1e3f" />')
    const attack = 'red}</style><script>alert(1)</script>'
    const refused = await (await get(`/contact?primary=${encodeURIComponent(attack)}`)).text()
    expect(refused).not.toContain(attack)
    expect(refused).toContain('<style id="site-theme">html:root{--c-accent:#0f766e;--c-secondary:#1e293b}</style>')
    expect(refused).toContain('<meta name="theme-color" content="#2563eb" />')
  })

  test('the dashboard is not rendered on the server, and the server build is never served as a file', async () => {
    expect(await (await get('/admin')).text()).toContain('<div id="root"></div>')
    expect((await get('/.server/entry-server.js')).status).toBe(404)
  })
})
