import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'
import { refetchOnVisit } from '../../../lib/page-reads'

const HOME_EVENT_COUNT = 3

/** The next few events for the home page, refetched on mount. */
export const upcomingEventsQueryOptions = (limit = HOME_EVENT_COUNT) =>
  queryOptions({
    queryKey: ['events', { upcoming: true, limit }],
    queryFn: () => unwrap(api.events.get({ query: { upcoming: true, limit } })),
    refetchOnMount: refetchOnVisit,
  })

export const useUpcomingEvents = (limit?: number) => useQuery(upcomingEventsQueryOptions(limit))
