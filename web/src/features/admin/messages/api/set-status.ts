import type { CONTACT_MESSAGE_STATUSES, VISITOR_REQUEST_STATUSES } from '@church/api/models/messages'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { notify } from '../../../../components/ui/toaster'
import { ApiError, api, unwrap } from '../../../../lib/api'
import { failureWords } from '../../../../lib/failure-words'
import { isOnline } from '../../../../lib/online'
import { reportAdminCallFailure } from '../../../../lib/query-client'
import { useAdminMutation } from '../../api/admin-query'
import { CONTACT_MESSAGES_KEY } from './get-contact-messages'
import { VISITOR_REQUESTS_KEY } from './get-visitor-requests'
import { oneAtATime, type QueuedStatus, replayQueue, type SendFailure } from './offline-queue'
import { queueStatusChange, statusQueue } from './queued-statuses'

export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number]
export type VisitorRequestStatus = (typeof VISITOR_REQUEST_STATUSES)[number]

/** One status change in the inbox: a contact message or a visitor request. */
export type StatusChange =
  | { kind: 'contact'; id: string; status: ContactMessageStatus }
  | { kind: 'visitor'; id: string; status: VisitorRequestStatus }

/** The toast texts (docs/product.md#messages-tab), under the title 'Status Updated' ('Move to inbox' sets an item back to new). */
const STATUS_TOASTS = {
  contact: { new: 'Message moved to the inbox', responded: 'Message marked as responded', archived: 'Message has been archived' },
  visitor: { new: 'Visitor moved to the inbox', contacted: 'Visitor marked as contacted', visited: 'Visitor marked as visited' },
} as const

export const statusToast = (change: StatusChange): string =>
  change.kind === 'contact' ? STATUS_TOASTS.contact[change.status] : STATUS_TOASTS.visitor[change.status]

/**
 * PUT /api/admin/contact-messages/{id} or /api/admin/visitor-requests/{id} with `{ status }`.
 * The one place a status is written. Setting the same status twice is harmless (the server allows
 * re-marking), which is what makes replaying the offline queue safe.
 */
export async function setInboxStatus(change: StatusChange): Promise<void> {
  if (change.kind === 'contact') await unwrap(api.admin['contact-messages']({ id: change.id }).put({ status: change.status }))
  else await unwrap(api.admin['visitor-requests']({ id: change.id }).put({ status: change.status }))
}

const asChange = (entry: QueuedStatus) => ({ kind: entry.kind, id: entry.itemId, status: entry.status }) as StatusChange

/** Offline, or the connection dropped mid-request: kept on this device, marked 'Pending' on its card. */
function keepForLater(change: StatusChange) {
  queueStatusChange({ kind: change.kind, itemId: change.id, status: change.status })
  notify.info('Pending', `${statusToast(change)} on this device. It will be saved when you're back online.`)
}

/**
 * Marks a message or visit request; 'Status Updated' toast, then every list refreshes. Without a
 * connection the change waits in the offline queue instead (decision 0010).
 */
export const useSetInboxStatus = () =>
  useAdminMutation({
    mutationFn: setInboxStatus,
    keepForLater,
    onSuccess: (_saved, change) => {
      notify.success('Status Updated', statusToast(change))
    },
  })

// --- Replaying the queue -------------------------------------------------------------------------

type InboxItem = { id: string; status: string; subject?: string; fullName?: string }
/** Every cached page of every filter of one list. */
const listKey = (kind: QueuedStatus['kind']) => (kind === 'contact' ? CONTACT_MESSAGES_KEY : VISITOR_REQUESTS_KEY)

const cachedItem = (client: QueryClient, entry: QueuedStatus) =>
  client
    .getQueriesData<InboxItem[]>({ queryKey: listKey(entry.kind) })
    .flatMap(([, page]) => page ?? [])
    .find((item) => item.id === entry.itemId)

/** The saved status shows at once, before the lists are fetched again (no flash of the old one). */
function showSaved(client: QueryClient, entry: QueuedStatus) {
  client.setQueriesData<InboxItem[]>({ queryKey: listKey(entry.kind) }, (page) =>
    page?.map((item) => (item.id === entry.itemId ? { ...item, status: entry.status } : item)),
  )
}

/** The message or request as staff know it: its subject, or the visitor's name. */
function nameOf(client: QueryClient, entry: QueuedStatus) {
  const item = cachedItem(client, entry)
  const name = entry.kind === 'contact' ? item?.subject : item?.fullName
  return name ? `"${name}"` : entry.kind === 'contact' ? 'a message' : 'a visit request'
}

const classify = (error: unknown): SendFailure =>
  error instanceof ApiError ? (error.status === 401 ? 'signed-out' : 'refused') : 'offline'

/** One replay at a time in this tab, and (where the browser can) across the admin's tabs. */
const withDeviceLock = <T>(task: () => Promise<T>): Promise<T> =>
  navigator.locks ? navigator.locks.request('church-admin-status-queue', task) : task()

let replayClient: QueryClient | undefined
const replayOnce = oneAtATime(() =>
  withDeviceLock(() =>
    replayQueue(
      statusQueue,
      async (entry) => {
        await setInboxStatus(asChange(entry))
        if (replayClient) showSaved(replayClient, entry)
      },
      classify,
    ),
  ),
)

async function replay(client: QueryClient) {
  if (!isOnline() || statusQueue.read().length === 0) return
  replayClient = client
  const report = await replayOnce()
  if (report.sent.length > 0) {
    const only = report.sent.length === 1 ? report.sent[0] : undefined
    notify.success('Status Updated', only ? statusToast(asChange(only)) : `${report.sent.length} status changes made offline were saved`)
  }
  if (report.refused.length > 0) {
    const [first] = report.refused
    const reason = failureWords(first.error, 'the server refused it')
    const more = report.refused.length > 1 ? ` (and ${report.refused.length - 1} more)` : ''
    notify.error('Error', `Couldn't update ${nameOf(client, first.entry)}${more}: ${reason}`)
  }
  if (report.stoppedBy === 'signed-out') reportAdminCallFailure(new ApiError(401, 'Unauthorized'))
  if (report.sent.length > 0 || report.refused.length > 0) await client.invalidateQueries({ queryKey: ['admin'] })
}

/** How often a waiting queue is tried again while the browser says it is online (a dead Wi-Fi, a server restart). */
const RETRY_MS = 30_000

/**
 * Sends the waiting status changes when the dashboard opens online, when the connection comes
 * back, and every 30 s while some wait. Mounted once, by the dashboard.
 */
export function useQueuedStatusReplay() {
  const client = useQueryClient()
  useEffect(() => {
    const run = () => void replay(client)
    run()
    window.addEventListener('online', run)
    const timer = window.setInterval(run, RETRY_MS)
    return () => {
      window.removeEventListener('online', run)
      window.clearInterval(timer)
    }
  }, [client])
}
