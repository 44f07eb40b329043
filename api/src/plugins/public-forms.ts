import { Elysia } from 'elysia'
import type { AppContext } from '../context'
import { clientAddress } from '../lib/client-address'
import { createThrottle } from '../lib/throttle'
import { json } from './errors'
import { routeOf } from './route-policy'

/** A real visitor's form is a few kilobytes; anything much larger is refused before it is read. */
export const PUBLIC_FORM_MAX_BYTES = 32 * 1024
const WINDOW_MS = 10 * 60_000

/**
 * Rate limits for the public forms (the routes whose policy names a form, lib/route-policy.ts): each client may send each form `FORM_RATE_LIMIT`
 * times in ten minutes (default 10), then gets 429 with Retry-After until the window passes.
 * Counts live in the `throttles` table, so several instances share them. Oversized bodies get 413.
 */
export function publicForms(ctx: AppContext) {
  const throttle = createThrottle(ctx.db, { limit: ctx.config.formRateLimit, windowMs: WINDOW_MS, blockMs: WINDOW_MS })
  return new Elysia({ name: 'public-forms' }).onRequest(async ({ request, server }) => {
    const form = routeOf(request).policy?.form
    if (!form) return
    const length = Number(request.headers.get('content-length') ?? 0)
    if (length > PUBLIC_FORM_MAX_BYTES) return json(413, { message: 'This form is too large to send. Please shorten it and try again.' })
    const key = `form:${form}:${clientAddress(request, server, ctx.config.trustProxy)}`
    // Every submission counts, accepted or not, and is counted before it is read.
    const attempt = await throttle.attempt(key)
    if (!attempt.allowed) {
      const wait = attempt.retryAfter
      const minutes = Math.ceil(wait / 60)
      return new Response(
        JSON.stringify({
          message: `Too many submissions from this device. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        }),
        { status: 429, headers: { 'content-type': 'application/json;charset=utf-8', 'retry-after': String(wait) } },
      )
    }
  })
}
