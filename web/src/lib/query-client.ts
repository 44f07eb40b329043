import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query'
import { ApiError } from './api'

/**
 * The data-fetching defaults: data never goes stale, no refetch interval, no refetch on
 * window focus, no retries. Screens that must refetch on mount say so in their own query options.
 */
/** Queries and mutations marked `meta: { admin: true }` report failures here (set by the admin). */
let adminFailureHandler: ((error: unknown) => void) | undefined
export const onAdminFailure = (handler: (error: unknown) => void) => {
  adminFailureHandler = handler
}
/** An admin call answered 401 (set by the session: features/session/session.ts). */
let sessionEndedHandler: (() => void) | undefined
export const onSessionEnded = (handler: () => void) => {
  sessionEndedHandler = handler
}
const reportAdminFailure = (error: unknown, meta: Record<string, unknown> | undefined) => {
  if (!meta?.admin) return
  // The session ended: the admin data kept on this device goes before the sign-in page opens.
  if (error instanceof ApiError && error.status === 401) sessionEndedHandler?.()
  // A refusal the form says in its own words beside its field (`refusedInPlace`): no toast over it.
  else if (meta.refusedInPlace && error instanceof ApiError && (error.status === 409 || error.status === 422)) return
  adminFailureHandler?.(error)
}
/** For admin calls made outside a query or mutation (the offline status queue's replay). */
export const reportAdminCallFailure = (error: unknown) => reportAdminFailure(error, { admin: true })

export function createQueryClient() {
  // TanStack Query assumes it is online until an 'offline' event arrives; a page opened offline must
  // know at once (decision 0010).
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine)
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportAdminFailure(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => reportAdminFailure(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        // Public reads are asked for even offline: the service worker answers from its saved copies.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  })
  // Admin lists and the signed-in check have no saved copies in the service worker: offline they
  // wait for the connection (showing what this device kept for the admin) instead of failing.
  client.setQueryDefaults(['admin'], { networkMode: 'online' })
  client.setQueryDefaults(['auth'], { networkMode: 'online' })
  return client
}
