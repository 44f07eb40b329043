import { PUBLIC_PAGES } from '../../content/pages'
import { ROUTES, UNLISTED_PAGES } from '../../lib/route-policy'

/**
 * The web app's own top-level pages (web/src/routes): a page of the staff's may not take their
 * address. addresses.test.ts reads the web's generated route tree and fails when a route's first
 * segment is missing here, so a page added to the web later cannot be hidden by one of staff's.
 */
const WEB_PAGES = [
  'about',
  'admin',
  'contact',
  'events',
  'give',
  'live-streams',
  'newsletter',
  'offering',
  'plan-a-visit',
  'prayer',
  'registration',
  'sermons',
]

/**
 * Addresses kept for what comes next or what the server and worker read by their first segment:
 * news (its list and posts, modules/news), the build's files and the public pictures.
 */
const KEPT = ['news', 'assets', 'images', 'icons', 'demo', 'index', 'preview']

const firstSegment = (path: string) => path.split('/')[1] ?? ''

/**
 * Every first path segment the site owns (decision 0046): the server's routes as generated into
 * lib/route-table.gen.ts (the API, feeds, uploads, sitemaps, pages that take form posts), the
 * public pages (content/pages.ts), the unlisted ones (the dashboard, newsletter links), the web
 * app's routes and the kept words above. A page's slug may be none of them.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(
  [
    ...ROUTES.map((route) => firstSegment(route.path)),
    ...Object.keys(PUBLIC_PAGES).map(firstSegment),
    ...UNLISTED_PAGES.map(firstSegment),
    ...WEB_PAGES,
    ...KEPT,
  ]
    .filter((segment) => segment !== '' && !segment.startsWith(':') && segment !== '*')
    .map((segment) => segment.toLowerCase()),
)

export const isReservedSlug = (slug: string) => RESERVED_SLUGS.has(slug.toLowerCase())
