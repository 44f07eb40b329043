import type { StaffRole } from '@church/api/lib/staff-roles'
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query'
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client'
import { hasSignedInHint } from './signed-in-hint'

/**
 * The staff dashboard's data kept on this device (decision 0010), so an admin who goes offline still
 * sees the lists last loaded. It belongs to one signed-in admin: stored under their id, restored only
 * for them, and wiped at sign-out or when someone else signs in, because an office computer is shared.
 *
 * Only admin queries are kept (`meta.admin`, the `['admin', …]` keys) and the signed-in user; public
 * content is the service worker's business.
 */
const CACHE_PREFIX = 'church-admin-cache:'
const QUEUE_PREFIX = 'church-admin-queue:'
const DRAFT_PREFIX = 'church-admin-draft:'
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
/** Data saved by another build of the app is dropped: its shapes may differ. */
const BUSTER = String(import.meta.env.VITE_APP_VERSION ?? 'dev')
/** Tells same-tab listeners (the offline status queue) that admin storage changed. */
export const ADMIN_STORAGE_EVENT = 'church-admin-storage'

/** Where the offline status queue of one admin lives (features/admin/messages/api/offline-queue.ts). */
export const adminQueueKey = (userId: string) => `${QUEUE_PREFIX}${userId}`

/**
 * Where one admin keeps what they are typing in a dialog (features/admin/components/use-entity-form.ts):
 * kept like the offline queue, through a session that ends, gone at sign-out or when someone else signs in.
 */
export const adminDraftKey = (userId: string, form: string) => `${DRAFT_PREFIX}${userId}:${form}`

let client: QueryClient | undefined
/** The admin whose data may be written on this device now; null when nobody (or a non-admin) is signed in. */
let owner: string | null = null
/** Signing out: the page is on its way to /api/logout and nothing may be kept any more. */
let signingOut = false

export const adminCacheOwner = () => owner

const storage = (): Storage | undefined => {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/**
 * Writes only the current admin's own key: a save that was still waiting when someone signed out
 * (or another person signed in) lands nowhere.
 */
const ownerOnlyStorage = {
  getItem: (key: string) => storage()?.getItem(key) ?? null,
  setItem: (key: string, value: string) => {
    if (owner !== null && key === `${CACHE_PREFIX}${owner}`) storage()?.setItem(key, value)
  },
  removeItem: (key: string) => storage()?.removeItem(key),
}

const persisters = new Map<string, Persister>()
const persisterFor = (userId: string) => {
  let persister = persisters.get(userId)
  if (!persister) {
    persister = createSyncStoragePersister({ storage: ownerOnlyStorage, key: `${CACHE_PREFIX}${userId}` })
    persisters.set(userId, persister)
  }
  return persister
}

const isAdminQuery = (query: Query) =>
  query.meta?.admin === true || query.queryKey[0] === 'admin' || (query.queryKey[0] === 'auth' && query.queryKey[1] === 'user')

function snapshot(): PersistedClient | undefined {
  if (!client || owner === null) return undefined
  return {
    buster: BUSTER,
    timestamp: Date.now(),
    clientState: dehydrate(client, {
      // Never a list marked not to stay on the device (prayer requests' words: decision 0053).
      shouldDehydrateQuery: (query) => query.state.status === 'success' && isAdminQuery(query) && query.meta?.keptOnDevice !== false,
      shouldDehydrateMutation: () => false,
    }),
  }
}

/** Saved at most once a second while the dashboard is in use (the persister throttles). */
function save() {
  const persisted = snapshot()
  if (persisted && owner !== null) void persisterFor(owner).persistClient(persisted)
}

/** Saved at once when the page is left or hidden: a save still waiting for its second would be lost. */
function saveNow() {
  const persisted = snapshot()
  if (!persisted || owner === null) return
  try {
    ownerOnlyStorage.setItem(`${CACHE_PREFIX}${owner}`, JSON.stringify(persisted))
  } catch {
    // Storage full or refused: the dashboard simply won't open offline.
  }
}

/** The admins with something stored here (normally none or one). */
function storedOwners(): string[] {
  const store = storage()
  if (!store) return []
  const ids = new Set<string>()
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i) ?? ''
    for (const prefix of [CACHE_PREFIX, QUEUE_PREFIX]) if (key.startsWith(prefix)) ids.add(key.slice(prefix.length))
    if (key.startsWith(DRAFT_PREFIX)) ids.add(key.slice(DRAFT_PREFIX.length).split(':')[0])
  }
  return [...ids]
}

/**
 * Removes stored admin data: everything, or all but `keep`'s (and, when given, keeps `keepQueueOf`'s
 * queue and drafts, or everyone's with `keepQueues`).
 */
function removeStored({
  keep,
  keepQueueOf,
  keepQueues = false,
}: {
  keep?: string | null
  keepQueueOf?: string | null
  keepQueues?: boolean
} = {}) {
  const store = storage()
  if (!store) return
  const doomed: string[] = []
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i) ?? ''
    const isCache = key.startsWith(CACHE_PREFIX)
    // Drafts go with the queue: what was typed or changed offline is kept for the same person.
    const isQueue = key.startsWith(QUEUE_PREFIX) || key.startsWith(DRAFT_PREFIX)
    if (!isCache && !isQueue) continue
    const id = key.startsWith(DRAFT_PREFIX)
      ? key.slice(DRAFT_PREFIX.length).split(':')[0]
      : key.slice((isCache ? CACHE_PREFIX : QUEUE_PREFIX).length)
    if (id === keep || (isQueue && (keepQueues || id === keepQueueOf))) continue
    doomed.push(key)
  }
  for (const key of doomed) store.removeItem(key)
  window.dispatchEvent(new Event(ADMIN_STORAGE_EVENT))
}

/** Offline start: the last admin's lists, marked stale so they are fetched again once the connection is back. */
function restore(userId: string) {
  if (!client) return
  // Sync storage: the persister answers at once.
  const stored = persisterFor(userId).restoreClient() as PersistedClient | undefined
  if (!stored) return
  if (stored.buster !== BUSTER || !stored.timestamp || Date.now() - stored.timestamp > MAX_AGE_MS) {
    storage()?.removeItem(`${CACHE_PREFIX}${userId}`)
    return
  }
  hydrate(client, stored.clientState)
  void client.invalidateQueries({ predicate: isAdminQuery, refetchType: 'none' })
}

/**
 * At start. Without the signed-in hint nobody is signed in here any more (signed out, possibly in
 * another tab, or the session ended): nothing may stay. Offline, the one admin with stored data is
 * restored (the server can't be asked who is signed in). Online nothing is restored: the dashboard
 * loads fresh data once the server says who is signed in (`followSignedInUser`).
 */
export function startAdminCache(queryClient: QueryClient) {
  client = queryClient
  if (!hasSignedInHint()) removeStored()
  else if (!navigator.onLine) {
    const owners = storedOwners()
    if (owners.length === 1) {
      owner = owners[0]
      restore(owner)
    } else if (owners.length > 1) removeStored()
  }
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') save()
  })
  window.addEventListener('pagehide', saveNow)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saveNow()
  })
}

/**
 * The server said who is signed in (null: nobody). The data of staff who open the dashboard (an admin
 * or an editor) is kept for them from now on;
 * anybody else's stored data goes (while nobody is signed in, drafts and queued changes stay for the
 * sign-in that follows), and a different person's lists leave memory too.
 */
/** The role a signed-in person has, as the cache reads it. */
export type CacheRole = StaffRole

export function followSignedInUser(user: { id: string; role: StaffRole } | null) {
  if (signingOut) return
  const next = user && (user.role === 'admin' || user.role === 'editor') ? user.id : null
  if (next !== owner) {
    if (owner !== null) client?.removeQueries({ queryKey: ['admin'] })
    owner = next
  }
  // Nobody signed in (the session ended): what was typed or queued waits for the sign-in that follows;
  // it goes when someone else signs in, or at sign-out.
  if (storedOwners().some((id) => id !== next)) removeStored({ keep: next, keepQueues: next === null })
  save()
}

/** Sign-out: every admin's stored data, the offline queue and the lists in memory. */
export function forgetAdminData() {
  signingOut = true
  owner = null
  removeStored()
  client?.removeQueries({ queryKey: ['admin'] })
  client?.removeQueries({ queryKey: ['auth'] })
}

/**
 * An admin call answered 401: the session ended. The stored lists go at once (the sign-in page
 * follows); the status changes still waiting to be sent stay, under the admin's id, so they are sent
 * when the same person signs in again, and dropped if someone else does.
 */
export function forgetAdminDataAfterSessionEnded() {
  const queueOwner = owner
  owner = null
  // A second 401 right after the first (another list was loading) finds no owner: it keeps every
  // queue and draft too, or it would drop what the first kept. Someone else signing in drops them.
  removeStored({ keepQueueOf: queueOwner, keepQueues: queueOwner === null })
}

/** How many status changes made offline still wait to be sent for the signed-in admin. */
export function waitingChangesCount(): number {
  if (owner === null) return 0
  try {
    const queue: unknown = JSON.parse(storage()?.getItem(adminQueueKey(owner)) ?? '[]')
    return Array.isArray(queue) ? queue.length : 0
  } catch {
    return 0
  }
}

/**
 * The Logout link: nothing of the admin's stays on this device. Changes made offline and not yet sent
 * would be lost, so the person is asked first; declining stays signed in.
 */
export function signOutOnThisDevice(): boolean {
  const waiting = waitingChangesCount()
  if (waiting > 0) {
    const what = waiting === 1 ? '1 status change made offline has' : `${waiting} status changes made offline have`
    if (!window.confirm(`${what} not been sent yet. Sign out anyway and lose ${waiting === 1 ? 'it' : 'them'}?`)) return false
  }
  forgetAdminData()
  return true
}
