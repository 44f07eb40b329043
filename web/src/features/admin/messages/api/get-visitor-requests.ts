import type { VISITOR_REQUEST_STATUSES } from '@church/api/models/messages'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { INBOX_PAGE_SIZE } from './inbox-page'

/** A status, or 'all'. */
export type VisitorFilter = (typeof VISITOR_REQUEST_STATUSES)[number] | 'all'

const fetchVisitorRequests = (filter: VisitorFilter, page: number) =>
  unwrap(
    api.admin['visitor-requests'].get({
      query: { limit: INBOX_PAGE_SIZE, offset: page * INBOX_PAGE_SIZE, ...(filter === 'all' ? {} : { status: filter }) },
    }),
  )
export type VisitorRequest = Awaited<ReturnType<typeof fetchVisitorRequests>>[number]

/** The key every page of every filter shares: a status change refreshes them all. */
export const VISITOR_REQUESTS_KEY = ['admin', 'visitor-requests'] as const

/**
 * GET /api/admin/visitor-requests?status=…&limit=10&offset=…: one page of one status, newest
 * first; the page before stays on screen while the next loads. No retry.
 */
export const visitorRequestsQueryOptions = (filter: VisitorFilter, page: number) =>
  queryOptions({
    queryKey: [...VISITOR_REQUESTS_KEY, filter, page],
    queryFn: () => fetchVisitorRequests(filter, page),
    placeholderData: keepPreviousData,
    retry: false,
    meta: { admin: true },
  })

export const useVisitorRequests = (filter: VisitorFilter, page: number) => useQuery(visitorRequestsQueryOptions(filter, page))
