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

/** Whether the home hero may start its background video now (SPEC §2 Home; rules in hero-video.ts). */
export function useBackgroundVideoAllowed(): boolean {
  const pageLoaded = useSyncExternalStore(subscribeToLoad, isLoaded)
  const reducedMotion = useSyncExternalStore(subscribeToMotion, prefersReducedMotion)
  const online = useSyncExternalStore(subscribeToNetwork, isOnline)
  return backgroundVideoAllowed({ pageLoaded, reducedMotion, online, saveData: savesData() })
}
