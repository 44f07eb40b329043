/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

declare let self: ServiceWorkerGlobalScope

// The built app shell (filled in at build time by vite-plugin-pwa's injectManifest).
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Page navigations get the cached shell; the router renders the page. Server paths never do:
// /api/login and /api/logout are real navigations, uploads and feeds are files.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/uploads\//, /^\/feeds\//],
  }),
)

// A waiting update takes over when the page asks (the reload prompt sends this).
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting()
})

// Control open pages at once, so the first visit is already served offline-ready.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})
