import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './support/test'

/**
 * A clean console: every public page and the sign-in page load without an error or a warning (an
 * unknown Permissions-Policy feature, a missing /favicon.ico, a blocked script, a failed request ...).
 *
 * This machine has no internet, so the outside hosts the demo church's pages use are answered by
 * stand-ins (never ignored wholesale): YouTube's player frame and its thumbnails, the Google Maps
 * frame, and the demo events' Unsplash photos.
 */

const PAGES = ['/', '/about', '/about/staff', '/events', '/sermons', '/live-streams', '/contact', '/plan-a-visit', '/give', '/offering']

const PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="#94a3b8"/></svg>`
const FRAME = '<!doctype html><title>Stand-in</title><p>Stand-in frame</p>'

async function standIns(context: BrowserContext) {
  // Pictures: YouTube thumbnails (sermons, live streams, the home page's video) and Unsplash (demo events).
  for (const host of ['https://i.ytimg.com/**', 'https://images.unsplash.com/**'])
    await context.route(host, (route) => route.fulfill({ contentType: 'image/svg+xml', body: PICTURE }))
  // Frames: the YouTube player (the home page's hero video) and the map (contact, plan a visit).
  for (const host of ['https://www.youtube.com/embed/**', 'https://www.youtube-nocookie.com/embed/**', 'https://www.google.com/maps**'])
    await context.route(host, (route) => route.fulfill({ contentType: 'text/html', body: FRAME }))
}

/** Errors and warnings from the console, uncaught errors, and requests that could not be made, as they happen. */
function listen(page: Page) {
  const heard: string[] = []
  const requested: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      heard.push(`${message.type()}: ${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => heard.push(`uncaught: ${error.message}`))
  // A frame that cannot reach its host fails silently in the console: failed requests are heard too,
  // except those the page cancelled itself (a map frame whose address changed once the church's
  // address arrived, a frame still loading when the test ends).
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText
    if (reason !== 'net::ERR_ABORTED') heard.push(`failed: ${request.url()} ${reason}`)
  })
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  return { heard, requested }
}

/** Loads a page and lets it settle: its reads, pictures, frames, and the service worker's first install. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path)
  await page.waitForLoadState('networkidle')
  // Lazy pictures below the fold are asked for too.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForLoadState('networkidle')
  return response
}

test.beforeEach(async ({ context }) => standIns(context))

for (const path of PAGES) {
  test(`${path} loads with a clean console`, async ({ page }) => {
    const { heard } = listen(page)
    const response = await visit(page, path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(heard).toEqual([])
  })
}

test('a page that is not found says only that', async ({ page }) => {
  const { heard } = listen(page)
  const response = await visit(page, '/no-such-page')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The one line Chromium always writes for a page answered 404, as it should be (not a soft 404).
  expect(response?.status()).toBe(404)
  expect(heard).toEqual([
    `error: Failed to load resource: the server responded with a status of 404 (Not Found) (${new URL('/no-such-page', page.url()).href})`,
  ])
})

test('the sign-in page: a clean console, and the site icon instead of a missing /favicon.ico', async ({ page }) => {
  const { heard, requested } = listen(page)
  await visit(page, '/api/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  expect(heard).toEqual([])
  expect(requested).not.toContain('/favicon.ico')
  // Headless Chromium never asks for /favicon.ico by itself (a visible browser does, and got a 404):
  // the page naming the site's icon is what keeps it from asking.
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/icon.svg')
})
