import type { CONTACT_MESSAGE_STATUSES } from '@church/api/models/messages'
import { api, unwrap } from '../../../../lib/api'
import { type InboxQuery, inboxPages } from '../../api/inbox-page'

/** A status, or 'all'. */
export type ContactFilter = (typeof CONTACT_MESSAGE_STATUSES)[number] | 'all'

const fetchContactMessages = (query: InboxQuery<ContactFilter>) => unwrap(api.admin['contact-messages'].get({ query }))
export type ContactMessage = Awaited<ReturnType<typeof fetchContactMessages>>[number]

/** The key every page of every filter shares: a status change refreshes them all. */
export const CONTACT_MESSAGES_KEY = ['admin', 'contact-messages'] as const

/** GET /api/admin/contact-messages?status=…&limit=10&offset=…: one page of one status, newest first (inbox-page.ts). */
export const useContactMessages = inboxPages(CONTACT_MESSAGES_KEY, fetchContactMessages)
