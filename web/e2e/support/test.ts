import { test as base, type Page } from '@playwright/test'
import { trackRequests } from './network'

export { expect } from '@playwright/test'

/**
 * Playwright's `test` with one difference: `page.goto` and `page.reload` of a page of the app
 * return once the app has taken the server's page over (main.tsx marks it), as a visitor's first
 * tap finds it a moment after the page shows. Until then a button or a form is the server's HTML:
 * a form posts the ordinary way, and what was typed is the app's to keep only after it started
 * (the app starts after the first paint, decision 0023). A navigation that asks for its own
 * `waitUntil` (a test watching the page before the app), a page without the app's root (the
 * sign-in page, a file), and JavaScript turned off are left as Playwright has them. Each page's
 * requests are counted from the start, for `networkSettled` (support/network.ts).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    trackRequests(page)
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = async (url, options) => {
        const response = await goto(url, options)
        if (!options?.waitUntil) await takenOver(page)
        return response
      }
      page.reload = async (options) => {
        const response = await reload(options)
        if (!options?.waitUntil) await takenOver(page)
        return response
      }
    }
    await use(page)
  },
})

/** Waits (10 s at most) until the app runs the page, when the page is one of the app's. */
async function takenOver(page: Page) {
  await page
    .waitForFunction(
      () => !document.getElementById('root') || (document.documentElement.dataset.app === 'ready' && !('$_TSR' in window)),
      null,
      { timeout: 10_000 },
    )
    // A test that keeps the app from starting (its scripts held or failing) judges the page itself.
    .catch(() => {})
}
