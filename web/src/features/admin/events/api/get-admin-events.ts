import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions } from '../../api/admin-query'

/** SPEC §9: admin lists load at most 100 items. */
export const ADMIN_LIST_LIMIT = 100

/** Every event (past and upcoming), soonest first, for the Events tab. */
export const adminEventsQueryOptions = () =>
  adminQueryOptions(['events', { limit: ADMIN_LIST_LIMIT }], () => unwrap(api.events.get({ query: { limit: ADMIN_LIST_LIMIT } })))

export const useAdminEvents = () => useQuery(adminEventsQueryOptions())

export type AdminEvent = NonNullable<ReturnType<typeof useAdminEvents>['data']>[number]
