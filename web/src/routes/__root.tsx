import { useQuery } from '@tanstack/react-query'
import { createRootRouteWithContext, Outlet, Scripts } from '@tanstack/react-router'
import { NotFoundPage } from '../components/layout/not-found-page'
import { OfflineNotice } from '../components/layout/offline-notice'
import { SiteFooter } from '../components/layout/site-footer'
import { SiteHeader } from '../components/layout/site-header'
import { TabTitle } from '../components/layout/tab-title'
import { UpdatePrompt } from '../components/layout/update-prompt'
import { SiteToaster } from '../components/ui/toaster'
import { serviceTimesQueryOptions } from '../features/church/api/get-service-times'
import { opensDashboard } from '../features/session/session'
import { menusQueryOptions } from '../features/site-config/api/get-menus'
import { siteConfigQueryOptions, useSiteConfig } from '../features/site-config/api/get-site-config'
import { withDefaults } from '../features/site-config/site-config'
import { useThemeColours } from '../features/site-config/use-theme-colours'
import { readForPage } from '../lib/page-reads'
import type { RouterContext } from '../router'

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page shows the church's name, menus, times and contact details in its header and footer: the
  // server waits for them. In the browser the header and footer read them themselves, so the root
  // never holds up a page (the dashboard's gate, in its beforeLoad, toasts through the root's toaster).
  // (No loader at all in the browser: one that waited would hold the dashboard's gate, whose toast needs the root.)
  loader:
    typeof window === 'undefined'
      ? ({ context: { queryClient } }) =>
          readForPage(queryClient, [siteConfigQueryOptions(), serviceTimesQueryOptions(), menusQueryOptions()])
      : undefined,
  // What every page's head has (the church's name, icons and JSON-LD); each route adds its own
  // (features/site-config/page-head.ts). Heads load their code when first asked: none of it is in the first page's scripts.
  head: async (context) => (await import('../features/site-config/page-head')).siteTags(context),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})

function RootLayout() {
  const { data: config } = useSiteConfig()
  useThemeColours(config)
  const church = withDefaults(config)
  const { session } = Route.useRouteContext()
  const { data: user } = useQuery(session.currentUser())

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      {/* The offline notice rides under the top bar, so it stays in sight and covers nothing. */}
      <div className="sticky top-0 z-40">
        <SiteHeader churchName={church.churchName} logoUrl={church.logoUrl} opensDashboard={opensDashboard(user)} />
        <OfflineNotice />
      </div>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter church={church} user={user} opensDashboard={opensDashboard(user)} onSignOut={session.signOut} />
      <SiteToaster />
      <UpdatePrompt />
      <TabTitle />
      {/* The router's state and the query cache the server rendered with, for the browser to take over. */}
      <Scripts />
    </div>
  )
}
