import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { readPictureAddress } from '../../lib/picture-address'
import { testApp } from '../../test/harness'
import { siteOf } from '../../test/site-pages'

const dataDir = mkdtempSync(join(tmpdir(), 'logo-pictures-'))
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

type ManifestIcon = { src: string; sizes: string; type: string; purpose: string }

async function manifest() {
  const res = await t.app.handle(new Request('http://localhost/manifest.webmanifest'))
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toStartWith('application/manifest+json')
  expect(res.headers.get('cache-control')).toBe('no-cache')
  return (await res.json()) as { name: string; short_name: string; theme_color: string; icons: ManifestIcon[] }
}

/** A PNG the site serves at `path`: its size, and the colour at a few points. */
async function iconAt(path: string) {
  const res = await t.app.handle(new Request(`http://localhost${path}`))
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('image/png')
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  const bytes = new Uint8Array(await res.arrayBuffer())
  const { width, height, format } = await sharp(bytes).metadata()
  return { width, height, format, bytes, at: (x: number, y: number) => pixel(bytes, x, y) }
}

/** Where the logo lies on an icon: the box around everything that is not the white background. */
async function markOn(icon: { bytes: Uint8Array }) {
  const { info } = await sharp(icon.bytes).trim({ background: '#ffffff' }).toBuffer({ resolveWithObject: true })
  return { left: -(info.trimOffsetLeft ?? 0), top: -(info.trimOffsetTop ?? 0), width: info.width, height: info.height }
}

const RED = [0xcc, 0, 0]
const WHITE = [0xff, 0xff, 0xff]

describe('app icons made from the logo', () => {
  test("until staff choose them, the site's own icons, and the name under the icon made from the church name", async () => {
    await saveSettings({ logoAppIcon: false, appName: '', churchName: 'Anglican Church of Santa Rosa Beach', primaryColor: '#8b1e3f' })
    const shown = await manifest()
    expect(shown).toMatchObject({ name: 'Anglican Church of Santa Rosa Beach', short_name: 'ACSRB', theme_color: '#8b1e3f' })
    expect(shown.icons.map((i) => i.src)).toEqual(['/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-512-maskable.png'])
    const { head } = await site.page('/')
    expect(head).toContain('<link rel="icon" href="/icon.svg" type="image/svg+xml" />')
    expect(head).toContain('<link rel="apple-touch-icon" href="/icons/icon-192.png" />')
  })

  test('chosen: the manifest, the browser tab and the iPhone home screen show the logo on white, at the sizes they name', async () => {
    const logo = await uploadLogo()
    await saveSettings({ logoUrl: logo, logoAppIcon: true, churchName: "St. Mark's Anglican Church, Destin", appName: "St. Mark's" })
    const shown = await manifest()
    expect(shown).toMatchObject({ name: "St. Mark's Anglican Church, Destin", short_name: "St. Mark's" })
    expect(shown.icons.map((i) => [i.sizes, i.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ])
    for (const icon of shown.icons) expect(icon.src).toMatch(/^\/app-icon\/[0-9a-f-]{36}_600x200_[0-9a-f]{6}_(192|512|512_maskable)\.png$/)

    // The logo (a red word-mark three times as wide as tall, on nothing) whole, in the middle, on white.
    const [small, large, maskable] = await Promise.all(shown.icons.map((icon) => iconAt(icon.src)))
    expect(small).toMatchObject({ width: 192, height: 192, format: 'png' })
    expect(large).toMatchObject({ width: 512, height: 512, format: 'png' })
    expect(near(await large.at(256, 256), RED)).toBe(true)
    expect(near(await large.at(4, 4), WHITE)).toBe(true)
    // The logo's see-through margin is left out: the word-mark itself fills the icon but for a tenth
    // of the side on each side...
    const inner = await markOn(large)
    expect(inner.left).toBeGreaterThanOrEqual(50)
    expect(inner.left).toBeLessThanOrEqual(53)
    expect(inner.left + inner.width).toBeGreaterThanOrEqual(459)
    // ...and on the maskable one it stays inside the circle launchers never cut (40% of the side from the middle).
    expect(maskable).toMatchObject({ width: 512, height: 512 })
    const cut = await markOn(maskable)
    const corner = Math.hypot(cut.left - 256, cut.top - 256)
    expect(corner).toBeLessThanOrEqual(0.4 * 512)
    expect(corner).toBeGreaterThan(0.35 * 512)
    expect(Math.hypot(cut.left + cut.width - 256, cut.top + cut.height - 256)).toBeLessThanOrEqual(0.4 * 512)

    // Every page's head names the tab's icon (48 px) and the home screen's (180 px).
    const { head } = await site.page('/sermons')
    const tab = head.match(/<link rel="icon" href="([^"]+)" type="image\/png" \/>/)?.[1] as string
    const homeScreen = head.match(/<link rel="apple-touch-icon" href="([^"]+)" \/>/)?.[1] as string
    expect(await iconAt(tab)).toMatchObject({ width: 48, height: 48 })
    expect(await iconAt(homeScreen)).toMatchObject({ width: 180, height: 180 })
    expect(near(await (await iconAt(homeScreen)).at(0, 0), WHITE)).toBe(true)
  })

  test('the name under the icon: emptied, one made from the church name; too long, refused and nothing saved', async () => {
    await saveSettings({ appName: '' })
    expect((await manifest()).short_name).toBe('SMACD')
    const {
      hasSmtpPassword: _has,
      updatedAt: _at,
      ...settings
    } = (await t.request('GET', '/api/admin/site-config', { cookie: admin })).json
    const res = await t.request('PUT', '/api/admin/site-config', { body: { ...settings, appName: 'x'.repeat(31) }, cookie: admin })
    expect(res.status).toBe(422)
    expect(JSON.stringify(res.json)).toContain('Name under the app icon must be at most 30 characters')
    expect((await manifest()).short_name).toBe('SMACD')
  })

  test("a web address for the logo keeps the site's own icons", async () => {
    await saveSettings({ logoUrl: 'https://images.example.org/logo.png', logoAppIcon: true })
    expect((await manifest()).icons[0].src).toBe('/icons/icon-192.png')
  })

  test('an address that names no icon is 404', async () => {
    const logo = readPictureAddress(await uploadLogo())?.stem as string
    for (const file of [
      `${logo}_100.png`,
      `${logo}_192_maskable.png`,
      `${logo}_192.jpg`,
      '00000000-0000-4000-8000-000000000000_600x200_aabbcc_192.png',
      'icon.png',
    ]) {
      const res = await t.app.handle(new Request(`http://localhost/app-icon/${file}`))
      expect(res.status).toBe(404)
    }
    expect((await t.app.handle(new Request(`http://localhost/app-icon/${logo}_192.png`))).status).toBe(200)
  })
})
