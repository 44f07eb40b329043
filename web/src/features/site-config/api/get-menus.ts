import type { MenuName } from '@church/api/content/menus'
import type { MenuLink } from '@church/api/models/menus'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'

/** GET /api/menus: the top bar's links and the footer's Quick Links, as staff arranged them (docs/product.md#menus). */
export const menusQueryOptions = () =>
  queryOptions({
    queryKey: ['menus'],
    queryFn: () => unwrap(api.menus.get()),
  })

/**
 * One menu's links. The server reads them into every page it renders (and a page kept offline has
 * them with it), so they show at once; a page the browser draws alone shows them once read.
 */
export function useMenu(name: MenuName): MenuLink[] {
  const { data } = useQuery(menusQueryOptions())
  return data?.[name] ?? []
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
