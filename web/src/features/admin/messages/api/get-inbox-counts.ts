import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions } from '../../api/admin-query'

/**
 * GET /api/admin/inbox-counts: how many messages and visit requests there are of each status,
 * counted by the server. The Messages tab's badge, the Overview, the inbox filters and its pages
 * read these; every admin change refreshes them with the rest.
 */
const fetchInboxCounts = () => unwrap(api.admin['inbox-counts'].get())
export type InboxCounts = Awaited<ReturnType<typeof fetchInboxCounts>>

export const inboxCountsQueryOptions = () => adminQueryOptions(['inbox-counts'], fetchInboxCounts)

export const useInboxCounts = () => useQuery(inboxCountsQueryOptions())

/** New messages and new visit requests together: the number beside 'Messages'. */
export const newInboxItems = (counts: InboxCounts | undefined) =>
  counts ? counts.contactMessages.new + counts.visitorRequests.new : undefined
