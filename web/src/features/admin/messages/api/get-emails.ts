import type { OutboxStatus } from '@church/api/models/email'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { INBOX_PAGE_SIZE, nextInboxOffset } from '../../api/inbox-page'

const fetchEmails = (offset: number, status: OutboxStatus | undefined) =>
  unwrap(api.admin.emails.get({ query: { limit: INBOX_PAGE_SIZE, offset, ...(status ? { status } : {}) } }))
export type OutboxEmail = Awaited<ReturnType<typeof fetchEmails>>[number]

/** While an email waits to go out (seconds, with the worker awake), the list looks again this often. */
const IN_FLIGHT_REFRESH_MS = 5000

/**
 * GET /api/admin/emails?limit=10&offset=…&status=…: newest first, older pages on request, no retry.
 * While any shown email is pending or being sent, the list refreshes itself until they are done.
 */
export const emailsQueryOptions = (status?: OutboxStatus) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'emails', status ?? 'all'],
    queryFn: ({ pageParam }) => fetchEmails(pageParam, status),
    initialPageParam: 0,
    getNextPageParam: nextInboxOffset,
    retry: false,
    meta: { admin: true },
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.some((email) => email.status === 'pending' || email.status === 'sending'))
        ? IN_FLIGHT_REFRESH_MS
        : false,
  })

export const useEmails = (status?: OutboxStatus) => useInfiniteQuery(emailsQueryOptions(status))
