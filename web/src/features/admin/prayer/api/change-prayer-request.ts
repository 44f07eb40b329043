import type { PRAYER_STATUSES } from '@church/api/models/prayer'
import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

export type PrayerStatus = (typeof PRAYER_STATUSES)[number]

/** The toast once a request is marked (under 'Status Updated'). */
const STATUS_TOASTS: Record<PrayerStatus, string> = {
  new: 'Prayer request moved back to New',
  prayed: 'Prayer request marked as prayed for',
  answered: 'Prayer request marked as answered',
  archived: 'Prayer request archived',
}

/**
 * PUT /api/admin/prayer-requests/{id} with `{ status }`. Unlike Messages, a change made offline is not
 * kept on this device to send later: the list itself is never kept here (decision 0053), so the change
 * is refused offline with the dashboard's usual words.
 */
export const useSetPrayerStatus = () =>
  useAdminMutation({
    mutationFn: ({ id, status }: { id: string; status: PrayerStatus }) => unwrap(api.admin['prayer-requests']({ id }).put({ status })),
    success: (saved) => STATUS_TOASTS[saved.status],
  })

/** DELETE /api/admin/prayer-requests/{id}: for good, after the question (no Recently deleted, no Undo). */
export const useDeletePrayerRequest = () =>
  useAdminMutation({
    mutationFn: (id: string) => unwrap(api.admin['prayer-requests']({ id }).delete()),
    success: (answer) => answer.message,
  })
