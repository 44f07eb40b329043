import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'
import { activeFilters, type SermonFilters, sermonChoices } from '../sermon-filters'

/** GET /api/sermons with the active filters; empty ones are not sent. */
const fetchSermons = (filters: SermonFilters) => unwrap(api.sermons.get({ query: activeFilters(filters) }))

/**
 * The sermon list screen (SPEC §7): the filter state is part of the key and the list is refetched on
 * every mount. While a new filter loads, the previous results stay on screen instead of flashing
 * 'Loading sermons...'.
 */
export const sermonsQueryOptions = (filters: SermonFilters) =>
  queryOptions({
    queryKey: ['sermons', 'list', activeFilters(filters)],
    queryFn: () => fetchSermons(filters),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  })

export const useSermons = (filters: SermonFilters) => useQuery(sermonsQueryOptions(filters))

/**
 * The speaker and series dropdown options come from every sermon, not the filtered list, so choosing
 * a speaker never empties the series list. Same request and key as the unfiltered list, but read
 * from the cache once loaded.
 */
export const sermonChoicesQueryOptions = () =>
  queryOptions({
    queryKey: sermonsQueryOptions({}).queryKey,
    queryFn: () => fetchSermons({}),
    select: sermonChoices,
  })

export const useSermonChoices = () => useQuery(sermonChoicesQueryOptions())

export type SermonSummary = Awaited<ReturnType<typeof fetchSermons>>[number]
