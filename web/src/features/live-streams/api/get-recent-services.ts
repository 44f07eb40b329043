import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'

const HOME_SERVICE_COUNT = 3

/** The newest recorded or live services for the home page: three (docs/product.md#home). */
export const recentServicesQueryOptions = () =>
  queryOptions({
    queryKey: ['live-streams', { limit: HOME_SERVICE_COUNT }],
    queryFn: async () => (await unwrap(api['live-streams'].get({ query: { limit: HOME_SERVICE_COUNT } }))).items,
  })

export const useRecentServices = () => useQuery(recentServicesQueryOptions())
