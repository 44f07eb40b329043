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
export const eventsQueryOptions = (category?: string) =>
  queryOptions({
    queryKey: ['events', { upcoming: true, limit: EVENTS_PAGE_COUNT, category }],
    queryFn: () =>
      unwrap(api.events.get({ query: { upcoming: true, limit: EVENTS_PAGE_COUNT, ...(category !== undefined && { category }) } })),
    refetchOnMount: refetchOnVisit,
    refetchOnWindowFocus: 'always',
  })

export const useEvents = (category?: string) => useQuery(eventsQueryOptions(category))

/** One month of the events calendar (GET /api/events/month), this month when `month` is not given; refetched on each visit like the list. */
export const eventMonthQueryOptions = (month: string | undefined, category?: string) =>
  queryOptions({
    queryKey: ['events', 'month', month ?? 'this', category],
    queryFn: () => unwrap(api.events.month.get({ query: { ...(month && { month }), ...(category !== undefined && { category }) } })),
    refetchOnMount: refetchOnVisit,
    refetchOnWindowFocus: 'always',
  })

export const useEventMonth = (month: string | undefined, category?: string) => useQuery(eventMonthQueryOptions(month, category))

/** The event categories (decision 0057), with how many events each has coming: the row of links on /events and a filtered page's title. */
export const eventCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['events', 'categories'],
    queryFn: () => unwrap(api['event-categories'].get()),
    refetchOnMount: refetchOnVisit,
  })
export const useEventCategories = () => useQuery(eventCategoriesQueryOptions())
export type PublicEventCategory = NonNullable<ReturnType<typeof useEventCategories>['data']>[number]
export type EventMonth = NonNullable<ReturnType<typeof useEventMonth>['data']>
export type MonthEvent = EventMonth['days'][number]['events'][number]
