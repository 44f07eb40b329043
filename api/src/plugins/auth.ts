import { Elysia } from 'elysia'
import type { AppContext } from '../context'
import { json } from '../lib/errors'
import { isStaffAccess } from '../lib/route-policy'
import { aRole, mayReadPrayer, roleMay } from '../lib/staff-roles'
import type { SessionUser } from '../modules/auth/model'
import { readCookie, SESSION_COOKIE } from '../modules/auth/service'
import { routeOf } from './route-policy'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * True when a request plainly comes from another site: every state-changing request, and the
 * sign-out link. Browsers send Sec-Fetch-Site; older ones at least send Origin (on a link followed,
 * the Referer). Requests with none of them (curl, server to server, an address typed in) carry no
 * ambient browser credentials worth forging.
 */
export function isCrossSite(request: Request, publicUrl: string | undefined): boolean {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none'
  const origin = request.headers.get('origin') ?? refererOrigin(request.headers.get('referer'))
  if (!origin) return false
  if (origin === 'null') return true
  const allowed = new Set([new URL(request.url).origin])
  const host = request.headers.get('host')
  if (host) {
    allowed.add(`http://${host}`)
    allowed.add(`https://${host}`)
  }
  if (publicUrl) allowed.add(publicUrl)
  return !allowed.has(origin)
}

/** The origin of a Referer header; 'null' (another site) when it is no address at all. */
function refererOrigin(referer: string | null): string | undefined {
  if (!referer) return undefined
  try {
    return new URL(referer).origin
  } catch {
    return 'null'
  }
}

/**
 * Guards every route by its policy (lib/route-policy.ts): 401 without a session, 403 where the
 * policy asks for a staff role the account's role does not include (lib/staff-roles.ts). The role is
 * read with the session on every request, so a role changed or an account removed counts at once. Before that, any state-changing request a browser sends
 * from another site is refused, signed in or not (so nobody can be signed in, or act, by a form on
 * another site). Runs in onRequest, after the path check and before body validation, so an
 * anonymous caller never learns anything from a 422.
 */
export const auth = (ctx: AppContext) =>
  // Synchronous for public routes: only a route that needs a session waits for its lookup.
  new Elysia({ name: 'auth' }).onRequest(({ request }) => {
    const { policy } = routeOf(request)
    if (!SAFE_METHODS.has(request.method) && !policy?.crossSite && isCrossSite(request, ctx.config.publicUrl)) {
      return json(403, { message: 'Requests from other sites are not allowed' })
    }
    const access = policy?.access
    if (access === undefined || access === 'public') return
    return ctx.userOf(request).then((user) => {
      if (!user) return json(401, { message: 'Unauthorized' }, { 'cache-control': 'no-store' })
      if (access === 'pastoral') {
        if (!mayReadPrayer(user)) return json(403, { message: 'Forbidden: this needs an account with pastoral care' })
      } else if (isStaffAccess(access) && !roleMay(user.role, access))
        return json(403, { message: `Forbidden: this needs ${aRole(access)} account` })
    })
  })

/** Memoises the session lookup per request (the guard and a handler may both ask). */
export function sessionResolver(userForToken: (token: string | undefined) => Promise<SessionUser | null>) {
  const cache = new WeakMap<Request, Promise<SessionUser | null>>()
  return (request: Request) => {
    let found = cache.get(request)
    if (!found) {
      found = userForToken(readCookie(request, SESSION_COOKIE))
      cache.set(request, found)
    }
    return found
  }
}
