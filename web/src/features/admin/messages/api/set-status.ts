import type { CONTACT_MESSAGE_STATUSES, VISITOR_REQUEST_STATUSES } from '@church/api/models/messages'
import { notify } from '../../../../components/ui/toaster'
import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number]
export type VisitorRequestStatus = (typeof VISITOR_REQUEST_STATUSES)[number]

/** One status change in the inbox: a contact message or a visitor request. */
export type StatusChange =
  | { kind: 'contact'; id: string; status: ContactMessageStatus }
  | { kind: 'visitor'; id: string; status: VisitorRequestStatus }

/** SPEC §4 toast texts, under the title 'Status Updated'. */
const STATUS_TOASTS = {
  contact: { new: 'Message marked as new', responded: 'Message marked as responded', archived: 'Message has been archived' },
  visitor: { new: 'Visitor marked as new', contacted: 'Visitor marked as contacted', visited: 'Visitor marked as visited' },
} as const

export const statusToast = (change: StatusChange): string =>
  change.kind === 'contact' ? STATUS_TOASTS.contact[change.status] : STATUS_TOASTS.visitor[change.status]

/**
 * PUT /api/admin/contact-messages/{id} or /api/admin/visitor-requests/{id} with `{ status }`.
 * The one place a status is written, so it can later be queued while offline. Setting the same
 * status twice is harmless (the server allows re-marking).
 */
export async function setInboxStatus(change: StatusChange): Promise<void> {
  if (change.kind === 'contact') await unwrap(api.admin['contact-messages']({ id: change.id }).put({ status: change.status }))
  else await unwrap(api.admin['visitor-requests']({ id: change.id }).put({ status: change.status }))
}

/** Marks a message or visit request; 'Status Updated' toast, then every list refreshes. */
export const useSetInboxStatus = () =>
  useAdminMutation({
    mutationFn: setInboxStatus,
    onSuccess: (_saved, change) => {
      notify.success('Status Updated', statusToast(change))
    },
  })
