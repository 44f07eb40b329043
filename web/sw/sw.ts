/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import type { WorkboxPlugin } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { addRoute, cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precache } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies'
import {
  buildAssets,
  CACHE_NAMES,
  DROPPED_ON_CONTENT_CHANGE,
  detailPaths,
  isKeptImage,
  isKeptPage,
  isKeptPageResponse,
  isOutdatedRuntimeCache,
  isPublicRead,
  NOT_THE_APP,
  SHELL_READS,
  savesData,
  shellInTheme,
} from './rules'

declare let self: ServiceWorkerGlobalScope & {
  /** Cookie Store API (Chromium): reads the readable "signed in" hint; absent elsewhere. */
  cookieStore?: { get(name: string): Promise<unknown> }
}

const DAY_SECONDS = 24 * 60 * 60
const origin = self.location.origin

// The built app shell: every page's code and styles (filled in at build time by injectManifest).
precache(self.__WB_MANIFEST)
cleanupOutdatedCaches()

const staffSignedIn = async () => {
  try {
    return Boolean(await self.cookieStore?.get('church_signed_in'))
  } catch {
    return false
  }
}

// --- Pages: network first (3 s), then the page kept for that address, then the app shell ------------
// Online, every page comes from the server: its head and its Content-Security-Policy (which names the
// giving and offering hosts staff set) are always today's. The precached shell answered every
// navigation before, with the policy of the day the precache was filled: a changed giving address was
// then blocked on every returning visitor's reload.

/** The app shell of this build (the site's default head): for a page offline that was never kept. */
const builtShell = createHandlerBoundToURL('index.html')

/** The page last kept (pages-v1): its head has the church's colours as the server last wrote them. */
async function lastKeptPage(): Promise<string | undefined> {
  const cache = await caches.open(CACHE_NAMES.pages)
  const requests = await cache.keys()
  const last = requests.at(-1)
  return last ? (await cache.match(last))?.text() : undefined
}

/**
 * The shell in the church's colours (rules.ts, shellInTheme), copied from the page last kept: an
 * unvisited page offline paints in them, as the server's pages do; its header reads the site
 * configuration kept with every page (below) for the church's name and logo.
 */
const shell: typeof builtShell = async (options) => {
  const response = await builtShell(options)
  const kept = await lastKeptPage().catch(() => undefined)
  if (!kept || !/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) return response
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.delete('content-encoding')
  return new Response(shellInTheme(await response.text(), kept), { status: response.status, statusText: response.statusText, headers })
}

/** A kept page loads its build's files: only shown while this worker's precache has every one. */
const runsOnThisBuild = async (page: Response) => {
  const found = await Promise.all(buildAssets(await page.clone().text()).map((path) => matchPrecache(path)))
  return found.every(Boolean)
}

/**
 * A page kept: the site configuration and the menus are kept too, once per content version (an admin's change drops
 * both), so a page never visited opens offline with the church's name, logo and colours. A page the
 * server rendered carries its configuration inside, so the app never reads it there itself.
 */
const keepSiteConfig: WorkboxPlugin = {
  cacheDidUpdate: async ({ event }) => {
    for (const path of SHELL_READS) {
      const request = new Request(new URL(path, origin).href, { credentials: 'same-origin' })
      if (await caches.match(request, { cacheName: CACHE_NAMES.publicApi })) continue
      await publicReads.handle({ event, request }).catch(() => undefined)
    }
  },
}

const pagePlugins: WorkboxPlugin[] = [
  { cacheWillUpdate: async ({ response }) => (isKeptPageResponse(response) ? response : null) },
  keepSiteConfig,
  new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
  {
    cachedResponseWillBeUsed: async ({ cachedResponse }) =>
      cachedResponse && (await runsOnThisBuild(cachedResponse)) ? cachedResponse : null,
  },
]
/** Visitors: a slow network answers from the kept page after 3 s (the network's answer still replaces it). */
const pages = new NetworkFirst({ cacheName: CACHE_NAMES.pages, networkTimeoutSeconds: 3, plugins: pagePlugins })
/** Someone signed in: waits for the network, as their public reads do; the kept page only when it fails. */
const pagesForStaff = new NetworkFirst({ cacheName: CACHE_NAMES.pages, plugins: pagePlugins })
/** The dashboard's page is never kept: from the network, else the shell (which restores the admin's own copies). */
const dashboardPage = new NetworkOnly()

// Registered before the precache's own route, which would answer '/' with the precached index.html.
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        if (!isKeptPage(options.url)) return await dashboardPage.handle(options)
        return await ((await staffSignedIn()) ? pagesForStaff : pages).handle(options)
      } catch {
        return shell(options)
      }
    },
    { denylist: NOT_THE_APP },
  ),
)
addRoute()

// --- Public reads: network first (3 s), then the saved copy -------------------------------------

/** Fetches the detail reads of a list's first items, so the pages it links to open offline. */
const fetchDetailsAhead: WorkboxPlugin = {
  cacheDidUpdate: async ({ request, newResponse, event }) => {
    const connection = (self.navigator as WorkerNavigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection
    if (savesData(request.headers.get('save-data'), connection)) return
    const paths = detailPaths(new URL(request.url).pathname, await newResponse.json().catch(() => null))
    const cache = await caches.open(CACHE_NAMES.publicApi)
    for (const path of paths) {
      const detail = new Request(new URL(path, origin).href, { credentials: 'same-origin' })
      if (await cache.match(detail)) continue
      // One at a time: a small budget, never a burst on a phone's connection.
      await publicReads.handle({ event, request: detail }).catch(() => undefined)
    }
  },
}

const publicReadPlugins = [
  new CacheableResponsePlugin({ statuses: [200] }),
  new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
  fetchDetailsAhead,
]
/** Visitors: a slow network answers from the saved copy after 3 s. */
const publicReads = new NetworkFirst({ cacheName: CACHE_NAMES.publicApi, networkTimeoutSeconds: 3, plugins: publicReadPlugins })
/** Someone signed in (staff checking their own change): waits for the network; the copy only when it fails. */
const publicReadsForStaff = new NetworkFirst({ cacheName: CACHE_NAMES.publicApi, plugins: publicReadPlugins })

registerRoute(
  ({ url, request }) => isPublicRead(url, request, origin),
  async (options) => ((await staffSignedIn()) ? publicReadsForStaff : publicReads).handle(options),
)

// --- Pictures: the saved copy first, 30 days, at most 120 ------------------------------------------

const images = new CacheFirst({
  cacheName: CACHE_NAMES.images,
  plugins: [
    // 0: YouTube thumbnails are cross-origin pictures without CORS, kept as they come.
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
  ],
})
registerRoute(({ url, request }) => isKeptImage(url, request, origin), images)

// --- Messages from the page --------------------------------------------------------------------------

/** First install: the first visit's own page and reads, made before this worker controlled the page. */
async function keepFirstVisit(urls: unknown, event: ExtendableMessageEvent) {
  if (!Array.isArray(urls)) return
  const page = event.source && 'url' in event.source ? new URL(event.source.url) : undefined
  if (page?.origin === origin && isKeptPage(page)) {
    page.hash = ''
    const request = new Request(page.href, { credentials: 'same-origin', headers: { accept: 'text/html' } })
    await pages.handle({ event, request }).catch(() => undefined)
  }
  await Promise.all(
    urls.map(async (href) => {
      if (typeof href !== 'string') return
      const url = new URL(href)
      if (isPublicRead(url, { method: 'GET', referrer: '' }, origin)) {
        await publicReads.handle({ event, request: new Request(href, { credentials: 'same-origin' }) }).catch(() => undefined)
      } else if (isKeptImage(url, { method: 'GET', destination: 'image', referrer: '' }, origin)) {
        const request = new Request(href, { mode: url.origin === origin ? 'same-origin' : 'no-cors' })
        await images.handle({ event, request }).catch(() => undefined)
      }
    }),
  )
}

self.addEventListener('message', (event) => {
  const reply = () => event.ports[0]?.postMessage({ done: true })
  switch (event.data?.type) {
    // The reload prompt: the waiting update takes over.
    case 'SKIP_WAITING':
      void self.skipWaiting()
      break
    // An admin saved a change: no saved copy from before it may be shown again, not even a page as
    // the fallback of a slow network (its head and policy are from before the change).
    case 'PUBLIC_CONTENT_CHANGED':
      event.waitUntil(Promise.all(DROPPED_ON_CONTENT_CHANGE.map((name) => caches.delete(name))).then(reply))
      break
    case 'CACHE_URLS':
      event.waitUntil(keepFirstVisit(event.data.payload?.urlsToCache, event).then(reply))
      break
  }
})

// Caches of older versions go; the very first install controls open pages at once, so the first
// visit is already offline-ready. (An update never takes over by itself: it waits for the reload
// prompt, and pages it controls were switched to it by that choice.)
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys()
      await Promise.all(names.filter(isOutdatedRuntimeCache).map((name) => caches.delete(name)))
      await self.clients.claim()
    })(),
  )
})
