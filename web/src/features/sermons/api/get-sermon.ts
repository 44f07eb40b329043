import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'
import { refetchOnVisit } from '../../../lib/page-reads'

/** One sermon: fetched only when there is an id; refetched on every mount. */
export const sermonQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['sermons', 'detail', id],
    queryFn: () => unwrap(api.sermons({ id }).get()),
    enabled: id !== '',
    refetchOnMount: refetchOnVisit,
  })

export const useSermon = (id: string) => useQuery(sermonQueryOptions(id))
export type PublicSermon = Awaited<ReturnType<NonNullable<ReturnType<typeof sermonQueryOptions>['queryFn']>>>
