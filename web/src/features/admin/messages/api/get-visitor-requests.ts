import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { INBOX_PAGE_SIZE, nextInboxOffset } from './inbox-page'

const fetchVisitorRequests = (offset: number) => unwrap(api.admin['visitor-requests'].get({ query: { limit: INBOX_PAGE_SIZE, offset } }))
export type VisitorRequest = Awaited<ReturnType<typeof fetchVisitorRequests>>[number]

/** GET /api/admin/visitor-requests?limit=10&offset=…: newest first, older pages on request; no retry (SPEC §6). */
export const visitorRequestsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['admin', 'visitor-requests'],
    queryFn: ({ pageParam }) => fetchVisitorRequests(pageParam),
    initialPageParam: 0,
    getNextPageParam: nextInboxOffset,
    retry: false,
    meta: { admin: true },
  })

export const useVisitorRequests = () => useInfiniteQuery(visitorRequestsQueryOptions())
