import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { ADMIN_LIST_LIMIT, adminQueryOptions } from '../../api/admin-query'

/** Upcoming events, soonest first (GET /api/admin/events?upcoming=true&limit=100, whole: their edit buttons open the form): the Overview's count and list. */
export const upcomingEventsQueryOptions = () =>
  adminQueryOptions(['events', { upcoming: true, limit: ADMIN_LIST_LIMIT }], () =>
    unwrap(api.admin.events.get({ query: { upcoming: true, limit: ADMIN_LIST_LIMIT } })),
  )

export const useUpcomingEvents = () => useQuery(upcomingEventsQueryOptions())
