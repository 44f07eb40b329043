import { useSyncExternalStore } from 'react'
import { backgroundVideoAllowed } from './hero-video'

/** Browser facts the hero video depends on, each read live so a change (going offline, a new preference) is followed. */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeToLoad(onChange: () => void) {
  window.addEventListener('load', onChange)
  return () => window.removeEventListener('load', onChange)
}
const isLoaded = () => document.readyState === 'complete'

function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches

function subscribeToNetwork(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}
const isOnline = () => navigator.onLine

/** Network Information API: Chromium only, so absent means "no request to save data". */
export const savesData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true

/** Whether the home hero may start its background video now (docs/product.md#home; rules in hero-video.ts). */
export function useBackgroundVideoAllowed(): boolean {
  // The server's page (and the browser's first render, which must match it) shows the poster only.
  const pageLoaded = useSyncExternalStore(subscribeToLoad, isLoaded, () => false)
  const reducedMotion = useSyncExternalStore(subscribeToMotion, prefersReducedMotion, () => true)
  const online = useSyncExternalStore(subscribeToNetwork, isOnline, () => true)
  return backgroundVideoAllowed({ pageLoaded, reducedMotion, online, saveData: savesData() })
}
