import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'
import { refetchOnVisit } from '../../../lib/page-reads'
import { type SermonFilters, sermonListQuery } from '../sermon-filters'

/** GET /api/sermons: one page of cards with the active filters (empty ones not sent), and how many match. */
const fetchSermons = (filters: SermonFilters) => unwrap(api.sermons.get({ query: sermonListQuery(filters) }))

/**
 * The sermon list screen: the filters and the page are part of the key and the page is
 * refetched on every mount. While a new filter or page loads, the previous cards stay on screen
 * instead of flashing 'Loading sermons...'.
 */
export const sermonsQueryOptions = (filters: SermonFilters) =>
  queryOptions({
    queryKey: ['sermons', 'list', sermonListQuery(filters)],
    queryFn: () => fetchSermons(filters),
    refetchOnMount: refetchOnVisit,
    placeholderData: keepPreviousData,
  })

export const useSermons = (filters: SermonFilters) => useQuery(sermonsQueryOptions(filters))

/**
 * The speaker and series dropdown options (GET /api/sermons/choices): the names of every sermon,
 * not of the page shown, so choosing a speaker never empties the series list.
 */
export const sermonChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['sermons', 'choices'],
    queryFn: () => unwrap(api.sermons.choices.get()),
  })

export const useSermonChoices = () => useQuery(sermonChoicesQueryOptions())

export type SermonSummary = Awaited<ReturnType<typeof fetchSermons>>['items'][number]
