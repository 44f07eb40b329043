import type { Page } from '@playwright/test'

/** Waits until the service worker controls the page (after a first visit, on its next navigation). */
export const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null)

/** The addresses (path and query) the service worker keeps in one of its caches. */
export const keptIn = (page: Page, cacheName: string) =>
  page.evaluate(async (name) => {
    const cache = await caches.open(name)
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url)
      return url.pathname + url.search
    })
  }, cacheName)

/** The pages kept as the server rendered them. */
export const keptPages = (page: Page) => keptIn(page, 'pages-v1')

/** The public reads kept for offline visits. */
export const savedReads = (page: Page) => keptIn(page, 'public-api-v1')
