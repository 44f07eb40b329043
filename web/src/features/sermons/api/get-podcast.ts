import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'

type PodcastFilter = { series?: string; speaker?: string }

/** GET /api/podcast: how many episodes (sermons with audio) the podcast of all sermons, a series or a speaker has. */
export const podcastQueryOptions = (filter: PodcastFilter) =>
  queryOptions({
    queryKey: ['podcast', filter],
    queryFn: () => unwrap(api.podcast.get({ query: filter })),
  })

/** True once the podcast is known to have at least one episode. */
export const usePodcastHasEpisodes = (filter: PodcastFilter) => (useQuery(podcastQueryOptions(filter)).data?.episodes ?? 0) > 0
