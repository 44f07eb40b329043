import { useSyncExternalStore } from 'react'
import { OfflineError } from '../../../../lib/online'
import { ADMIN_STORAGE_EVENT, adminCacheOwner, adminQueueKey } from '../../../session/admin-cache'
import { type InboxKind, parseQueue, type QueuedStatus, type QueueStore, withChange } from './offline-queue'

/**
 * The offline status queue of the signed-in admin, in localStorage (`church-admin-queue:<user id>`):
 * it survives a reload and closing the app, and goes at sign-out with the rest of the admin's data
 * (features/session/admin-cache.ts).
 */
const queueKey = () => {
  const owner = adminCacheOwner()
  return owner === null ? null : adminQueueKey(owner)
}

const storage = (): Storage | undefined => {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

const announce = () => window.dispatchEvent(new Event(ADMIN_STORAGE_EVENT))

export const statusQueue: QueueStore = {
  read: () => {
    const key = queueKey()
    return key ? parseQueue(storage()?.getItem(key) ?? null) : []
  },
  write: (queue) => {
    const key = queueKey()
    if (!key) return
    if (queue.length === 0) storage()?.removeItem(key)
    else storage()?.setItem(key, JSON.stringify(queue))
    announce()
  },
}

/** Keeps one status change to send later. Without a signed-in admin to keep it for, it is refused. */
export function queueStatusChange(change: { kind: InboxKind; itemId: string; status: string }) {
  if (queueKey() === null) throw new OfflineError()
  statusQueue.write(withChange(statusQueue.read(), change, new Date(), crypto.randomUUID()))
}

// The waiting changes as a React snapshot: the same array until the stored text changes.
let snapshot: { key: string | null; text: string | null; queue: QueuedStatus[] } = { key: null, text: null, queue: [] }
function currentQueue() {
  const key = queueKey()
  const text = key ? (storage()?.getItem(key) ?? null) : null
  if (key !== snapshot.key || text !== snapshot.text) snapshot = { key, text, queue: parseQueue(text) }
  return snapshot.queue
}
function subscribe(onChange: () => void) {
  window.addEventListener(ADMIN_STORAGE_EVENT, onChange)
  // Another tab of the same admin queued, sent or cleared something.
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(ADMIN_STORAGE_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

export const queuedKey = (kind: InboxKind, itemId: string) => `${kind}:${itemId}`

/** The waiting changes by item (`queuedKey(kind, id)`), for the cards' 'Pending' marks. */
export function useQueuedStatuses(): ReadonlyMap<string, QueuedStatus> {
  const queue = useSyncExternalStore(subscribe, currentQueue, () => snapshot.queue)
  return byItem(queue)
}

const maps = new WeakMap<QueuedStatus[], Map<string, QueuedStatus>>()
function byItem(queue: QueuedStatus[]) {
  let map = maps.get(queue)
  if (!map) {
    map = new Map(queue.map((entry) => [queuedKey(entry.kind, entry.itemId), entry]))
    maps.set(queue, map)
  }
  return map
}
