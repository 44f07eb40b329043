import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { expect, test } from './support/test'

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string }
type Manifest = {
  id: string
  name: string
  short_name: string
  start_url: string
  scope: string
  display: string
  theme_color: string
  background_color: string
  icons: ManifestIcon[]
  shortcuts: { name: string; url: string; icons: ManifestIcon[] }[]
}

/** A PNG's width and height, read from its header (IHDR). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

async function manifestOf(page: Page): Promise<Manifest> {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBeTruthy()
  const response = await page.request.get(href as string)
  expect(response.ok()).toBe(true)
  return response.json()
}

test('the web app manifest: name, theme colour, icons, standalone, and shortcuts to Sermons, Events and Admin', async ({ page }) => {
  await page.goto('/')
  const manifest = await manifestOf(page)
  expect(manifest).toMatchObject({
    id: '/',
    name: 'Anglican Church of Santa Rosa Beach',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#2563eb',
  })
  expect(manifest.short_name.length).toBeLessThanOrEqual(12)

  // Each icon is a real PNG of the size it claims; one is maskable.
  const wanted = [
    { sizes: '192x192', purpose: 'any' },
    { sizes: '512x512', purpose: 'any' },
    { sizes: '512x512', purpose: 'maskable' },
  ]
  for (const want of wanted) {
    const icon = manifest.icons.find((i) => i.sizes === want.sizes && (i.purpose ?? 'any') === want.purpose)
    expect(icon, `${want.sizes} ${want.purpose} icon`).toBeTruthy()
    const file = await page.request.get((icon as ManifestIcon).src)
    expect(file.headers()['content-type']).toBe('image/png')
    const [width, height] = want.sizes.split('x').map(Number)
    expect(pngSize(await file.body())).toEqual({ width, height })
  }

  expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
    ['Sermons', '/sermons'],
    ['Events', '/events'],
    ['Admin', '/admin'],
  ])
  for (const shortcut of manifest.shortcuts) {
    const file = await page.request.get(shortcut.icons[0].src)
    expect(pngSize(await file.body())).toEqual({ width: 96, height: 96 })
  }
})

test('Chromium finds the site installable', async ({ baseURL }, testInfo) => {
  // Chromium never offers installing from an incognito-like context (Playwright's default), so this
  // one runs in a browser profile of its own, as a person's would be.
  const profile = mkdtempSync(join(tmpdir(), 'church-install-'))
  const context = await chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/')
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const cdp = await context.newCDPSession(page)
    // Chromium reads the manifest and checks it (icons, display, start URL, service worker): no errors.
    await expect
      .poll(async () => {
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
        return installabilityErrors.map((e) => e.errorId)
      })
      .toEqual([])
    const { url, errors } = await cdp.send('Page.getAppManifest')
    expect(url).toMatch(/\/manifest\.webmanifest$/)
    expect(errors).toEqual([])
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})
