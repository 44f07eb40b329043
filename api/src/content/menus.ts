/**
 * The site's own pages a menu can link to, with the address each has and the label it has by
 * default (docs/product.md#menus), and the menus the site starts with. Staff's own pages are linked
 * by id (`page:{id}`), so a renamed page keeps its link; another website by its address.
 */
export const BUILT_IN_PAGES = {
  home: { href: '/', label: 'Home' },
  about: { href: '/about/staff', label: 'About Us' },
  events: { href: '/events', label: 'Events' },
  sermons: { href: '/sermons', label: 'Sermons' },
  'live-streams': { href: '/live-streams', label: 'Live Streams' },
  contact: { href: '/contact', label: 'Contact' },
  give: { href: '/give', label: 'Give' },
  'plan-a-visit': { href: '/plan-a-visit', label: 'Plan a Visit' },
  prayer: { href: '/prayer', label: 'Prayer Requests' },
} as const
export type BuiltInPage = keyof typeof BUILT_IN_PAGES
export const BUILT_IN_PAGE_KEYS = Object.keys(BUILT_IN_PAGES) as BuiltInPage[]

/** The two menus staff arrange: the top bar (and the phone's Menu) and the footer's Quick Links. */
export const MENUS = ['header', 'footer'] as const
export type MenuName = (typeof MENUS)[number]

/** The menus as the site has always had them, until staff change them: a label and where it goes. */
export const DEFAULT_MENUS: Record<MenuName, { label: string; to: string }[]> = {
  header: (['about', 'events', 'sermons', 'contact', 'give', 'plan-a-visit'] as const).map((to) => ({
    label: BUILT_IN_PAGES[to].label,
    to,
  })),
  footer: (['home', 'about', 'events', 'sermons', 'live-streams', 'contact', 'give', 'plan-a-visit'] as const).map((to) => ({
    label: to === 'about' ? 'About' : BUILT_IN_PAGES[to].label,
    to,
  })),
}
