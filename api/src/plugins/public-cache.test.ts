import { describe, expect, test } from 'bun:test'
import { brotliDecompressSync } from 'node:zlib'
import { sermons } from '../db/schema'
import { testApp } from '../test/harness'

const t = await testApp()
const [first] = await t.db.insert(sermons).values({ title: 'Grace', speaker: 'Rev. Ann', date: '2026-11-01' }).returning()

describe('public reads from memory', () => {
  test('a repeated read is answered from memory with an ETag, and 304 when the browser has it', async () => {
    const one = await t.request('GET', '/api/sermons')
    expect(one.status).toBe(200)
    const etag = one.headers.get('etag') as string
    expect(etag).toMatch(/^W\/".+"$/)
    expect(one.headers.get('cache-control')).toBe('no-cache')
    // Written behind the API's back: the cached answer is still served.
    await t.db.insert(sermons).values({ title: 'Hidden', speaker: 'Rev. Ann', date: '2026-11-08' })
    const two = await t.request('GET', '/api/sermons')
    expect(two.json.items.map((s: { title: string }) => s.title)).toEqual(['Grace'])
    const notModified = await t.request('GET', '/api/sermons', { headers: { 'if-none-match': etag } })
    expect(notModified.status).toBe(304)
    expect(notModified.text).toBe('')
    expect(notModified.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  test('an admin write drops the cache at once: the next read has the change', async () => {
    const cookie = await t.admin()
    const before = await t.request('GET', `/api/sermons/${first.id}`)
    expect(before.json.title).toBe('Grace')
    const saved = await t.request('PUT', `/api/admin/sermons/${first.id}`, {
      cookie,
      body: { title: 'Amazing Grace', speaker: 'Rev. Ann', date: '2026-11-01' },
    })
    expect(saved.status).toBe(200)
    expect((await t.request('GET', `/api/sermons/${first.id}`)).json.title).toBe('Amazing Grace')
    const list = await t.request('GET', '/api/sermons')
    expect(list.json.items.map((s: { title: string }) => s.title)).toEqual(['Hidden', 'Amazing Grace'])
    // Each page is its own answer: kept under its whole path and query.
    expect((await t.request('GET', '/api/sermons?limit=1&page=2')).json).toMatchObject({ items: [{ title: 'Amazing Grace' }], total: 2 })
    expect((await t.request('GET', '/api/sermons?limit=1')).json).toMatchObject({ items: [{ title: 'Hidden' }], total: 2 })
    expect((await t.request('GET', '/api/sermons', { headers: { 'if-none-match': list.headers.get('etag') as string } })).status).toBe(304)
  })

  test('errors and admin reads are never cached', async () => {
    const missing = '00000000-0000-4000-8000-000000000000'
    expect((await t.request('GET', `/api/sermons/${missing}`)).status).toBe(404)
    await t.db.insert(sermons).values({ id: missing, title: 'Now here', speaker: 'x', date: '2026-11-02' })
    expect((await t.request('GET', `/api/sermons/${missing}`)).status).toBe(200)
    const cookie = await t.admin()
    const users = await t.request('GET', '/api/admin/users', { cookie })
    expect(users.headers.get('etag')).toBeNull()
  })
})

test('a larger answer is sent brotli- or gzip-compressed to browsers that accept it; a small one is not', async () => {
  const cookie = await t.admin()
  // Through the API, so the cache is dropped and the sermon is read afresh.
  const created = await t.request('POST', '/api/admin/sermons', {
    cookie,
    body: { title: 'A long one', speaker: 'Rev. Ann', date: '2026-11-15', description: 'Grace upon grace. '.repeat(100) },
  })
  expect(created.status).toBe(201)
  const path = `http://localhost/api/sermons/${created.json.id}`
  const plain = await t.request('GET', path.replace('http://localhost', ''))
  expect(plain.text.length).toBeGreaterThan(1024)
  const read = async (acceptEncoding: string) => {
    const res = await t.app.handle(new Request(path, { headers: { 'accept-encoding': acceptEncoding } }))
    return { encoding: res.headers.get('content-encoding'), bytes: new Uint8Array(await res.arrayBuffer()), vary: res.headers.get('vary') }
  }
  const br = await read('gzip, deflate, br, zstd')
  expect(br.encoding).toBe('br')
  expect(br.vary).toBe('Accept-Encoding')
  expect(new TextDecoder().decode(brotliDecompressSync(br.bytes))).toBe(plain.text)
  expect(br.bytes.byteLength).toBeLessThan(plain.text.length / 4)
  const gzip = await read('gzip')
  expect(gzip.encoding).toBe('gzip')
  expect(new TextDecoder().decode(Bun.gunzipSync(gzip.bytes))).toBe(plain.text)
  // A browser that refuses brotli with q=0 gets gzip; one that accepts neither gets the text.
  expect((await read('br;q=0, gzip')).encoding).toBe('gzip')
  const identity = await read('identity')
  expect(identity.encoding).toBeNull()
  expect(new TextDecoder().decode(identity.bytes)).toBe(plain.text)
  const small = await t.app.handle(new Request('http://localhost/api/site-config?x=1', { headers: { 'accept-encoding': 'gzip, br' } }))
  expect(small.headers.get('content-encoding')).toBeNull()
})

describe('while the database is unreachable', () => {
  test('visitors are answered with the last read kept, outdated or not; a read never kept is 503', async () => {
    const { Elysia } = await import('elysia')
    const { contentVersion } = await import('../lib/content-version')
    const { createLogger } = await import('../lib/log')
    const { errors } = await import('./errors')
    const { keptAnswers } = await import('./kept-answers')
    const { publicCache } = await import('./public-cache')
    const kept = keptAnswers()
    const content = contentVersion()
    let down = false
    let served = 0
    const lost = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    const app = new Elysia()
      .use(errors(createLogger('silent'), kept))
      .use(kept.plugin())
      .use(publicCache(content, kept))
      .get('/api/sermons', () => {
        if (down) throw lost()
        served++
        return { items: [{ title: `Read ${served}` }], total: 1 }
      })
      .get('/api/events', () => {
        throw lost()
      })
    const read = (path: string) => app.handle(new Request(`http://localhost${path}`))

    expect(await (await read('/api/sermons')).json()).toEqual({ items: [{ title: 'Read 1' }], total: 1 })
    // An admin's save moves the content version: the kept read is outdated, and read again while the database answers.
    content.changed()
    expect(await (await read('/api/sermons')).json()).toEqual({ items: [{ title: 'Read 2' }], total: 1 })
    content.changed()
    down = true
    const meanwhile = await read('/api/sermons')
    expect(meanwhile.status).toBe(200)
    expect(await meanwhile.json()).toEqual({ items: [{ title: 'Read 2' }], total: 1 })
    const never = await read('/api/events')
    expect(never.status).toBe(503)
    expect(never.headers.get('retry-after')).toBe('5')
    // Back: read afresh.
    down = false
    expect(await (await read('/api/sermons')).json()).toEqual({ items: [{ title: 'Read 3' }], total: 1 })
  })
})
