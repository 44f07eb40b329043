import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'

const fetchLiveStreams = () => unwrap(api['live-streams'].get())
export type LiveStream = Awaited<ReturnType<typeof fetchLiveStreams>>[number]

/** Every recorded or live service; search, type filter and sort happen in the browser (docs/product.md#live-streams). */
export const liveStreamsQueryOptions = () =>
  queryOptions({
    queryKey: ['live-streams', 'list'],
    queryFn: fetchLiveStreams,
  })

export const useLiveStreams = () => useQuery(liveStreamsQueryOptions())
