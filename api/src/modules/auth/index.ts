import { Elysia } from 'elysia'
import * as v from 'valibot'
import type { AppContext } from '../../context'
import { ErrorAnswer } from '../../lib/answers'
import { clientAddress } from '../../lib/client-address'
import { json } from '../../lib/errors'
import { anyone, read, signedIn } from '../../lib/route-policy'
import { isCrossSite } from '../../plugins/auth'
import { policies } from '../../plugins/route-policy'
import { getSiteConfig } from '../site-config/service'
import { loginPage, signOutPage } from './login-page'
import { LoginInput, SessionUser, safeReturnTo } from './model'
import { clearedSessionCookies, readCookie, SESSION_COOKIE, sessionCookies, signedInHintCookie } from './service'

const FAILED = 'Incorrect email or password.'
const THROTTLED = 'Too many sign-in attempts. Please wait a few minutes and try again.'

const html = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers } })

/** A response with several Set-Cookie headers (a plain object can hold only one). */
function withCookies(response: Response, cookies: string[]) {
  for (const cookie of cookies) response.headers.append('set-cookie', cookie)
  return response
}

/** Sign-in and sign-out: /api/login, /api/logout and /api/auth/user (docs/product.md#accounts-and-sign-in). */
export const authRoutes = (ctx: AppContext) => {
  const page = async (returnTo: string, extra: { email?: string; error?: string } = {}) => {
    const site = await getSiteConfig(ctx.db)
    return loginPage({ churchName: site.churchName, primaryColor: site.primaryColor, returnTo, ...extra })
  }

  // Sign-in and sign-out answer Responses built by hand (the sign-in page's HTML, a 303, or for a JSON
  // post `{ user }` or `{ message, fields? }` with the session's cookies): no schema checks a Response.
  return new Elysia({ prefix: '/api' })
    .use(policies)
    .get(
      '/login',
      async ({ request, query }) => {
        const returnTo = safeReturnTo(query.returnTo)
        // Already signed in: straight on (renewing the hint, in case the browser lost it).
        if (await ctx.userOf(request)) {
          return withCookies(new Response(null, { status: 303, headers: { location: returnTo } }), [
            signedInHintCookie(ctx.config.secureCookies),
          ])
        }
        return html(200, await page(returnTo))
      },
      { policy: read },
    )
    .post(
      '/login',
      async ({ request, body, server }) => {
        // Parsed by hand (not as a route schema) so a form post gets the page back, not JSON.
        const isForm = !(request.headers.get('content-type') ?? '').includes('application/json')
        const raw = (body ?? {}) as Record<string, unknown>
        const returnTo = safeReturnTo(raw.returnTo)
        const parsed = v.safeParse(LoginInput, raw)
        if (!parsed.success) {
          const fields = v.flatten<typeof LoginInput>(parsed.issues).nested ?? {}
          const message = Object.values(fields)[0]?.[0] ?? 'Please enter your email and password'
          return isForm
            ? html(422, await page(returnTo, { email: String(raw.email ?? ''), error: message }))
            : json(422, { message, fields: Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, m?.[0] ?? ''])) })
        }
        const { email, password } = parsed.output
        const result = await ctx.auth.signIn(email, password, clientAddress(request, server, ctx.config.trustProxy))
        if (!result.ok) {
          const status = result.retryAfter > 0 ? 429 : 401
          const message = result.retryAfter > 0 ? THROTTLED : FAILED
          const headers: Record<string, string> = result.retryAfter > 0 ? { 'retry-after': String(result.retryAfter) } : {}
          return isForm ? html(status, await page(returnTo, { email, error: message }), headers) : json(status, { message }, headers)
        }
        const cookies = sessionCookies(result.token, ctx.config.secureCookies)
        return withCookies(
          isForm
            ? new Response(null, { status: 303, headers: { location: returnTo } })
            : json(200, { user: result.user }, { 'cache-control': 'no-store' }),
          cookies,
        )
      },
      { policy: anyone },
    )
    .get(
      '/logout',
      async ({ request }) => {
        // A link (or image) on another site signs nobody out: the person is asked on a page of ours instead.
        if (isCrossSite(request, ctx.config.publicUrl)) {
          const site = await getSiteConfig(ctx.db)
          return html(200, signOutPage({ churchName: site.churchName, primaryColor: site.primaryColor }))
        }
        await ctx.auth.signOut(readCookie(request, SESSION_COOKIE))
        return withCookies(
          new Response(null, { status: 303, headers: { location: '/', 'cache-control': 'no-store' } }),
          clearedSessionCookies(ctx.config.secureCookies),
        )
      },
      { policy: read },
    )
    .get(
      '/auth/user',
      async ({ request, set, status }) => {
        set.headers['cache-control'] = 'no-store'
        const user = await ctx.userOf(request)
        if (!user) return status(401, { message: 'Unauthorized' })
        return user
      },
      { policy: signedIn, response: { 200: SessionUser, 401: ErrorAnswer } },
    )
}
