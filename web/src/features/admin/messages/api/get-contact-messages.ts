import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { INBOX_PAGE_SIZE, nextInboxOffset } from './inbox-page'

const fetchContactMessages = (offset: number) => unwrap(api.admin['contact-messages'].get({ query: { limit: INBOX_PAGE_SIZE, offset } }))
export type ContactMessage = Awaited<ReturnType<typeof fetchContactMessages>>[number]

/** GET /api/admin/contact-messages?limit=10&offset=…: newest first, older pages on request; no retry (SPEC §6). */
export const contactMessagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['admin', 'contact-messages'],
    queryFn: ({ pageParam }) => fetchContactMessages(pageParam),
    initialPageParam: 0,
    getNextPageParam: nextInboxOffset,
    retry: false,
    meta: { admin: true },
  })

export const useContactMessages = () => useInfiniteQuery(contactMessagesQueryOptions())
