import { afterAll, describe, expect, test } from 'bun:test'
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import sharp, { type Sharp } from 'sharp'
import { staffMembers, uploads } from '../../db/schema'
import { readPictureAddress } from '../../lib/picture-address'
import { testApp } from '../../test/harness'
import { publishKeptPictures } from './picture-uses'
import { storageFor } from './storage'

const dataDir = mkdtempSync(join(tmpdir(), 'uploads-'))
const t = await testApp({ DATA_DIR: dataDir })
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const admin = await t.admin()

/**
 * A decompression bomb: a PNG that claims `width`×`height` RGBA pixels in a few hundred bytes (its
 * signature, header, one small compressed chunk and its end, each chunk with its CRC).
 */
function pngBomb(width: number, height: number): Uint8Array<ArrayBuffer> {
  const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]
  const chunk = (name: string, data: number[]) => {
    const type = [...name].map((c) => c.charCodeAt(0))
    return [...be32(data.length), ...type, ...data, ...be32(Bun.hash.crc32(new Uint8Array([...type, ...data])))]
  }
  const header = chunk('IHDR', [...be32(width), ...be32(height), 8, 6, 0, 0, 0])
  const pixels = chunk('IDAT', [...deflateSync(new Uint8Array(4096))])
  return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...header, ...pixels, ...chunk('IEND', [])])
}

const bytesOf = async (image: Sharp) => new Uint8Array(await image.toBuffer())
/** A small, real, opaque PNG. */
const smallPng = await bytesOf(sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } }).png())
const png = () => smallPng.slice()
const fixture = (name: string) => Bun.file(join(import.meta.dir, 'fixtures', name)).bytes() as Promise<Uint8Array<ArrayBuffer>>

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

/** Asks for a slot and sends the bytes: the answer to the PUT. */
async function upload(bytes: Uint8Array<ArrayBuffer>, contentType: string) {
  const slot = await askForSlot({ contentType })
  expect(slot.status).toBe(200)
  return putBytes(slot.json.uploadUrl, bytes, contentType)
}

/** Every file published for an address: each width in AVIF, WebP and the fallback. */
function publishedFiles(address: string) {
  const picture = readPictureAddress(address)
  if (!picture) throw new Error(`not a published address: ${address}`)
  return picture.widths.flatMap((w) =>
    (['avif', 'webp', picture.fallback] as const).map((format) => ({
      width: w,
      format,
      path: `${picture.prefix}${picture.stem}_${w}.${format}`,
    })),
  )
}

/** What exiftool (Debian's libimage-exiftool-perl, an independent reader) finds in the bytes. */
function exifOf(bytes: Uint8Array): Record<string, unknown> {
  if (!Bun.which('exiftool')) throw new Error("exiftool is missing: install Debian's libimage-exiftool-perl (.ci/run does)")
  const out = Bun.spawnSync(['exiftool', '-j', '-a', '-G1', '-n', '-'], { stdin: bytes })
  if (out.exitCode !== 0) throw new Error(`exiftool failed: ${out.stderr.toString()}`)
  return JSON.parse(out.stdout.toString())[0]
}

async function getRaw(path: string) {
  const res = await t.app.handle(new Request(`http://localhost${path}`))
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) }
}

describe('asking for an upload URL', () => {
  test('an admin gets an upload URL, one per slot, whatever the file is called', async () => {
    const res = await askForSlot({ fileName: '../Easter-photo.png' })
    expect(res.status).toBe(200)
    expect(res.json.uploadUrl).toMatch(/^\/api\/uploads\/[^/]+$/)
    expect(JSON.stringify(res.json)).not.toContain('Easter')
    const heic = await askForSlot({ fileName: 'IMG_0042.HEIC', contentType: 'image/heic' })
    expect(heic.status).toBe(200)
    expect(heic.json.uploadUrl).not.toBe(res.json.uploadUrl)
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

  test('a file over 25 MB is refused before it is sent; exactly 25 MB is fine', async () => {
    const big = await askForSlot({ size: 25 * 1024 * 1024 + 1 })
    expect(big.status).toBe(422)
    expect(big.json.message).toBe('Image must be smaller than 25MB')
    expect((await askForSlot({ size: 25 * 1024 * 1024 })).status).toBe(200)
  })
})

describe('publishing a picture', () => {
  test('a phone photo is turned upright and published without its EXIF, GPS position or camera serial', async () => {
    const photo = await fixture('phone-photo-with-gps.jpg')
    // The fixture really carries them, so the test could fail.
    const before = exifOf(photo)
    expect(before['GPS:GPSLatitude']).toBeCloseTo(30.3713)
    expect(before['ExifIFD:SerialNumber'] ?? before['IFD0:SerialNumber']).toBe('CAM-48151623')

    const sent = await upload(photo, 'image/jpeg')
    expect(sent.status).toBe(200)
    // Stored 400×300 and marked 'turned a quarter': published 300×400.
    expect(sent.json).toMatchObject({ width: 300, height: 400 })
    expect(sent.json.publicUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}_300x400_[0-9a-f]{6}_300\.jpg$/)
    for (const file of publishedFiles(sent.json.publicUrl)) {
      const served = await getRaw(file.path)
      expect(served.status).toBe(200)
      const meta = await sharp(served.bytes).metadata()
      expect([meta.width, meta.height]).toEqual([300, 400])
      expect(meta.exif).toBeUndefined()
      const read = JSON.stringify(exifOf(served.bytes))
      for (const leak of ['GPS', 'CAM-48151623', 'iPhone', 'Apple', 'Orientation']) expect(read).not.toContain(leak)
    }
  }, 60_000)

  test('a large photo is published at each width up to 1920 px, as AVIF, WebP and JPEG, served for a year', async () => {
    const photo = await bytesOf(sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c04020' } }).jpeg())
    const sent = await upload(photo, 'image/jpeg')
    expect(sent.status).toBe(200)
    const files = publishedFiles(sent.json.publicUrl)
    expect([...new Set(files.map((f) => f.width))]).toEqual([320, 640, 960, 1280, 1920])
    for (const file of files) {
      const served = await getRaw(file.path)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe(
        { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' }[file.format],
      )
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(served.headers.get('x-content-type-options')).toBe('nosniff')
      const meta = await sharp(served.bytes).metadata()
      expect(meta.width).toBe(file.width)
      expect(meta.height).toBe(Math.round((file.width * 1600) / 2400))
      expect(meta.format as string).toBe({ avif: 'heif', webp: 'webp', jpg: 'jpeg', png: 'png' }[file.format])
    }
    // Its main colour rides in the address, for the page to paint while it loads.
    const colour = readPictureAddress(sent.json.publicUrl)?.colour ?? ''
    const channels = [1, 3, 5].map((at) => Number.parseInt(colour.slice(at, at + 2), 16))
    expect(channels.map((channel, i) => Math.abs(channel - [0xc0, 0x40, 0x20][i]) < 16)).toEqual([true, true, true])
  }, 60_000)

  test('the original is kept privately: in the uploads folder, but at no address', async () => {
    const before = new Set(readdirSync(join(dataDir, 'uploads', 'originals')))
    const sent = await upload(png(), 'image/png')
    const added = readdirSync(join(dataDir, 'uploads', 'originals')).filter((n) => !before.has(n))
    expect(added).toHaveLength(1)
    expect(await Bun.file(join(dataDir, 'uploads', 'originals', added[0])).bytes()).toEqual(png())
    expect(added[0]).not.toContain(sent.json.publicUrl.split('/').pop().split('_')[0])
    expect((await getRaw(`/uploads/originals/${added[0]}`)).status).toBe(404)
    expect((await getRaw(`/uploads/originals%2F${added[0]}`)).status).not.toBe(200)
  }, 60_000)

  test('a logo with see-through parts stays see-through (PNG and WebP)', async () => {
    const logo = await bytesOf(
      sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png(),
    )
    const sent = await upload(logo, 'image/png')
    expect(sent.status).toBe(200)
    expect(sent.json.publicUrl).toEndWith('_600.png')
    for (const file of publishedFiles(sent.json.publicUrl).filter((f) => f.format !== 'avif')) {
      expect((await sharp((await getRaw(file.path)).bytes).metadata()).hasAlpha).toBe(true)
    }
  }, 60_000)

  test("an iPhone's HEIC photo is accepted and published like any other", async () => {
    const sent = await upload(await fixture('iphone.heic'), 'image/heic')
    expect(sent.status).toBe(200)
    expect(sent.json).toMatchObject({ width: 160, height: 120 })
    const served = await getRaw(sent.json.publicUrl)
    expect((await sharp(served.bytes).metadata()).format).toBe('jpeg')
  }, 60_000)

  test('a photo over 10 MB is reduced, not refused', async () => {
    const noisy = await bytesOf(
      sharp({
        create: { width: 2200, height: 2000, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
      }).png({ compressionLevel: 0 }),
    )
    expect(noisy.byteLength).toBeGreaterThan(10 * 1024 * 1024)
    const sent = await upload(noisy, 'image/png')
    expect(sent.status).toBe(200)
    const largest = await getRaw(sent.json.publicUrl)
    expect(largest.bytes.byteLength).toBeLessThan(noisy.byteLength / 2)
  }, 60_000)

  test('an animated GIF, an SVG with script, a polyglot and a decompression bomb each get their answer, and nothing is stored', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 20, height: 20, channels: 3, background: colour } })
        .png()
        .toBuffer()
    const animated = await bytesOf(sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } }).gif())
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>')
    const polyglot = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode('<html><script>alert(3)</script></html>')])
    const bomb = pngBomb(40_000, 40_000)
    const before = readdirSync(join(dataDir, 'uploads')).length
    const cases = [
      [animated, 'image/gif', 415, 'Moving pictures (animated GIFs) cannot be used. Please choose a still picture.'],
      [svg, 'image/png', 415, 'SVG drawings cannot be uploaded, as they can carry code. Please save it as a PNG and upload that.'],
      [polyglot, 'image/jpeg', 415, 'That picture could not be read. Please choose another file, or save it again as a JPEG or PNG.'],
      [bomb, 'image/png', 413, 'That picture is too large (more than 50 megapixels). Please choose a smaller one.'],
    ] as const
    const FORMAT_OF = { 'image/gif': 'gif', 'image/jpeg': 'jpeg', 'image/png': 'png' } as const
    for (const [bytes, type, status, message] of cases) {
      const { uploadUrl } = (await askForSlot({ contentType: type })).json
      const res = await putBytes(uploadUrl, new Uint8Array(bytes), type)
      expect([res.status, res.json.message]).toEqual([status, message])
      // A refusal leaves the link usable for a good file.
      expect((await putBytes(uploadUrl, await bytesOf(sharp(png()).toFormat(FORMAT_OF[type])), type)).status).toBe(200)
    }
    // Only the four good files' pictures were added (each: 3 formats at one width).
    expect(readdirSync(join(dataDir, 'uploads')).length).toBe(before + 4 * 3)
  }, 60_000)

  test('a real picture with a page appended is published without it', async () => {
    const appended = new Uint8Array([...png(), ...new TextEncoder().encode('<html><script>alert(4)</script></html>')])
    const sent = await upload(appended, 'image/png')
    expect(sent.status).toBe(200)
    for (const file of publishedFiles(sent.json.publicUrl)) {
      expect(new TextDecoder('latin1').decode((await getRaw(file.path)).bytes)).not.toContain('<script')
    }
  }, 60_000)
})

describe('sending the file', () => {
  test('an upload URL works once', async () => {
    const { uploadUrl } = (await askForSlot()).json
    const { publicUrl } = (await putBytes(uploadUrl, png(), 'image/png')).json
    expect(existsSync(join(dataDir, 'uploads', publicUrl.split('/').pop()))).toBe(true)
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
    const { uploadUrl } = (await askForSlot()).json
    const wrong = await putBytes(uploadUrl, png(), 'image/jpeg')
    expect(wrong.status).toBe(415)
    expect(wrong.json.message).toBe('Please select a valid image file')
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

  test('HTML sent as image/png is 415 and nothing is stored', async () => {
    const { uploadUrl } = (await askForSlot()).json
    const before = readdirSync(join(dataDir, 'uploads')).length
    const html = new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>')
    const res = await putBytes(uploadUrl, html, 'image/png')
    expect(res.status).toBe(415)
    expect(res.json.message).toBe('Please select a valid image file')
    expect(readdirSync(join(dataDir, 'uploads')).length).toBe(before)
    // Nor is an empty body.
    expect((await putBytes(uploadUrl, new Uint8Array(), 'image/png')).status).toBe(415)
  })

  test('a file over 25 MB is refused when sent', async () => {
    const { uploadUrl } = (await askForSlot()).json
    const big = new Uint8Array(25 * 1024 * 1024 + 1)
    big.set(png())
    const res = await putBytes(uploadUrl, big, 'image/png')
    expect(res.status).toBe(413)
    expect(res.json.message).toBe('Image must be smaller than 25MB')
    expect((await putBytes(uploadUrl, png(), 'image/png')).status).toBe(200)
  })

  test('a file over 25 MB sent in chunks (no Content-Length) is refused too, without reading the rest', async () => {
    const { uploadUrl } = (await askForSlot()).json
    const chunk = new Uint8Array(1024 * 1024)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(png())
        else if (sent > 80) return controller.close()
        else controller.enqueue(chunk)
        sent++
      },
    })
    const res = await t.app.handle(
      new Request(`http://localhost${uploadUrl}`, { method: 'PUT', headers: { 'content-type': 'image/png' }, body }),
    )
    expect(res.status).toBe(413)
    expect((await res.json()).message).toBe('Image must be smaller than 25MB')
    expect(sent).toBeLessThan(35)
  })

  test('an expired upload URL is 403', async () => {
    const { uploadUrl } = (await askForSlot()).json
    await t.db
      .update(uploads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploads.tokenHash, new Bun.CryptoHasher('sha256').update(uploadUrl.split('/').pop()).digest('hex')))
    const res = await putBytes(uploadUrl, png(), 'image/png')
    expect(res.status).toBe(403)
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

  test('nothing but published pictures (and the private originals) is left in the uploads folder', () => {
    const names = readdirSync(join(dataDir, 'uploads')).filter((n) => !n.startsWith('11111111-') && n !== 'originals')
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) expect(name).toMatch(/^[0-9a-f-]{36}_\d+x\d+_[0-9a-f]{6}_\d+\.(avif|webp|jpg|png)$/)
  })
})

describe('pictures uploaded before they were published', () => {
  test('are published by housekeeping: the record moves to the new address and the old one, with its GPS, stops answering', async () => {
    const key = '22222222-2222-4222-8222-222222222222.jpg'
    writeFileSync(join(dataDir, 'uploads', key), await fixture('phone-photo-with-gps.jpg'))
    await t.db
      .insert(uploads)
      .values({ tokenHash: 'kept', storageKey: key, contentType: 'image/jpeg', maxBytes: 1, expiresAt: new Date(), usedAt: new Date() })
    const [person] = await t.db
      .insert(staffMembers)
      .values({ name: 'Kept Photo', title: 'Verger', photoUrl: `/uploads/${key}` })
      .returning()
    expect((await getRaw(`/uploads/${key}`)).status).toBe(200)

    expect(await publishKeptPictures(t.db, storageFor(t.ctx.config), t.ctx.content)).toBe(1)
    const [after] = await t.db.select().from(staffMembers).where(eq(staffMembers.id, person.id))
    expect(after.photoUrl).toMatch(/^\/uploads\/22222222-2222-4222-8222-222222222222_300x400_[0-9a-f]{6}_300\.jpg$/)
    expect((await getRaw(`/uploads/${key}`)).status).toBe(404)
    const served = await getRaw(after.photoUrl)
    expect(served.status).toBe(200)
    expect(JSON.stringify(exifOf(served.bytes))).not.toContain('GPS')
    // Done once: a second round finds nothing left to publish.
    expect(await publishKeptPictures(t.db, storageFor(t.ctx.config), t.ctx.content)).toBe(0)
  })

  test('a kept file that is gone is skipped, not retried, and never fails the round', async () => {
    await t.db.insert(uploads).values({
      tokenHash: 'gone',
      storageKey: '33333333-3333-4333-8333-333333333333.png',
      contentType: 'image/png',
      maxBytes: 1,
      expiresAt: new Date(),
      usedAt: new Date(),
    })
    expect(await publishKeptPictures(t.db, storageFor(t.ctx.config), t.ctx.content)).toBe(0)
    const [row] = await t.db.select().from(uploads).where(eq(uploads.tokenHash, 'gone'))
    expect(row.width).toBe(0)
  })
})
