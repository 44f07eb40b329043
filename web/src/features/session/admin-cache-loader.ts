import type { QueryClient } from '@tanstack/react-query'
import type * as AdminCache from './admin-cache'
import { hasSignedInHint } from './signed-in-hint'

/**
 * admin-cache.ts, loaded only on a device where staff work: where someone is signed in (the hint
 * cookie) or admin data was left (after a sign-out elsewhere). A visitor's first load carries none of
 * it (web/first-load.budget.ts). Once loaded it starts at once, as it did before the first render.
 */
let client: QueryClient | undefined
let loading: Promise<typeof AdminCache> | undefined
let loaded: typeof AdminCache | undefined

/** What admin-cache.ts keeps in localStorage starts with this (its cache, queue and draft keys). */
const ADMIN_KEYS = 'church-admin-'

function hasStoredAdminData(): boolean {
  try {
    const store = window.localStorage
    for (let i = 0; i < store.length; i++) if (store.key(i)?.startsWith(ADMIN_KEYS)) return true
  } catch {
    // No storage (a private window that refuses it): nothing was left.
  }
  return false
}

/** The admin cache, loaded and started (once). */
export function adminCache(): Promise<typeof AdminCache> {
  loading ??= import('./admin-cache').then((cache) => {
    if (client) cache.startAdminCache(client)
    loaded = cache
    return cache
  })
  return loading
}

/** The admin cache when it has loaded, else undefined (nothing of it is needed yet). */
export const adminCacheLoaded = () => loaded
/** Whether the admin cache is loading or loaded on this page. */
export const adminCacheWanted = () => loading !== undefined

/** At start: remembers the app's cache and loads the admin cache where staff work on this device. */
export function prepareAdminCache(queryClient: QueryClient) {
  client = queryClient
  if (hasSignedInHint() || hasStoredAdminData()) void adminCache()
}

/**
 * The server said who is signed in. Staff who open the dashboard (an admin or an editor) need the
 * cache from now on; anyone else matters only where it is already loaded (it may hold another's data).
 */
export function followSignedInUserLater(user: { id: string; role: AdminCache.CacheRole } | null) {
  if ((user && (user.role === 'admin' || user.role === 'editor')) || adminCacheWanted())
    void adminCache().then((cache) => cache.followSignedInUser(user))
}
