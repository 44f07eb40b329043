import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import type { Session } from './features/session/session'
import { routeTree } from './routeTree.gen'

export interface RouterContext {
  queryClient: QueryClient
  /** Who is signed in, the admin's data kept on this device, signing out (features/session). */
  session: Session
}

export function createAppRouter(queryClient: QueryClient, session: Session) {
  return createRouter({
    routeTree,
    context: { queryClient, session },
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, whose cache decides freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
