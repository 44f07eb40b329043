import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import type { Session } from './features/session/session'
import { routeTree } from './routeTree.gen'

export interface RouterContext {
  queryClient: QueryClient
  /** Who is signed in, the admin's data kept on this device, signing out (features/session). */
  session: Session
  /**
   * This site's own address, which page heads build their absolute links from: where the server
   * renders the page (the site's address, never the Host a request names), the page's origin in the browser.
   */
  origin: string
}

/**
 * The one router factory, for the browser (main.tsx) and for the server's rendering of public
 * pages (entry-server.tsx). The query cache the server filled travels with the page and is
 * hydrated into the browser's, so nothing the page already carries is fetched again.
 */
export function createAppRouter(queryClient: QueryClient, session: Session, origin: string) {
  let firstRender = true
  const router = createRouter({
    routeTree,
    context: { queryClient, session, origin },
    defaultPreload: 'intent',
    // An address no route takes whole (/sermons/{id}/more) is the root's 'Page Not Found', never the
    // nearest route's own not-found page (a record's page says only that its record is missing).
    notFoundMode: 'root',
    // Loaders read through TanStack Query, whose cache decides freshness.
    defaultPreloadStaleTime: 0,
    // A visitor on slow signal may scroll the server's page before the app takes it over: the
    // first render then leaves them where they are instead of sending them back to the top.
    scrollRestoration: () => {
      if (typeof window === 'undefined') return true
      const scrolledAlready = firstRender && window.scrollY > 0
      firstRender = false
      return !scrolledAlready
    },
  })
  // Also wraps the app in the query client's provider.
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
