import { useSyncExternalStore } from 'react'

/**
 * The page's side of the service worker (web/sw/sw.ts, decision 0010): registration, the calm
 * "new version" prompt, and the messages the page sends it.
 */

type UpdateState = { available: boolean; apply: () => void }
let update: UpdateState = { available: false, apply: () => {} }
const listeners = new Set<() => void>()
const setUpdate = (next: UpdateState) => {
  update = next
  for (const listener of listeners) listener()
}

/** 'A new version is available': whether to offer it, and the Reload that activates it. */
export function useAppUpdate() {
  const state = useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    () => update,
    // The server's page never offers an update.
    () => update,
  )
  return { available: state.available, reload: state.apply, dismiss: () => setUpdate({ ...update, available: false }) }
}

/**
 * Registers /sw.js (production only). A new version waits until staff or visitors choose Reload:
 * the waiting worker is then told to take over and the page reloads once it controls the page, so
 * no page ever runs old code against the new worker's files.
 */
export function registerServiceWorker() {
  let chosen = false
  let controlled = Boolean(navigator.serviceWorker.controller)

  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (chosen) {
      // The new version chosen here took over: reload into it.
      window.location.reload()
    } else if (controlled) {
      // Another tab chose it: this page still runs the old code, so it is offered the reload too
      // (never reloaded under someone's typing).
      setUpdate({ available: true, apply: () => window.location.reload() })
    } else {
      // The first install took this page over: what the page already read (before it was
      // controlled) is handed to the worker, so the page reads the same offline.
      const urlsToCache = performance.getEntriesByType('resource').map((entry) => entry.name)
      navigator.serviceWorker.controller?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } })
    }
    controlled = true
  })

  // Workbox registers once the page has loaded (its default); its code is fetched then too, so it
  // is no part of the page's first load.
  const register = async () => {
    const { Workbox } = await import('workbox-window')
    const wb = new Workbox('/sw.js', { type: 'module' })
    wb.addEventListener('waiting', () => {
      setUpdate({
        available: true,
        apply: () => {
          chosen = true
          wb.messageSkipWaiting()
        },
      })
    })
    void wb.register()
  }
  if (document.readyState === 'complete') void register()
  else window.addEventListener('load', () => void register(), { once: true })
}

/**
 * After an admin change: the worker drops its saved copies of public content, so nobody on this
 * device is shown a list from before the change (even when the network is slow). Resolves when the
 * worker has done so, or after a second at most.
 */
export function forgetSavedPublicContent(): Promise<void> {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null
  if (!worker) return Promise.resolve()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    const timer = setTimeout(resolve, 1000)
    channel.port1.onmessage = () => {
      clearTimeout(timer)
      resolve()
    }
    worker.postMessage({ type: 'PUBLIC_CONTENT_CHANGED' }, [channel.port2])
  })
}
