/**
 * What the service worker keeps, and what it never touches (decision 0010). Plain functions, so the
 * rules are tested without a browser (rules.test.ts).
 */
import { policyFor, SERVER_PREFIXES } from '@church/api/lib/route-policy'

/** Every runtime cache is named here, with a version to bump when its contents change shape. */
export const CACHE_NAMES = { publicApi: 'public-api-v1', images: 'images-v1', pages: 'pages-v1' } as const
/** Runtime caches of this app, any version (older versions are deleted when a worker activates). */
const RUNTIME_CACHE = /^(public-api|images|pages)-v\d+$/

/**
 * What an admin's change (PUBLIC_CONTENT_CHANGED) drops: the public reads and the pages, whose heads
 * (and, once pages are rendered by the server, whose content) and Content-Security-Policy come from
 * what staff keep. Pictures stay: a changed picture is a new upload with a new address.
 */
export const DROPPED_ON_CONTENT_CHANGE = [CACHE_NAMES.publicApi, CACHE_NAMES.pages] as const

export const isOutdatedRuntimeCache = (name: string) => RUNTIME_CACHE.test(name) && !(Object.values(CACHE_NAMES) as string[]).includes(name)

const isStaffPath = (path: string) =>
  path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin?') || path.startsWith('/admin#')

/** Requests made by the staff dashboard read live: its own copies are kept per admin, by the page. */
const fromStaffPages = (referrer: string, origin: string) => referrer.startsWith(origin) && isStaffPath(referrer.slice(origin.length))

/**
 * The public reads kept for offline visits: those the route policy marks `offline` (the site
 * configuration, featured content, and the sermons, events, live streams and Sunday services lists
 * and their details). Admin paths, sign-in, the current user and uploads never are.
 */
export function isPublicRead(url: URL, request: { method: string; referrer: string }, origin: string) {
  return (
    request.method === 'GET' &&
    url.origin === origin &&
    policyFor('GET', url.pathname)?.offline === true &&
    !fromStaffPages(request.referrer, origin)
  )
}

/** Hosts whose pictures are kept: the site's own (uploads, public images) and YouTube thumbnails. */
const THUMBNAIL_HOSTS = new Set(['i.ytimg.com', 'img.youtube.com'])

export function isKeptImage(url: URL, request: { method: string; destination: string; referrer: string }, origin: string) {
  if (request.method !== 'GET' || request.destination !== 'image' || fromStaffPages(request.referrer, origin)) return false
  if (url.origin === origin) return url.pathname.startsWith('/uploads/') || url.pathname.startsWith('/images/')
  return url.protocol === 'https:' && THUMBNAIL_HOSTS.has(url.hostname)
}

/**
 * Page navigations that are not the app: the server's own paths (the API with its sign-in and
 * sign-out pages, uploads, feeds) and any path naming a file (/robots.txt, /sitemap.xml).
 */
export const NOT_THE_APP = [...SERVER_PREFIXES.map((prefix) => new RegExp(`^${prefix}/`)), /\/[^/]+\.[a-z0-9]+$/i]

// --- Pages ------------------------------------------------------------------------------------------

/** A navigation the app answers (the worker's navigation route): not a server page, not a file. */
export const isAppPage = (path: string) => !NOT_THE_APP.some((rule) => rule.test(path))

/**
 * The pages kept for offline visits, each under its whole address (the sermon list's filters are in
 * its query). The dashboard's page is never kept: it is read from the network like every staff read,
 * and offline it is the precached shell, which restores the signed-in admin's own copies.
 */
export const isKeptPage = (url: URL) => isAppPage(url.pathname) && !isStaffPath(url.pathname)

/** Only a whole page is kept: a 200 HTML answer (never a 404 page, a redirect or an error). */
export const isKeptPageResponse = (response: { status: number; type?: string; headers: { get(name: string): string | null } }) =>
  response.status === 200 && response.type !== 'opaqueredirect' && /^text\/html\b/i.test(response.headers.get('content-type') ?? '')

/**
 * The build files a page loads (its entry script, styles and preloads under /assets/). A kept page is
 * shown only while this worker's precache has every one of them: a page kept by an older (or newer)
 * build would load nothing offline, so the precached shell of this build is shown instead.
 */
export function buildAssets(html: string): string[] {
  const assets = new Set<string>()
  for (const tag of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const src = tag[0].match(/\s(?:src|href)=["']?(\/assets\/[^"'\s>]+)/i)
    if (src) assets.add(src[1])
  }
  return [...assets]
}

/** How many details one list may fetch ahead. */
export const DETAIL_BUDGET = 8
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A list's items: the body itself, or a page's `items` (`{ items, total }`, the sermon list). */
const listItems = (body: unknown): unknown[] | undefined =>
  Array.isArray(body)
    ? body
    : typeof body === 'object' && body !== null && Array.isArray((body as { items?: unknown }).items)
      ? (body as { items: unknown[] }).items
      : undefined

/** The detail reads of a list's first items, in the list's order, at most `budget` (none for other reads). */
export function detailPaths(listPath: string, body: unknown, budget = DETAIL_BUDGET): string[] {
  const items = listItems(body)
  if (policyFor('GET', listPath)?.detailsAhead !== true || !items) return []
  const ids: string[] = []
  for (const item of items) {
    const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined
    if (typeof id === 'string' && UUID.test(id) && !ids.includes(id)) ids.push(id)
    if (ids.length >= budget) break
  }
  return ids.map((id) => `${listPath}/${id}`)
}

/** A visitor who asked to save data, or on a 2G-class connection, gets nothing fetched ahead. */
export function savesData(saveDataHeader: string | null, connection?: { saveData?: boolean; effectiveType?: string }) {
  return saveDataHeader === 'on' || connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '')
}

// --- The shell in the church's colours -----------------------------------------------------------

/** The site configuration's read, kept with every kept page: the shell's header (name, logo) reads it offline. */
export const SITE_CONFIG_PATH = '/api/site-config'
/**
 * The reads every page's header and footer make, kept with every kept page: a page never visited
 * opens offline as the shell, whose header (name, logo, the menus staff arranged) reads them.
 */
export const SHELL_READS = [SITE_CONFIG_PATH, '/api/menus'] as const

/** The server's colours element (api/src/plugins/page-theme.ts): nothing but '#rgb'/'#rrggbb' custom properties. */
const THEME_STYLE =
  /<style id="site-theme">(html:root\{--c-(?:primary|accent|secondary):#(?:[0-9a-f]{6}|[0-9a-f]{3})(?:;--c-(?:primary|accent|secondary):#(?:[0-9a-f]{6}|[0-9a-f]{3})){0,2}\})<\/style>/i
const THEME_COLOR = /<meta name="theme-color" content="(#(?:[0-9a-f]{6}|[0-9a-f]{3}))"\s*\/?>/i

/**
 * The precached shell (a page never visited, offline) in the church's colours: the colours element
 * and theme-color of a page the server sent (a kept page), copied into the shell's head, so the page
 * paints in them as the server's pages do. Only an element of the server's exact form is copied;
 * without one the shell stays as built (the stylesheet's defaults).
 */
export function shellInTheme(shellHtml: string, keptPageHtml: string | undefined): string {
  const style = keptPageHtml?.match(THEME_STYLE)
  const end = shellHtml.indexOf('</head>')
  if (!style || end < 0 || shellHtml.includes('<style id="site-theme">')) return shellHtml
  const primary = keptPageHtml?.match(THEME_COLOR)?.[1]
  const themed = primary
    ? shellHtml.replace(/<meta name="theme-color" content="[^"]*"\s*\/?>/, `<meta name="theme-color" content="${primary}" />`)
    : shellHtml
  const at = themed.indexOf('</head>')
  return `${themed.slice(0, at)}<style id="site-theme">${style[1]}</style>\n  ${themed.slice(at)}`
}
