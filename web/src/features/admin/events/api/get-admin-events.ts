import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { ADMIN_LIST_LIMIT, adminQueryOptions } from '../../api/admin-query'

/** Events past and upcoming, whole, soonest first, for the Events tab (GET /api/admin/events?limit=100). */
export const adminEventsQueryOptions = () =>
  adminQueryOptions(['events', { limit: ADMIN_LIST_LIMIT }], () => unwrap(api.admin.events.get({ query: { limit: ADMIN_LIST_LIMIT } })))

export const useAdminEvents = () => useQuery(adminEventsQueryOptions())

export type AdminEvent = NonNullable<ReturnType<typeof useAdminEvents>['data']>[number]
