import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'

/** GET /api/search: a page of what the site search finds for `q`, best first. */
export const searchQueryOptions = (q: string, page: number | undefined) =>
  queryOptions({
    queryKey: ['search', q, page ?? 1],
    queryFn: () => unwrap(api.search.get({ query: { q, ...(page && page > 1 && { page }) } })),
    placeholderData: keepPreviousData,
  })

export const useSearch = (q: string, page: number | undefined) => useQuery({ ...searchQueryOptions(q, page), enabled: q.trim() !== '' })
export type SearchFound = NonNullable<ReturnType<typeof useSearch>['data']>
