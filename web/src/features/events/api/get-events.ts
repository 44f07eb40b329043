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

/** One month of the events calendar (GET /api/events/month), this month when `month` is not given; refetched on each visit like the list. */
export const eventMonthQueryOptions = (month: string | undefined) =>
  queryOptions({
    queryKey: ['events', 'month', month ?? 'this'],
    queryFn: () => unwrap(api.events.month.get({ query: month ? { month } : {} })),
    refetchOnMount: refetchOnVisit,
    refetchOnWindowFocus: 'always',
  })

export const useEventMonth = (month: string | undefined) => useQuery(eventMonthQueryOptions(month))
export type EventMonth = NonNullable<ReturnType<typeof useEventMonth>['data']>
export type MonthEvent = EventMonth['days'][number]['events'][number]
