import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'

/** The active featured content, newest first (the home hero uses the first item of type video: docs/product.md#home). */
export const featuredContentQueryOptions = () =>
  queryOptions({
    queryKey: ['featured-content'],
    queryFn: () => unwrap(api['featured-content'].get()),
  })

export const useFeaturedContent = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...featuredContentQueryOptions(), enabled: options.enabled ?? true })
