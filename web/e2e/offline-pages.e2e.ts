import { controlled, keptPages, savedReads } from './support/offline'
import { expect, test } from './support/test'

/**
 * Pages offline (decision 0010): every navigation goes to the network first, so online its head and
 * Content-Security-Policy are always the server's of today; a page visited once is kept and opens
 * offline as the server last sent it; a page never visited gets the app shell.
 */

const SHELL_TITLE = '<title>Anglican Church of Santa Rosa Beach</title>'

const titleOf = (html: string) => html.match(/<title>[^<]*<\/title>/)?.[0] ?? ''
/** The church's colours in a page's head (api/src/plugins/page-theme.ts). */
const coloursOf = (html: string) => html.match(/<style id="site-theme">[^<]*<\/style>/)?.[0] ?? ''

test('a page visited once opens offline as the server last sent it; a page never visited gets the shell', async ({ page, context }) => {
  // The first visit (before the worker): handed to the worker once it takes over.
  const about = await page.goto('/about')
  const aboutHtml = (await about?.text()) ?? ''
  const aboutTitle = titleOf(aboutHtml)
  expect(coloursOf(aboutHtml)).toContain('--c-primary:#')
  expect(aboutTitle).not.toBe('')
  expect(aboutTitle).not.toBe(SHELL_TITLE)
  const aboutHeading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
  await controlled(page)
  await expect.poll(() => keptPages(page)).toContain('/about')
  // Kept with it: the site configuration, which an unvisited page's header reads offline.
  await expect.poll(() => savedReads(page)).toContain('/api/site-config')

  // Controlled: the server's page through the worker, with the server's own policy.
  const visit = await page.goto('/plan-a-visit')
  expect(visit?.fromServiceWorker()).toBe(true)
  expect(visit?.headers()['content-security-policy']).toContain("script-src 'self'")
  const visitTitle = titleOf((await visit?.text()) ?? '')
  expect(visitTitle).not.toBe(SHELL_TITLE)
  const visitHeading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
  await expect.poll(() => keptPages(page)).toContain('/plan-a-visit')

  // The sermon list's filters are part of its address; a page that is not found is never kept.
  await page.goto('/sermons?search=grace')
  await expect.poll(() => keptPages(page)).toContain('/sermons?search=grace')
  const missing = await page.goto('/no-such-page')
  expect(missing?.status()).toBe(404)
  expect(await keptPages(page)).not.toContain('/no-such-page')

  await context.setOffline(true)
  for (const [path, title, heading] of [
    ['/about', aboutTitle, aboutHeading],
    ['/plan-a-visit', visitTitle, visitHeading],
  ]) {
    const res = await page.goto(path)
    expect(res?.fromServiceWorker()).toBe(true)
    expect(titleOf((await res?.text()) ?? '')).toBe(title)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  }
  const never = await page.goto('/events')
  expect(never?.fromServiceWorker()).toBe(true)
  const shellHtml = (await never?.text()) ?? ''
  expect(titleOf(shellHtml)).toBe(SHELL_TITLE)
  // In the church's colours from its first paint, copied from a kept page (the built shell has none).
  expect(coloursOf(shellHtml)).toMatch(/^<style id="site-theme">html:root\{--c-primary:#[0-9a-f]{6};/)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
})

test('a kept page of another build is not shown offline: the shell of this build is', async ({ page, context }) => {
  await page.goto('/contact')
  await controlled(page)
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
  // As if kept before an update: its scripts are no longer in the precache.
  await page.evaluate(async () => {
    const cache = await caches.open('pages-v1')
    const html =
      '<!doctype html><html><head><title>Old build</title><script type="module" src="/assets/index-0ldBu1ld.js"></script></head><body><div id="root"></div></body></html>'
    await cache.put('/contact', new Response(html, { headers: { 'content-type': 'text/html;charset=utf-8' } }))
  })
  await context.setOffline(true)
  const res = await page.goto('/contact')
  expect(res?.fromServiceWorker()).toBe(true)
  expect(titleOf((await res?.text()) ?? '')).toBe(SHELL_TITLE)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
})

test("an admin's save on this device drops the kept pages with the saved reads", async ({ page }) => {
  await page.goto('/about')
  await controlled(page)
  await page.goto('/plan-a-visit')
  await expect.poll(() => keptPages(page)).toContain('/plan-a-visit')
  // What the dashboard posts after every saved change (lib/service-worker.ts, forgetSavedPublicContent).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        navigator.serviceWorker.controller?.postMessage({ type: 'PUBLIC_CONTENT_CHANGED' }, [channel.port2])
      }),
  )
  expect(await keptPages(page)).toEqual([])
  expect(await page.evaluate(() => caches.has('public-api-v1'))).toBe(false)
})
