import type { VISITOR_REQUEST_STATUSES } from '@church/api/models/messages'
import { api, unwrap } from '../../../../lib/api'
import { type InboxQuery, inboxPages } from '../../api/inbox-page'

/** A status, or 'all'. */
export type VisitorFilter = (typeof VISITOR_REQUEST_STATUSES)[number] | 'all'

const fetchVisitorRequests = (query: InboxQuery<VisitorFilter>) => unwrap(api.admin['visitor-requests'].get({ query }))
export type VisitorRequest = Awaited<ReturnType<typeof fetchVisitorRequests>>[number]

/** The key every page of every filter shares: a status change refreshes them all. */
export const VISITOR_REQUESTS_KEY = ['admin', 'visitor-requests'] as const

/** GET /api/admin/visitor-requests?status=…&limit=10&offset=…: one page of one status, newest first (inbox-page.ts). */
export const useVisitorRequests = inboxPages(VISITOR_REQUESTS_KEY, fetchVisitorRequests)
