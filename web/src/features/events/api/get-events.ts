import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'
import { refetchOnVisit } from '../../../lib/page-reads'

/** The events page shows up to 9 upcoming events (docs/product.md#events-list). */
export const EVENTS_PAGE_COUNT = 9

/**
 * The events page: refetched on mount and on window focus, so a returning visitor sees changes.
 * 'always', because the app-wide data never goes stale (lib/query-client.ts) and `true` would
 * then never refetch.
 */
export const eventsQueryOptions = () =>
  queryOptions({
    queryKey: ['events', { upcoming: true, limit: EVENTS_PAGE_COUNT }],
    queryFn: () => unwrap(api.events.get({ query: { upcoming: true, limit: EVENTS_PAGE_COUNT } })),
    refetchOnMount: refetchOnVisit,
    refetchOnWindowFocus: 'always',
  })

export const useEvents = () => useQuery(eventsQueryOptions())
