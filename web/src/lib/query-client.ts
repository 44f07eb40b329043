import { QueryClient } from '@tanstack/react-query'

/**
 * SPEC §9 data-fetching defaults: data never goes stale, no refetch interval, no refetch on
 * window focus, no retries. Screens that must refetch on mount say so in their own query options.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  })
}
