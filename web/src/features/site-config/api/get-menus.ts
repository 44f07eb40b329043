import { BUILT_IN_PAGES, DEFAULT_MENUS, type MenuName } from '@church/api/content/menus'
import type { MenuLink, PublicMenus } from '@church/api/models/menus'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'

/** GET /api/menus: the top bar's links and the footer's Quick Links, as staff arranged them (docs/product.md#menus). */
export const menusQueryOptions = () =>
  queryOptions({
    queryKey: ['menus'],
    queryFn: () => unwrap(api.menus.get()),
  })

/** The links the site has always had: what a page shows before the menus are read (offline, a failed read). */
const DEFAULT_LINKS: PublicMenus = {
  header: DEFAULT_MENUS.header.map(builtIn),
  footer: DEFAULT_MENUS.footer.map(builtIn),
}
function builtIn({ label, to }: { label: string; to: string }): MenuLink {
  return { label, href: BUILT_IN_PAGES[to as keyof typeof BUILT_IN_PAGES].href, external: false }
}

/** One menu's links; the server has read them into every page it renders, so they show at once. */
export function useMenu(name: MenuName): MenuLink[] {
  const { data } = useQuery(menusQueryOptions())
  return (data ?? DEFAULT_LINKS)[name]
}

/**
 * Whether `pathname` is in the part of the site a link leads to: home only at `/`; any other link
 * at its first path segment, so About Us (`/about/staff`) is current on every `/about` page.
 */
export function isCurrent(pathname: string, link: MenuLink): boolean {
  if (link.external) return false
  if (link.href === '/') return pathname === '/'
  const section = `/${link.href.split('/')[1]}`
  return pathname === section || pathname.startsWith(`${section}/`)
}
