import { describe, expect, test } from 'bun:test'
import { sermons } from '../db/schema'
import { testApp } from '../test/harness'

const t = await testApp()
await t.db.insert(sermons).values(
  Array.from({ length: 12 }, (_, i) => ({
    title: `Sermon ${i + 1}`,
    speaker: 'Rev. Ann',
    date: `2026-10-${String(i + 1).padStart(2, '0')}`,
    description: 'Grace upon grace. '.repeat(20),
  })),
)

/** An answer as a browser receives it: status, every header, and the bytes on the wire. */
async function answer(path: string, headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br, zstd' }) {
  const response = await t.app.handle(new Request(`http://localhost${path}`, { headers }))
  return { status: response.status, headers: [...response.headers].sort(), bytes: Buffer.from(await response.arrayBuffer()) }
}

describe('kept public reads, sent again whole', () => {
  test('go out exactly as they first did: the same status, every header (the security headers too) and the same bytes', async () => {
    const first = await answer('/api/sermons')
    expect(first.status).toBe(200)
    expect(first.headers).toContainEqual(['content-encoding', 'br'])
    expect(first.headers).toContainEqual(['x-content-type-options', 'nosniff'])
    expect(first.headers).toContainEqual(['content-security-policy', "default-src 'none'; frame-ancestors 'none'"])
    expect(await answer('/api/sermons')).toEqual(first)
    // Each encoding keeps its own Content-Encoding; what it says is the same.
    const plain = await answer('/api/sermons', {})
    expect(plain.headers.some(([name]) => name === 'content-encoding')).toBe(false)
    expect(JSON.parse(plain.bytes.toString()).total).toBe(12)
    const gzip = await answer('/api/sermons', { 'accept-encoding': 'gzip' })
    expect(gzip.headers).toContainEqual(['content-encoding', 'gzip'])
    expect(Buffer.from(Bun.gunzipSync(gzip.bytes)).toString()).toBe(plain.bytes.toString())
    // 304 with the same headers (no body, no encoding) once the browser has it.
    const etag = first.headers.find(([name]) => name === 'etag')?.[1] as string
    const unchanged = await answer('/api/sermons', { 'if-none-match': etag })
    expect(unchanged.status).toBe(304)
    expect(unchanged.bytes.byteLength).toBe(0)
    expect(unchanged.headers).toEqual(plain.headers.filter(([name]) => name !== 'content-length'))
  })

  test('only at the one spelling of the address: another spelling is still refused by the route policy', async () => {
    expect((await answer('/api/sermons')).status).toBe(200)
    expect((await answer('/api/sermons')).status).toBe(200)
    for (const spelling of ['/api//sermons', '/api/sermons/', '/API/sermons', '/api/%73ermons']) {
      expect((await answer(spelling)).status).toBe(404)
    }
  })

  test('never past a change: an admin save is read at once', async () => {
    const before = await t.request('GET', '/api/sermons?limit=1')
    expect(before.json.items[0].title).toBe('Sermon 12')
    await t.added('/api/admin/sermons', [{ title: 'Advent Hope', speaker: 'Rev. Ann', date: '2026-11-29' }])
    expect((await t.request('GET', '/api/sermons?limit=1')).json.items[0].title).toBe('Advent Hope')
  })
})
