import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions } from '../../api/admin-query'

/** SPEC §9: admin lists load at most 100 items. */
const ADMIN_LIST_LIMIT = 100

/** Upcoming events, soonest first (GET /api/events?upcoming=true&limit=100): the Overview's count and list. */
export const upcomingEventsQueryOptions = () =>
  adminQueryOptions(['events', { upcoming: true, limit: ADMIN_LIST_LIMIT }], () =>
    unwrap(api.events.get({ query: { upcoming: true, limit: ADMIN_LIST_LIMIT } })),
  )

export const useUpcomingEvents = () => useQuery(upcomingEventsQueryOptions())
