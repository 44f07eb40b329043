/**
 * The route policy: for every route the server answers, who may call it, whether it is a public
 * form (rate-limited and size-capped), whether its answer is kept in the server's memory, and
 * whether the service worker may keep it for offline visits. The admin guard, the form limits, the
 * public cache, the sitemap and the service worker all read this one table (decision 0013), and
 * they read it for a path checked by `checkPath` first, so no spelling of a path can reach a route
 * without its policy.
 *
 * Pure code with no imports: the service worker bundles it too.
 */

export type Access = 'public' | 'signed-in' | 'admin'
export type PublicForm = 'contact' | 'visit' | 'newsletter'
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface RoutePolicy {
  /** Who may call it: anyone, a signed-in person, or a signed-in admin (401 / 403 otherwise). */
  access: Access
  /** A form anyone may send: counted per client and capped in size (plugins/public-forms.ts). */
  form?: PublicForm
  /** A public read answered from the server's memory while nothing has changed (plugins/public-cache.ts). */
  cached?: boolean
  /** A public read the service worker keeps for offline visits (web/sw/rules.ts). */
  offline?: boolean
  /**
   * A state-changing route another site may make a browser send. Only where a token in the address
   * is the whole permission and mail providers call it (one-click unsubscribe, RFC 8058); every other
   * POST, PUT, PATCH and DELETE sent by a browser from another site is refused.
   */
  crossSite?: boolean
  /**
   * A page whose visitor forms also arrive as ordinary form posts (JavaScript off, or sent before the
   * app woke): the server sends each through the form's own API route and renders the page with the
   * answer (plugins/web-app.ts). Counted and capped like the API route.
   */
  pageForms?: readonly PublicForm[]
  /** A list whose first items' detail reads (`{path}/{id}`) the service worker fetches ahead. */
  detailsAhead?: boolean
  /** Served in development only (the API's OpenAPI description): production has no such route, so it answers 404. */
  devOnly?: boolean
}

export interface RouteEntry extends RoutePolicy {
  method: Method
  /** As the router spells it: `:id` is a record's id (a UUID), another `:name` any one segment, a final `*` any rest. */
  path: string
}

const read = (path: string, extra: Partial<RoutePolicy> = {}): RouteEntry => ({ method: 'GET', path, access: 'public', ...extra })
/** A public read visitors' pages make: kept in memory and offline. */
const content = (path: string, extra: Partial<RoutePolicy> = {}) => read(path, { cached: true, offline: true, ...extra })
const admin = (method: Method, path: string): RouteEntry => ({ method, path, access: 'admin' })
/** Staff's list of a kind of record (GET `path`) and its changes: POST adds one at `path`, the others act on `{path}/:id`. */
const adminRecords = (path: string, methods: Method[] = ['POST', 'PUT', 'DELETE']): RouteEntry[] => [
  admin('GET', path),
  ...methods.map((method) => admin(method, method === 'POST' ? path : `${path}/:id`)),
]
/** A kind of record staff keep in an order they set: its list and changes, and PUT `{path}/order`. */
const orderedRecords = (path: string): RouteEntry[] => [...adminRecords(path), admin('PUT', `${path}/order`)]

/** Every route of the server. A route missing here fails the route-table test (plugins/route-policy.test.ts). */
export const ROUTES: readonly RouteEntry[] = [
  read('/api/health'),
  read('/api/health/live'),
  read('/api/health/ready'),
  // The OpenAPI description, in development only (plugins/api-docs.ts): never cached, never offline.
  read('/api/openapi', { devOnly: true }),
  read('/api/openapi/json', { devOnly: true }),
  // Sign-in and sign-out.
  read('/api/login'),
  { method: 'POST', path: '/api/login', access: 'public' },
  read('/api/logout'),
  read('/api/auth/user', { access: 'signed-in' }),
  { method: 'POST', path: '/api/auth/password', access: 'signed-in' },
  // Setup (first admin) and reset-password pages: the token in the address is the permission.
  read('/api/account/setup/:token'),
  { method: 'POST', path: '/api/account/setup/:token', access: 'public' },
  read('/api/account/reset/:token'),
  { method: 'POST', path: '/api/account/reset/:token', access: 'public' },
  // 'Forgot password?': asks for a reset link by email (counted per client and per address in its route).
  read('/api/account/forgot'),
  { method: 'POST', path: '/api/account/forgot', access: 'public' },
  // What visitors read.
  content('/api/site-config'),
  content('/api/featured-content'),
  content('/api/sermons', { detailsAhead: true }),
  content('/api/sermons/choices'),
  content('/api/sermons/:id'),
  content('/api/podcast'),
  content('/api/events', { detailsAhead: true }),
  content('/api/events/:id'),
  content('/api/events/:id/dates/:date'),
  content('/api/live-streams', { detailsAhead: true }),
  content('/api/live-streams/:id'),
  content('/api/sunday-services'),
  content('/api/sunday-services/next'),
  content('/api/sunday-services/:id'),
  content('/api/church/service-times'),
  content('/api/church/staff'),
  content('/api/church/texts'),
  content('/api/church/lists'),
  // What visitors send.
  { method: 'POST', path: '/api/contact', access: 'public', form: 'contact' },
  { method: 'POST', path: '/api/visitor-requests', access: 'public', form: 'visit' },
  { method: 'POST', path: '/api/newsletter/subscribe', access: 'public', form: 'newsletter' },
  // Links in newsletter emails: the token is the permission.
  { method: 'POST', path: '/api/newsletter/confirm', access: 'public' },
  { method: 'POST', path: '/api/newsletter/unsubscribe', access: 'public', crossSite: true },
  // Uploads: the admin asks for a one-time address; the browser then sends the bytes to it.
  admin('POST', '/api/upload-image'),
  // The Media tab: every picture, where each is used, its words; one nothing uses can be deleted.
  admin('GET', '/api/admin/pictures'),
  admin('PATCH', '/api/admin/pictures/:id'),
  admin('DELETE', '/api/admin/pictures/:id'),
  { method: 'PUT', path: '/api/uploads/:token', access: 'public' },
  read('/uploads/:file'),
  read('/share-card/:file'),
  read('/app-icon/:file'),
  // The web app's manifest, from Settings: the church's name, colour and icons.
  read('/manifest.webmanifest'),
  // Feeds and search engines.
  read('/feeds/sermons.xml'),
  read('/feeds/sermons/series/:file'),
  read('/feeds/sermons/speakers/:file'),
  read('/feeds/events.ics'),
  read('/sitemap.xml'),
  read('/sitemaps/:file'),
  read('/robots.txt'),
  // The staff dashboard's data.
  admin('GET', '/api/youtube-configs'),
  admin('GET', '/api/admin/site-config'),
  admin('PUT', '/api/admin/site-config'),
  ...adminRecords('/api/admin/sermons'),
  admin('POST', '/api/admin/sermons/bulk-update'),
  admin('DELETE', '/api/admin/sermons/clear-all'),
  ...adminRecords('/api/admin/events'),
  admin('POST', '/api/admin/events/bulk-import'),
  admin('DELETE', '/api/admin/events/clear-all'),
  // One date of a series cancelled or changed, or put back as the series has it.
  admin('PUT', '/api/admin/events/:id/dates/:date'),
  admin('DELETE', '/api/admin/events/:id/dates/:date'),
  ...adminRecords('/api/admin/sunday-services'),
  ...orderedRecords('/api/admin/church/service-times'),
  ...orderedRecords('/api/admin/church/staff'),
  admin('GET', '/api/admin/church/texts'),
  admin('PUT', '/api/admin/church/texts'),
  ...orderedRecords('/api/admin/church/lists'),
  ...adminRecords('/api/admin/featured-content'),
  ...adminRecords('/api/admin/live-streams', ['POST', 'PUT', 'PATCH', 'DELETE']),
  admin('GET', '/api/admin/inbox-counts'),
  admin('GET', '/api/admin/contact-messages'),
  admin('PUT', '/api/admin/contact-messages/:id'),
  admin('GET', '/api/admin/visitor-requests'),
  admin('PUT', '/api/admin/visitor-requests/:id'),
  admin('GET', '/api/admin/newsletters'),
  admin('POST', '/api/admin/newsletter/send'),
  admin('GET', '/api/admin/newsletter/counts'),
  admin('GET', '/api/admin/newsletter/issues/:id'),
  admin('GET', '/api/admin/emails'),
  admin('POST', '/api/admin/emails/:id/retry'),
  admin('POST', '/api/admin/email/test'),
  admin('PUT', '/api/admin/youtube-configs/:id'),
  admin('POST', '/api/admin/youtube/sync-playlist'),
  admin('POST', '/api/admin/youtube/sync'),
  admin('GET', '/api/admin/youtube/status'),
  ...adminRecords('/api/admin/users', ['POST', 'PATCH', 'DELETE']),
  admin('POST', '/api/admin/users/:id/reset-link'),
  // Recently deleted: what the bin holds, and putting a delete or a Clear All back.
  admin('GET', '/api/admin/bin'),
  admin('POST', '/api/admin/bin/:batch/restore'),
  // Backups: status, 'Back up now', settings, and each kept archive's download (never kept offline).
  admin('GET', '/api/admin/backups'),
  admin('POST', '/api/admin/backups'),
  admin('PUT', '/api/admin/backups/settings'),
  admin('GET', '/api/admin/backups/:name'),
  // The same forms sent from their pages without JavaScript.
  { method: 'POST', path: '/', access: 'public', pageForms: ['newsletter'] },
  { method: 'POST', path: '/contact', access: 'public', pageForms: ['contact'] },
  { method: 'POST', path: '/plan-a-visit', access: 'public', pageForms: ['visit', 'newsletter'] },
  // An event's calendar file beside its page, /events/{id}.ics and one date's /events/{id}/{date}.ics
  // (plugins/web-app.ts): the router matches whole segments, so these routes answer the event's pages too.
  read('/events/:event'),
  read('/events/:event/:date'),
  // The web app: every other GET is a page (or a file of the build); its data is guarded above.
  read('/*'),
]

/** The API route each public form is sent to. */
export const formRoute = (form: PublicForm) => ROUTES.find((route) => route.form === form)?.path as string

/** Paths the web app never answers as a page: the API, uploaded files and feeds have their own routes. */
export const SERVER_PREFIXES = ['/api', '/uploads', '/feeds', '/sitemaps', '/share-card', '/app-icon', '/manifest.webmanifest'] as const
/** In any letter case: `/API/...` is no page either. */
export const isServerPath = (path: string) => {
  const lower = path.toLowerCase()
  return SERVER_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`))
}

/**
 * The web app's pages kept from search engines (robots.txt, `noindex`, never in the sitemap), with
 * their titles: the staff dashboard, and the pages newsletter emails link to.
 */
export const UNLISTED_PAGES = { '/admin': 'Admin', '/newsletter': 'Newsletter' } as const
/** The title of an unlisted page at `path` (itself or anything under it), or undefined for a page search engines may list. */
export function unlistedPageTitle(path: string): string | undefined {
  for (const [prefix, title] of Object.entries(UNLISTED_PAGES)) if (path === prefix || path.startsWith(`${prefix}/`)) return title
  return undefined
}

/** Everything under /api/admin needs an admin, declared or not (a route added later is guarded too). */
const ADMIN_AREA = /^\/api\/admin(\/|$)/i

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}'
type Compiled = RouteEntry & { pattern: RegExp; static: boolean }
const compile = (entry: RouteEntry): Compiled => {
  const source = entry.path
    .split('/')
    .map((part) =>
      part === '*' ? '.*' : part === ':id' ? UUID : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
  return { ...entry, pattern: new RegExp(`^${source}$`), static: !/[:*]/.test(entry.path) }
}
const COMPILED = ROUTES.map(compile)
const STATIC = new Map(COMPILED.filter((r) => r.static).map((r) => [`${r.method} ${r.path}`, r]))
// Parameters before the catch-all, so '/api/sermons/:id' wins over '/*'.
const PATTERNED = COMPILED.filter((r) => !r.static).sort((a, b) => Number(a.path.endsWith('*')) - Number(b.path.endsWith('*')))

/**
 * The policy of a request to `path` (already checked by `checkPath`). HEAD reads as GET. A path no
 * route declares gets none, except under /api/admin, which always needs an admin.
 */
export function policyFor(method: string, path: string): RoutePolicy | undefined {
  const verb = method === 'HEAD' ? 'GET' : method
  const found = STATIC.get(`${verb} ${path}`) ?? PATTERNED.find((r) => r.method === verb && r.pattern.test(path))
  if (ADMIN_AREA.test(path)) return found?.access === 'admin' ? found : { access: 'admin' }
  return found
}

/** The declared entry a router path (as `app.routes` lists it) belongs to: the route-table test's lookup. */
export const declaredRoute = (method: string, routerPath: string) => ROUTES.find((r) => r.method === method && r.path === routerPath)

export type PathCheck =
  /** The path as sent is the one spelling of it: guards and router read it as it is. */
  | { ok: true; path: string }
  /** Another spelling of `canonical`: a page read is sent there; anything else is refused (404). */
  | { ok: false; status: 404; canonical: string }
  /** Not a path at all (broken or hidden percent-encoding, control characters): 400. */
  | { ok: false; status: 400 }

/** Percent-escapes of characters that never need one (RFC 3986 unreserved): their spelling is not canonical. */
const ESCAPED_UNRESERVED = /%(2[dDeE]|3\d|[46][1-9a-fA-F]|[57][0-9aA]|5[fF]|7[eE])/
/** A slash or backslash hidden in an escape, or a control character: no path at all. */
const forbidden = (decoded: string) => /[\\/]/.test(decoded) || [...decoded].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)

/**
 * Checks the path part of a request as sent (never decoded by anyone before): one spelling per
 * route. Doubled or trailing slashes, dot segments and needless percent-escapes are other spellings
 * of a canonical path; an escaped slash or backslash, a control character, broken
 * percent-encoding or invalid UTF-8 make no path at all. Letter case is kept: the router tells
 * `/Sermons` from `/sermons`, and so do the guards.
 */
export function checkPath(raw: string): PathCheck {
  if (!raw.startsWith('/') || raw.length > 2048) return { ok: false, status: 400 }
  const parts = raw.split('/').slice(1)
  const kept: string[] = []
  let changed = false
  for (const [index, part] of parts.entries()) {
    let decoded: string
    try {
      decoded = decodeURIComponent(part)
    } catch {
      return { ok: false, status: 400 }
    }
    if (forbidden(decoded)) return { ok: false, status: 400 }
    if (part === '' && !(index === 0 && parts.length === 1)) {
      changed = true
      continue
    }
    if (decoded === '.' || decoded === '..') {
      changed = true
      if (decoded === '..') kept.pop()
      continue
    }
    if (ESCAPED_UNRESERVED.test(part)) {
      changed = true
      kept.push(part.replace(new RegExp(ESCAPED_UNRESERVED.source, 'g'), (hex) => decodeURIComponent(hex)))
      continue
    }
    kept.push(part)
  }
  const path = `/${kept.join('/')}`
  return changed ? { ok: false, status: 404, canonical: path } : { ok: true, path }
}

/** The path part of a request's URL exactly as sent, the way the router reads it (no decoding, no query). */
export function rawPath(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2)
  if (start === -1) return '/'
  // A '#' never comes in a browser's request line; when one does, the router reads it as part of
  // the path, so it stays here too: a broken escape after it is refused (400), never thrown later.
  const query = url.indexOf('?', start)
  return url.slice(start, query === -1 ? url.length : query)
}
