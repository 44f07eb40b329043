import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'

/** One sermon (SPEC §7: fetched only when there is an id; refetched on every mount). */
export const sermonQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['sermons', 'detail', id],
    queryFn: () => unwrap(api.sermons({ id }).get()),
    enabled: id !== '',
    refetchOnMount: 'always',
  })

export const useSermon = (id: string) => useQuery(sermonQueryOptions(id))
