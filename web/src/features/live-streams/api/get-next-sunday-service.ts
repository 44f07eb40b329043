import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'

const fetchNextService = async () => (await unwrap(api['sunday-services'].next.get())).service
export type NextSundayService = NonNullable<Awaited<ReturnType<typeof fetchNextService>>>

/** Staff mark a service live while it is on: a page left open asks again every few minutes. */
const LIVE_CHECK_MS = 2 * 60 * 1000

/**
 * The next Sunday service (or today's, while it is on), null when none is entered: the server picks
 * it by the church's clock and says whether it is live.
 */
export const nextSundayServiceQueryOptions = () =>
  queryOptions({
    queryKey: ['sunday-services', 'next'],
    queryFn: fetchNextService,
    // Fresh for a minute: the route's prefetch serves the first render; a later visit asks again.
    staleTime: 60 * 1000,
    refetchInterval: LIVE_CHECK_MS,
    refetchIntervalInBackground: false,
  })

export const useNextSundayService = () => useQuery(nextSundayServiceQueryOptions())
