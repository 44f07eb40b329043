import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'

const HOME_EVENT_COUNT = 3

/** The next few events for the home page (SPEC §7: refetched on mount). */
export const upcomingEventsQueryOptions = (limit = HOME_EVENT_COUNT) =>
  queryOptions({
    queryKey: ['events', { upcoming: true, limit }],
    queryFn: () => unwrap(api.events.get({ query: { upcoming: true, limit } })),
    refetchOnMount: 'always',
  })

export const useUpcomingEvents = (limit?: number) => useQuery(upcomingEventsQueryOptions(limit))
