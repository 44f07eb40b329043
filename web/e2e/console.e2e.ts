import type { Page } from '@playwright/test'
import { networkSettled } from './support/network'
import { standIns } from './support/stand-ins'
import { expect, test } from './support/test'

/**
 * A clean console: every public page and the sign-in page load without an error or a warning (an
 * unknown Permissions-Policy feature, a missing /favicon.ico, a blocked script, a failed request ...).
 * The outside hosts the demo church's pages use are answered by stand-ins (support/stand-ins.ts),
 * never ignored wholesale.
 */

const PAGES = [
  '/',
  '/about',
  '/about/staff',
  '/events',
  '/sermons',
  // The books with sermons, and one of the demo church's (decision 0059).
  '/sermons/scripture',
  '/sermons/scripture/psalms',
  '/live-streams',
  '/contact',
  '/plan-a-visit',
  '/prayer',
  '/give',
  '/offering',
]

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
  await networkSettled(page)
  // Lazy pictures below the fold are asked for too.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await networkSettled(page)
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
