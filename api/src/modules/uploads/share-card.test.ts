import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { testApp } from '../../test/harness'
import { siteOf } from '../../test/site-pages'

const dataDir = mkdtempSync(join(tmpdir(), 'share-card-'))
const t = await testApp({ DATA_DIR: dataDir })
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const admin = await t.admin()
const site = siteOf(t)

/** A wide logo: a red word-mark on nothing (see-through), uploaded as the Settings tab does. */
async function uploadLogo() {
  const logo = await sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: { create: { width: 400, height: 120, channels: 4, background: '#cc0000' } }, left: 100, top: 40 }])
    .png()
    .toBuffer()
  const slot = await t.request('POST', '/api/upload-image', { body: { fileName: 'logo.png', contentType: 'image/png' }, cookie: admin })
  const res = await t.app.handle(
    new Request(`http://localhost${slot.json.uploadUrl}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(logo),
    }),
  )
  return (await res.json()).publicUrl as string
}

/** Saves the settings as they are, with these changed. */
async function saveSettings(changes: Record<string, unknown>) {
  const { hasSmtpPassword: _has, updatedAt: _at, ...settings } = (await t.request('GET', '/api/admin/site-config', { cookie: admin })).json
  const res = await t.request('PUT', '/api/admin/site-config', { body: { ...settings, ...changes }, cookie: admin })
  expect(res.status).toBe(200)
  return res.json
}

const pixel = async (bytes: Uint8Array, x: number, y: number) => {
  const { data } = await sharp(bytes).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true })
  return [...data.subarray(0, 3)]
}
const near = (actual: number[], expected: number[]) => actual.every((c, i) => Math.abs(c - expected[i]) < 24)

describe('a link preview made from the logo', () => {
  test('is used where staff chose it: the logo, whole, on the secondary colour, 1200×630', async () => {
    const logo = await uploadLogo()
    const saved = await saveSettings({ logoUrl: logo, secondaryColor: '#1e3a5f', logoShareImage: true })
    expect(saved.logoShareImage).toBe(true)

    const image = (await site.page('/')).meta('og:image') as string
    expect(image).toMatch(/\/share-card\/[0-9a-f-]{36}_600x200_[0-9a-f]{6}_1e3a5f\.jpg$/)
    // Pages with no picture of their own use it too.
    expect((await site.page('/plan-a-visit')).meta('og:image')).toBe(image)

    const res = await t.app.handle(new Request(`http://localhost${new URL(image).pathname}`))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const card = new Uint8Array(await res.arrayBuffer())
    expect(await sharp(card).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' })
    expect(near(await pixel(card, 600, 315), [0xcc, 0, 0])).toBe(true)
    expect(near(await pixel(card, 5, 5), [0x1e, 0x3a, 0x5f])).toBe(true)
  })

  test('is not used when staff have not chosen it, or the logo is a web address', async () => {
    await saveSettings({ logoShareImage: false })
    expect((await site.page('/')).meta('og:image')).toEndWith('/share-card.jpg')
    await saveSettings({ logoShareImage: true, logoUrl: 'https://images.example.org/logo.png' })
    expect((await site.page('/')).meta('og:image')).toEndWith('/share-card.jpg')
  })

  test('an address that names no logo is 404 (400 for a hidden slash)', async () => {
    for (const file of [
      '00000000-0000-4000-8000-000000000000_600x200_aabbcc_1e3a5f.jpg',
      '..%2F..%2Fetc%2Fpasswd',
      'logo.jpg',
      '00000000-0000-4000-8000-000000000000_600x200_aabbcc_zzzzzz.jpg',
    ]) {
      const res = await t.app.handle(new Request(`http://localhost/share-card/${file}`))
      expect(res.status).toBe(file.includes('%2F') ? 400 : 404)
    }
  })
})
