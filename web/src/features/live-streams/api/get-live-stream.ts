import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'
import { refetchOnVisit } from '../../../lib/page-reads'

/** One service, refetched on every mount. */
export const liveStreamQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['live-streams', 'detail', id],
    queryFn: () => unwrap(api['live-streams']({ id }).get()),
    enabled: id !== '',
    refetchOnMount: refetchOnVisit,
  })

export const useLiveStream = (id: string) => useQuery(liveStreamQueryOptions(id))
