import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'

/**
 * SPEC §9 data-fetching defaults: data never goes stale, no refetch interval, no refetch on
 * window focus, no retries. Screens that must refetch on mount say so in their own query options.
 */
/** Queries and mutations marked `meta: { admin: true }` report failures here (set by the admin). */
let adminFailureHandler: ((error: unknown) => void) | undefined
export const onAdminFailure = (handler: (error: unknown) => void) => {
  adminFailureHandler = handler
}
const reportAdminFailure = (error: unknown, meta: Record<string, unknown> | undefined) => {
  if (meta?.admin) adminFailureHandler?.(error)
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportAdminFailure(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => reportAdminFailure(error, mutation.meta) }),
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
