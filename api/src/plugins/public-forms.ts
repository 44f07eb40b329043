import { Elysia } from 'elysia'
import type { AppContext } from '../context'
import { clientAddress } from '../lib/client-address'
import { createThrottle } from '../lib/throttle'
import { json } from './errors'

/** The forms anyone may send: contact, plan a visit, newsletter. */
const PUBLIC_FORMS: Record<string, string> = {
  '/api/contact': 'contact',
  '/api/visitor-requests': 'visit',
  '/api/newsletter/subscribe': 'newsletter',
}

/** A real visitor's form is a few kilobytes; anything much larger is refused before it is read. */
export const PUBLIC_FORM_MAX_BYTES = 32 * 1024
const WINDOW_MS = 10 * 60_000

/**
 * Rate limits for the public forms (issue 8): each client may send each form `FORM_RATE_LIMIT`
 * times in ten minutes (default 10), then gets 429 with Retry-After until the window passes.
 * Counts live in the `throttles` table, so several instances share them. Oversized bodies get 413.
 */
export function publicForms(ctx: AppContext) {
  const throttle = createThrottle(ctx.db, { limit: ctx.config.formRateLimit, windowMs: WINDOW_MS, blockMs: WINDOW_MS })
  return new Elysia({ name: 'public-forms' }).onRequest(async ({ request, server }) => {
    if (request.method !== 'POST') return
    const form = PUBLIC_FORMS[new URL(request.url).pathname]
    if (!form) return
    const length = Number(request.headers.get('content-length') ?? 0)
    if (length > PUBLIC_FORM_MAX_BYTES) return json(413, { message: 'This form is too large to send. Please shorten it and try again.' })
    const key = `form:${form}:${clientAddress(request, server, ctx.config.trustProxy)}`
    const wait = await throttle.retryAfter(key)
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60)
      return new Response(
        JSON.stringify({
          message: `Too many submissions from this device. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        }),
        { status: 429, headers: { 'content-type': 'application/json;charset=utf-8', 'retry-after': String(wait) } },
      )
    }
    // Every submission counts, accepted or not.
    await throttle.fail(key)
  })
}
