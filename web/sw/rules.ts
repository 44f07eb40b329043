/**
 * What the service worker keeps, and what it never touches (decision 0010). Plain functions, so the
 * rules are tested without a browser (rules.test.ts).
 */
import { policyFor, SERVER_PREFIXES } from '@church/api/lib/route-policy'

/** Every runtime cache is named here, with a version to bump when its contents change shape. */
export const CACHE_NAMES = { publicApi: 'public-api-v1', images: 'images-v1' } as const
/** Runtime caches of this app, any version (older versions are deleted when a worker activates). */
const RUNTIME_CACHE = /^(public-api|images)-v\d+$/

export const isOutdatedRuntimeCache = (name: string) => RUNTIME_CACHE.test(name) && !(Object.values(CACHE_NAMES) as string[]).includes(name)

/** Requests made by the staff dashboard read live: its own copies are kept per admin, by the page. */
const fromStaffPages = (referrer: string, origin: string) => {
  if (!referrer.startsWith(origin)) return false
  const path = referrer.slice(origin.length)
  return path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin?') || path.startsWith('/admin#')
}

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
