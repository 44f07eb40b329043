/**
 * The route policy: for every route the server answers, who may call it, whether it is a public
 * form (rate-limited and size-capped), whether its answer is kept in the server's memory, and
 * whether the service worker may keep it for offline visits. The admin guard, the form limits, the
 * public cache, the sitemap and the service worker all read this one table (decision 0013), and
 * they read it for a path checked by `checkPath` first, so no spelling of a path can reach a route
 * without its policy.
 *
 * Each route declares its policy in its own options, with the helpers below (`{ policy: admin }`,
 * decision 0037); `bun run routes` writes them into the table this file reads.
 *
 * Pure code importing only the generated table (plain data): the service worker bundles it too.
 */

import { ROUTE_TABLE } from './route-table.gen'
import type { StaffRole } from './staff-roles'

/**
 * Anyone, anyone signed in, the least trusted staff role that may (lib/staff-roles.ts: admin > editor >
 * contributor), or 'pastoral': an admin, or an account given pastoral care (prayer requests, decision 0053).
 */
export type Access = 'public' | 'signed-in' | StaffRole | 'pastoral'
export type PublicForm = 'contact' | 'visit' | 'newsletter' | 'prayer' | 'serving' | 'withdraw' | 'registration' | 'registration-change'
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface RoutePolicy {
  /** Who may call it: anyone, a signed-in person, or staff of at least this role (401 / 403 otherwise). */
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

// The policies routes declare in their options (`{ policy: admin }`, plugins/route-policy.ts `policies`).
/** Anyone may read it; nothing kept. */
export const read: RoutePolicy = { access: 'public' }
/** Anyone may send it: its route checks what it needs itself (a password, the token in its address). */
export const anyone: RoutePolicy = { access: 'public' }
/** A public read visitors' pages make: kept in memory and offline. */
export const content = (extra: Partial<RoutePolicy> = {}): RoutePolicy => ({ access: 'public', cached: true, offline: true, ...extra })
/** A signed-in person's own (their session, their password). */
export const signedIn: RoutePolicy = { access: 'signed-in' }
/** An admin's only: accounts, settings, email and YouTube set-up, backups, Clear All. */
export const admin: RoutePolicy = { access: 'admin' }
/** The church's content, the inbox and the newsletter: an editor or an admin. */
export const editor: RoutePolicy = { access: 'editor' }
/** Prayer requests: an admin, or an account given pastoral care, whatever its role (decision 0053). */
export const pastoral: RoutePolicy = { access: 'pastoral' }
/** Drafts of sermons, events and Sunday services: any staff role; the service checks a contributor's own (decision 0042). */
export const contributor: RoutePolicy = { access: 'contributor' }
/** A public form's API route: counted per client and capped in size. */
export const form = (name: PublicForm): RoutePolicy => ({ access: 'public', form: name })
/** A page whose forms also arrive as ordinary form posts (`pageForms`). */
export const pageForm = (...forms: PublicForm[]): RoutePolicy => ({ access: 'public', pageForms: forms })
/** Served in development only (the OpenAPI description). */
export const devOnly: RoutePolicy = { access: 'public', devOnly: true }

/** The keys of a policy, in the order the generated table writes them. */
export const POLICY_KEYS = [
  'access',
  'form',
  'cached',
  'offline',
  'crossSite',
  'pageForms',
  'detailsAhead',
  'devOnly',
] as const satisfies readonly (keyof RoutePolicy)[]

/**
 * Every route of the server with its policy, generated from the routes' own options by `bun run
 * routes` (lib/route-table.gen.ts). A route without a policy fails `bun run lint`, and a table that
 * is not current fails the route-table test (plugins/route-policy.test.ts).
 */
export const ROUTES: readonly RouteEntry[] = ROUTE_TABLE

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
 * The web app's pages kept from search engines (robots.txt, never in the sitemap; their routes' heads
 * say `noindex`): the staff dashboard, the pages newsletter and serving emails link to, the site
 * search's results, and a registrant's own page (its link is in their email: decision 0058).
 */
export const UNLISTED_PAGES = ['/admin', '/newsletter', '/search', '/serving', '/registration'] as const
/** Whether the page at `path` (one of those or anything under it) is kept from search engines. */
export const isUnlistedPage = (path: string) => UNLISTED_PAGES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))

/** Everything under /api/admin needs staff, declared or not: a route added later without a staff policy needs an admin. */
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
/** A segment's precedence in the router: a fixed word, then a parameter, then the catch-all. */
const rank = (part: string | undefined) => (part === '*' ? 2 : part?.startsWith(':') ? 1 : 0)
/** As the router tries them: at the first segment where two routes differ in kind, the fixed word wins, and the catch-all comes last. */
const precedence = (a: Compiled, b: Compiled) => {
  const [x, y] = [a.path.split('/'), b.path.split('/')]
  for (let i = 0; i < Math.max(x.length, y.length); i++) if (rank(x[i]) !== rank(y[i])) return rank(x[i]) - rank(y[i])
  return 0
}
// So '/api/sermons/:id' wins over '/*' whatever order the generated table lists them in.
const PATTERNED = COMPILED.filter((r) => !r.static).sort(precedence)

/** Whether an access needs staff: one of the staff roles, or pastoral care (rather than anyone, or anyone signed in). */
export const isStaffAccess = (access: Access): access is StaffRole | 'pastoral' => access !== 'public' && access !== 'signed-in'

/**
 * The policy of a request to `path` (already checked by `checkPath`). HEAD reads as GET. A path no
 * route declares gets none, except under /api/admin, which always needs staff (an admin unless declared).
 */
export function policyFor(method: string, path: string): RoutePolicy | undefined {
  const verb = method === 'HEAD' ? 'GET' : method
  const found = STATIC.get(`${verb} ${path}`) ?? PATTERNED.find((r) => r.method === verb && r.pattern.test(path))
  if (ADMIN_AREA.test(path)) return found && isStaffAccess(found.access) ? found : { access: 'admin' }
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
