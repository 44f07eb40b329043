import { afterAll, describe, expect, test } from 'bun:test'
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { uploads } from '../../db/schema'
import { testApp } from '../../test/harness'

const dataDir = mkdtempSync(join(tmpdir(), 'uploads-'))
const t = await testApp({ DATA_DIR: dataDir })
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const admin = await t.admin()

/** A real (if tiny) PNG: the signature, then an IHDR chunk for a 1×1 RGBA image with its CRC. */
function png(): Uint8Array<ArrayBuffer> {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  const type = [...'IHDR'].map((c) => c.charCodeAt(0))
  const data = [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]
  const crc = Bun.hash.crc32(new Uint8Array([...type, ...data]))
  const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]
  return new Uint8Array([...signature, ...be32(data.length), ...type, ...data, ...be32(crc)])
}

const askForSlot = (body: Record<string, unknown> = {}, cookie: string | undefined = admin) =>
  t.request('POST', '/api/upload-image', { body: { fileName: 'a.png', contentType: 'image/png', ...body }, cookie })

/** PUTs raw bytes the way the browser sends the file. */
async function putBytes(uploadUrl: string, bytes: Uint8Array<ArrayBuffer>, contentType: string) {
  const res = await t.app.handle(
    new Request(`http://localhost${uploadUrl}`, { method: 'PUT', headers: { 'content-type': contentType }, body: bytes }),
  )
  const text = await res.text()
  return { status: res.status, text, json: text ? JSON.parse(text) : undefined }
}

async function getRaw(path: string) {
  const res = await t.app.handle(new Request(`http://localhost${path}`))
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) }
}

describe('asking for an upload URL', () => {
  test('an admin gets an upload URL and the public URL the image will have', async () => {
    const res = await askForSlot()
    expect(res.status).toBe(200)
    expect(res.json.uploadUrl).toMatch(/^\/api\/uploads\/[^/]+$/)
    expect(res.json.publicUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/)
    // The file name the browser sent is not used for the stored name.
    const named = await askForSlot({ fileName: '../Easter-photo.png' })
    expect(named.json.publicUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/)
    expect(named.json.publicUrl).not.toContain('Easter')
    const jpeg = await askForSlot({ fileName: 'photo.JPG', contentType: 'image/jpeg' })
    expect(jpeg.json.publicUrl).toEndWith('.jpg')
    // Each slot is its own.
    expect(jpeg.json.uploadUrl).not.toBe(res.json.uploadUrl)
  })

  test('only admins may ask', async () => {
    expect((await askForSlot({}, '')).status).toBe(401)
    const member = await t.signIn('member@example.org')
    expect((await askForSlot({}, member)).status).toBe(403)
  })

  test('SVG, HTML and other non-images are refused with the form message', async () => {
    for (const contentType of ['image/svg+xml', 'text/html', 'application/octet-stream', '']) {
      const res = await askForSlot({ fileName: 'x', contentType })
      expect(res.status).toBe(422)
      expect(res.json.message).toBe('Please select a valid image file')
      expect(res.json.fields.contentType).toBe('Please select a valid image file')
    }
  })

  test('a file over 10 MB is refused before it is sent; exactly 10 MB is fine', async () => {
    const big = await askForSlot({ size: 10 * 1024 * 1024 + 1 })
    expect(big.status).toBe(422)
    expect(big.json.message).toBe('Image must be smaller than 10MB')
    expect((await askForSlot({ size: 10 * 1024 * 1024 })).status).toBe(200)
  })
})

describe('sending the file', () => {
  test('real PNG bytes are stored and served back unchanged, with nosniff and the image type', async () => {
    const { uploadUrl, publicUrl } = (await askForSlot()).json
    const bytes = png()
    const sent = await putBytes(uploadUrl, bytes, 'image/png')
    expect(sent.status).toBe(200)
    expect(sent.json.publicUrl).toBe(publicUrl)

    const served = await getRaw(publicUrl)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.bytes).toEqual(bytes)
    expect(existsSync(join(dataDir, 'uploads', publicUrl.split('/').pop()))).toBe(true)
  })

  test('an upload URL works once', async () => {
    const { uploadUrl, publicUrl } = (await askForSlot()).json
    expect((await putBytes(uploadUrl, png(), 'image/png')).status).toBe(200)
    const again = await putBytes(uploadUrl, png(), 'image/png')
    expect(again.status).toBe(403)
    expect(again.json.message).toBeString()
    expect((await getRaw(publicUrl)).status).toBe(200)
  })

  test('two racing uploads to one URL: exactly one wins', async () => {
    const { uploadUrl } = (await askForSlot()).json
    const results = await Promise.all([putBytes(uploadUrl, png(), 'image/png'), putBytes(uploadUrl, png(), 'image/png')])
    expect(results.map((r) => r.status).sort()).toEqual([200, 403])
  })

  test('a content type other than the one asked for is 415, and the slot stays usable', async () => {
    const { uploadUrl, publicUrl } = (await askForSlot()).json
    const wrong = await putBytes(uploadUrl, png(), 'image/jpeg')
    expect(wrong.status).toBe(415)
    expect(wrong.json.message).toBe('Please select a valid image file')
    expect((await getRaw(publicUrl)).status).toBe(404)
    // Types the server would otherwise read as JSON, text or a form are refused the same way, never a 500.
    for (const type of ['text/html', 'text/plain', 'application/x-www-form-urlencoded', 'image/svg+xml']) {
      const res = await putBytes(uploadUrl, png(), type)
      expect(res.status).toBe(415)
      expect(res.json.message).toBe('Please select a valid image file')
    }
    const asJson = await putBytes(uploadUrl, new TextEncoder().encode('{"image":"png"}'), 'application/json')
    expect(asJson.status).toBe(415)
    expect(asJson.json.message).toBe('Please select a valid image file')
    expect((await putBytes(uploadUrl, png(), 'image/png')).status).toBe(200)
  })

  test('HTML sent as image/png is 415 and never served', async () => {
    const { uploadUrl, publicUrl } = (await askForSlot()).json
    const html = new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>')
    const res = await putBytes(uploadUrl, html, 'image/png')
    expect(res.status).toBe(415)
    expect(res.json.message).toBe('Please select a valid image file')
    expect((await getRaw(publicUrl)).status).toBe(404)
    // Nor is an empty body.
    expect((await putBytes(uploadUrl, new Uint8Array(), 'image/png')).status).toBe(415)
  })

  test('a file over 10 MB is refused when sent', async () => {
    const { uploadUrl, publicUrl } = (await askForSlot()).json
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(png())
    const res = await putBytes(uploadUrl, big, 'image/png')
    expect(res.status).toBe(413)
    expect(res.json.message).toBe('Image must be smaller than 10MB')
    expect((await getRaw(publicUrl)).status).toBe(404)
  })

  test('a file over 10 MB sent in chunks (no Content-Length) is refused too, without reading the rest', async () => {
    const { uploadUrl, publicUrl } = (await askForSlot()).json
    const chunk = new Uint8Array(1024 * 1024)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(png())
        else if (sent > 40) return controller.close()
        else controller.enqueue(chunk)
        sent++
      },
    })
    const res = await t.app.handle(
      new Request(`http://localhost${uploadUrl}`, { method: 'PUT', headers: { 'content-type': 'image/png' }, body }),
    )
    expect(res.status).toBe(413)
    expect((await res.json()).message).toBe('Image must be smaller than 10MB')
    expect(sent).toBeLessThan(20)
    expect((await getRaw(publicUrl)).status).toBe(404)
  })

  test('an expired upload URL is 403', async () => {
    const { uploadUrl, publicUrl } = (await askForSlot()).json
    const key = publicUrl.split('/').pop()
    await t.db
      .update(uploads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploads.storageKey, key))
    const res = await putBytes(uploadUrl, png(), 'image/png')
    expect(res.status).toBe(403)
    expect((await getRaw(publicUrl)).status).toBe(404)
  })

  test('a tampered upload URL (one character changed) is 403, and the real one still works', async () => {
    const { uploadUrl } = (await askForSlot()).json
    const last = uploadUrl.at(-1)
    const tampered = `${uploadUrl.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`
    expect((await putBytes(tampered, png(), 'image/png')).status).toBe(403)
    expect((await putBytes(uploadUrl, png(), 'image/png')).status).toBe(200)
  })

  test('a made-up upload URL is 403', async () => {
    expect((await putBytes('/api/uploads/not-a-real-token', png(), 'image/png')).status).toBe(403)
  })
})

describe('serving files', () => {
  test('paths that try to leave the uploads folder are refused (404, or 400 for a hidden slash) and never show the file', async () => {
    writeFileSync(join(dataDir, 'secret.txt'), 'TOP-SECRET-CONTENT')
    const attempts = [
      '/uploads/../../etc/passwd',
      '/uploads/..%2F..%2F..%2Fetc%2Fpasswd',
      '/uploads/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/uploads/..%2Fsecret.txt',
      '/uploads/%2e%2e%2fsecret.txt',
      '/uploads/..%5csecret.txt',
      '/uploads/....//secret.txt',
    ]
    for (const path of attempts) {
      const res = await getRaw(path)
      expect([400, 404]).toContain(res.status)
      const text = new TextDecoder().decode(res.bytes)
      expect(text).not.toContain('TOP-SECRET-CONTENT')
      expect(text).not.toContain('root:')
    }
  })

  test('an unknown file and a half-written file are 404', async () => {
    expect((await getRaw('/uploads/00000000-0000-4000-8000-000000000000.png')).status).toBe(404)
    const key = '11111111-1111-4111-8111-111111111111.png'
    writeFileSync(join(dataDir, 'uploads', `${key}.part`), png())
    expect((await getRaw(`/uploads/${key}.part`)).status).toBe(404)
    expect((await getRaw(`/uploads/${key}`)).status).toBe(404)
  })

  test('nothing but finished images is left in the uploads folder', () => {
    const names = readdirSync(join(dataDir, 'uploads')).filter((n) => !n.startsWith('11111111-'))
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) expect(name).toMatch(/^[0-9a-f-]{36}\.png$/)
  })
})
