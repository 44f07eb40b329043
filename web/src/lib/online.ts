import { useSyncExternalStore } from 'react'
import { ApiError } from './api'

/**
 * Whether the browser says it is online (`navigator.onLine`, followed through the online/offline
 * events). "Online" can still mean a dead Wi-Fi; the screens treat a failed request as offline too.
 */
export const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false

export function subscribeToNetwork(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** Re-renders when the connection comes or goes. */
export const useOnline = () => useSyncExternalStore(subscribeToNetwork, isOnline, () => true)

/** What staff read when a change can't be saved because there is no connection. */
export const OFFLINE_SAVE_TEXT = "You're offline. Changes can be saved when you're back online."

/** A change refused before it was sent, because the browser is offline. */
export class OfflineError extends Error {
  constructor() {
    super(OFFLINE_SAVE_TEXT)
    this.name = 'OfflineError'
  }
}

/**
 * True when a call got no answer from the server at all (offline, the connection dropped mid-request,
 * the server unreachable), as opposed to an answer that refused it (an ApiError with its status).
 */
export const isConnectionLost = (error: unknown) => error instanceof OfflineError || !(error instanceof ApiError)
