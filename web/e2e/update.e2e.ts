import type { Page } from '@playwright/test'
import { expect, test } from './support/test'

/**
 * The update flow (decision 0010). A "new version" is the same worker under another script URL
 * (/sw.js?next): the browser installs it as an update of the registration, exactly like a new
 * deploy, without touching the files the other tests are served.
 */
async function deployNextVersion(page: Page) {
  await page.goto('/')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await page.evaluate(async () => {
    ;(window as Window & { beforeUpdate?: boolean }).beforeUpdate = true
    await navigator.serviceWorker.register('/sw.js?next', { type: 'module' })
  })
}
const waitingVersion = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.scriptURL ?? null)
/**
 * A message round trip to the waiting worker: it handles a page's messages in the order they were
 * sent, so it answers once it has handled every message sent before. (CACHE_URLS without a list of
 * addresses keeps nothing and only answers.)
 */
const answeredByWaitingVersion = (page: Page) =>
  page.evaluate(async () => {
    const waiting = (await navigator.serviceWorker.getRegistration())?.waiting
    if (!waiting) throw new Error('no version is waiting')
    await new Promise((answered) => {
      const channel = new MessageChannel()
      channel.port1.onmessage = answered
      waiting.postMessage({ type: 'CACHE_URLS' }, [channel.port2])
    })
  })

test('a new version waits for Reload, then takes over the page', async ({ page }) => {
  await deployNextVersion(page)

  const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' })
  await expect(prompt).toBeVisible()
  // Nothing happens by itself: the page keeps running its own version until asked. Whatever the page
  // sent the new version when it offered it (a request to take over, say) has been handled by now.
  await answeredByWaitingVersion(page)
  expect(await page.evaluate(() => (window as Window & { beforeUpdate?: boolean }).beforeUpdate)).toBe(true)
  expect(await waitingVersion(page)).toMatch(/\/sw\.js\?next$/)
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/)

  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()])
  // A fresh page, controlled by the new version from its first line.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  expect(await page.evaluate(() => (window as Window & { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined()
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js\?next$/)
})

test('Not now leaves the page as it is; the update keeps waiting', async ({ page }) => {
  await deployNextVersion(page)
  await page.getByRole('button', { name: 'Not now' }).click()
  await expect(page.getByText('A new version is available')).toHaveCount(0)
  expect(await waitingVersion(page)).toMatch(/\/sw\.js\?next$/)
  expect(await page.evaluate(() => (window as Window & { beforeUpdate?: boolean }).beforeUpdate)).toBe(true)
})
