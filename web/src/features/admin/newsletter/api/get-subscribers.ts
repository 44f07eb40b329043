import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions } from '../../api/admin-query'

const fetchSubscribers = () => unwrap(api.admin.newsletters.get())
export type Subscriber = Awaited<ReturnType<typeof fetchSubscribers>>[number]

/** GET /api/admin/newsletters: every subscriber, newest first; no retry (SPEC §6). */
export const subscribersQueryOptions = () => adminQueryOptions(['newsletters'], fetchSubscribers)

export const useSubscribers = () => useQuery(subscribersQueryOptions())
