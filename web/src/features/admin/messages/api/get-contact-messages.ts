import type { CONTACT_MESSAGE_STATUSES } from '@church/api/models/messages'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { INBOX_PAGE_SIZE } from './inbox-page'

/** A status, or 'all'. */
export type ContactFilter = (typeof CONTACT_MESSAGE_STATUSES)[number] | 'all'

const fetchContactMessages = (filter: ContactFilter, page: number) =>
  unwrap(
    api.admin['contact-messages'].get({
      query: { limit: INBOX_PAGE_SIZE, offset: page * INBOX_PAGE_SIZE, ...(filter === 'all' ? {} : { status: filter }) },
    }),
  )
export type ContactMessage = Awaited<ReturnType<typeof fetchContactMessages>>[number]

/** The key every page of every filter shares: a status change refreshes them all. */
export const CONTACT_MESSAGES_KEY = ['admin', 'contact-messages'] as const

/**
 * GET /api/admin/contact-messages?status=…&limit=10&offset=…: one page of one status, newest
 * first; the page before stays on screen while the next loads. No retry.
 */
export const contactMessagesQueryOptions = (filter: ContactFilter, page: number) =>
  queryOptions({
    queryKey: [...CONTACT_MESSAGES_KEY, filter, page],
    queryFn: () => fetchContactMessages(filter, page),
    placeholderData: keepPreviousData,
    retry: false,
    meta: { admin: true },
  })

export const useContactMessages = (filter: ContactFilter, page: number) => useQuery(contactMessagesQueryOptions(filter, page))
