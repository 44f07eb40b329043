import { Elysia } from 'elysia'
import { json } from '../lib/errors'
import { checkPath, isServerPath, type PathCheck, policyFor, type RoutePolicy, rawPath } from '../lib/route-policy'

/**
 * Routes declare their policy in their options, next to their handler: `{ policy: admin }`,
 * `{ policy: content({ detailsAhead: true }) }`, `{ policy: form('contact') }` (the helpers of
 * lib/route-policy.ts). A module `.use(policies)` to be allowed the option. The option does nothing
 * when a request comes: `bun run routes` reads it from the app's routes and writes the table the
 * guards and the service worker read (lib/route-table.gen.ts, decision 0037).
 */
export const policies = new Elysia({ name: 'policies' }).macro({
  policy: (policy: RoutePolicy) => {
    void policy
  },
})

/** A request's checked path (its one spelling, or the spelling it should have had), its policy, and how the check went. */
export type ResolvedRoute = { path: string; policy: RoutePolicy | undefined; check: PathCheck }

const resolved = new WeakMap<Request, ResolvedRoute>()

/**
 * The checked path of a request and its policy (lib/route-policy.ts), worked out once per request.
 * Only requests whose path is the one spelling of a route get past the plugin below (it refuses the
 * rest first), so every guard reads the path the router matches.
 */
export function routeOf(request: Request): ResolvedRoute {
  let found = resolved.get(request)
  if (!found) {
    const check = checkPath(rawPath(request.url))
    const path = check.ok ? check.path : 'canonical' in check ? check.canonical : '/'
    found = { path, policy: policyFor(request.method, path), check }
    resolved.set(request, found)
  }
  return found
}

/**
 * Runs first, before any guard and before routing: a path spelled another way (a trailing or
 * doubled slash, a dot segment, a needless percent-escape) is refused (404), or for a page read sent
 * to its one spelling (308); a path that is no path at all (broken encoding, an escaped slash, a
 * control character) gets 400. So the router and the guards can never read a path differently.
 */
export const routePolicy = () =>
  new Elysia({ name: 'route-policy' }).onRequest(({ request }) => {
    const found = routeOf(request).check
    if (found.ok) return
    if (found.status === 400) return json(400, { message: 'This address is not valid' })
    const isPageRead = (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(found.canonical)
    if (!isPageRead) return json(404, { message: 'Not found' })
    const query = request.url.indexOf('?')
    // A relative address: never built from the Host header.
    const location = found.canonical + (query === -1 ? '' : request.url.slice(query))
    return new Response(null, { status: 308, headers: { location, 'cache-control': 'no-store' } })
  })
