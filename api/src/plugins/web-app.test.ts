import { afterAll, describe, expect, test } from 'bun:test'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { contentVersion } from '../lib/content-version'
import { webApp } from './web-app'

const dist = mkdtempSync(join(tmpdir(), 'dist-'))
afterAll(() => rmSync(dist, { recursive: true, force: true }))
mkdirSync(join(dist, 'assets'))
const script = `console.log(${JSON.stringify('hello '.repeat(500))})`
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Church</title>')
writeFileSync(join(dist, 'assets', 'index-abc123.js'), script)
writeFileSync(join(dist, 'assets', 'index-abc123.js.map'), '{}')
writeFileSync(join(dist, 'sw.js'), 'self.skipWaiting()')
writeFileSync(join(dist, '.env'), 'SECRET=1')

const app = webApp(dist)
const get = (path: string, headers: Record<string, string> = {}) => app.handle(new Request(`http://localhost${path}`, { headers }))

describe('serving the built web app', () => {
  test('client routes get index.html, revalidated every time', async () => {
    for (const path of ['/', '/sermons', '/about/staff', '/events/123']) {
      const res = await get(path)
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('<title>Church</title>')
      expect(res.headers.get('cache-control')).toBe('no-cache')
    }
  })

  test('hashed assets are immutable for a year; the service worker is revalidated', async () => {
    expect((await get('/assets/index-abc123.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache')
  })

  test('text assets are compressed with brotli or gzip when the browser accepts it', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers.get('content-encoding')).toBe('br')
    const brBytes = new Uint8Array(await br.arrayBuffer())
    expect(brBytes.length).toBeLessThan(script.length / 5)
    expect(brotliDecompressSync(brBytes).toString()).toBe(script)
    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(new Uint8Array(await gz.arrayBuffer())).toString()).toBe(script)
    const plain = await get('/assets/index-abc123.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(script)
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
  })

  test('source maps, dotfiles, missing files and paths outside the build are 404', async () => {
    for (const path of [
      '/assets/index-abc123.js.map',
      '/.env',
      '/assets/missing.js',
      '/../package.json',
      '/%2e%2e/%2e%2e/api/package.json',
    ]) {
      const res = await get(path)
      expect({ path, status: res.status }).toEqual({ path, status: 404 })
    }
    // A path climbing out of the build is clamped to it: at worst the app's own page.
    const climbed = await get('/%2e%2e/%2e%2e/etc/passwd')
    expect(await climbed.text()).toBe('<!doctype html><title>Church</title>')
  })

  test('API, upload and feed paths are never answered with the app', async () => {
    for (const path of ['/api/nothing-here', '/uploads/none.png', '/feeds/nothing']) {
      const res = await get(path)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: 'Not found' })
    }
  })
})

describe("an event's calendar file beside its page", () => {
  const ID = '0b7f5a3e-3d0c-4c4e-9a55-1f2d3c4b5a69'
  // An event that is not there: its page is the router's 404.
  const GONE = '00000000-0000-4000-8000-000000000000'
  const asked: string[] = []
  // The pages' stand-in server entry: each page it renders reads through the API (noted here), and
  // a missing event's page is the router's 404.
  const pagesDist = mkdtempSync(join(tmpdir(), 'dist-pages-'))
  afterAll(() => rmSync(pagesDist, { recursive: true, force: true }))
  mkdirSync(join(pagesDist, '.server'))
  writeFileSync(join(pagesDist, 'index.html'), '<!doctype html><title>Church</title>')
  writeFileSync(
    join(pagesDist, '.server', 'entry-server.js'),
    `let answer
export const serveApiWith = (fn) => { answer = fn }
export async function renderPage(request) {
  const path = new URL(request.url).pathname
  await answer(new Request('http://localhost/page' + path))
  return { status: path.includes('${GONE}') ? 404 : 200, body: '', head: '', unread: [] }
}`,
  )
  const site = webApp(pagesDist, {
    origin: async () => 'https://church.example',
    content: contentVersion(),
    eventIcs: async (id, date) => {
      asked.push(`ics ${id} ${date ?? ''}`.trim())
      return new Response('BEGIN:VCALENDAR', { headers: { 'content-type': 'text/calendar; charset=utf-8' } })
    },
    answer: async (request) => {
      asked.push(`page ${new URL(request.url).pathname.slice('/page'.length)}`)
      return new Response('')
    },
  })
  const answer = async (path: string) => {
    asked.length = 0
    const res = await site.handle(new Request(`http://localhost${path}`))
    const body = await res.text()
    const headers = [...res.headers.keys()].sort()
    return { status: res.status, shown: body.includes('<title>Church</title>') ? 'page' : body, headers, asked: [...asked] }
  }

  test("the event's page and one date's page are pages with the router's status and a page's headers, never a calendar file", async () => {
    const { headers } = await answer('/about')
    expect(headers).toContain('etag')
    for (const path of [`/events/${ID}`, `/events/${ID}/2026-12-02`, `/events/${GONE}`, `/events/${GONE}/2026-12-02`]) {
      const status = path.includes(GONE) ? 404 : 200
      expect({ path, ...(await answer(path)) }).toEqual({ path, status, shown: 'page', headers, asked: [`page ${path}`] })
    }
  })

  test("{id}.ics is the event's calendar file, {id}/{date}.ics one date's", async () => {
    const calendar = { status: 200, shown: 'BEGIN:VCALENDAR', headers: ['content-type'] }
    expect(await answer(`/events/${ID}.ics`)).toEqual({ ...calendar, asked: [`ics ${ID}`] })
    expect(await answer(`/events/${ID}/2026-12-02.ics`)).toEqual({ ...calendar, asked: [`ics ${ID} 2026-12-02`] })
  })

  test('any other file under an event is 404, and no page', async () => {
    for (const path of [`/events/${ID}/tuesday.ics`, `/events/${ID}/2026-12-02.txt`, '/events/.ics', `/events/${ID}.txt`]) {
      expect({ path, ...(await answer(path)) }).toEqual({
        path,
        status: 404,
        shown: '{"message":"Not found"}',
        headers: ['content-type'],
        asked: [],
      })
    }
  })

  test('without the pages (no database), a calendar file is 404 like any missing file', async () => {
    const res = await get(`/events/${ID}.ics`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: 'Not found' })
  })
})
