import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['site-config'],
    queryFn: () => unwrap(api['site-config'].get()),
  })

export const useSiteConfig = () => useQuery(siteConfigQueryOptions())
