import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'
import { refetchOnVisit } from '../../../lib/page-reads'
import { type ServiceView, serviceListQuery } from '../service-filters'

/** GET /api/live-streams: one page of services in the view's search, type and order, and how many match. */
const fetchLiveStreams = (view: ServiceView) => unwrap(api['live-streams'].get({ query: serviceListQuery(view) }))
export type LiveStream = Awaited<ReturnType<typeof fetchLiveStreams>>['items'][number]

/**
 * The Live Streams list (docs/product.md#live-streams): the view and the page are part of the key; while
 * another view or page loads, the cards shown stay instead of flashing 'Loading live streams...'.
 */
export const liveStreamsQueryOptions = (view: ServiceView) =>
  queryOptions({
    queryKey: ['live-streams', 'list', serviceListQuery(view)],
    queryFn: () => fetchLiveStreams(view),
    refetchOnMount: refetchOnVisit,
    placeholderData: keepPreviousData,
  })

export const useLiveStreams = (view: ServiceView) => useQuery(liveStreamsQueryOptions(view))
