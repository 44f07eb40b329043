import { Elysia } from 'elysia'
import type { AppContext } from '../context'
import { clientAddress } from '../lib/client-address'
import { json } from '../lib/errors'
import type { PublicForm } from '../lib/route-policy'
import { createThrottle } from '../lib/throttle'
import { PUBLIC_BODY_MAX_BYTES, readTooMuch } from './errors'
import { routeOf } from './route-policy'

/**
 * A real visitor's form is a few kilobytes; anything much larger is refused: by its Content-Length
 * before it is read, and otherwise as soon as the bytes read pass it (plugins/errors.ts).
 */
export const PUBLIC_FORM_MAX_BYTES = PUBLIC_BODY_MAX_BYTES
export const FORM_TOO_LARGE = 'This form is too large to send. Please shorten it and try again.'
const WINDOW_MS = 10 * 60_000

type Server = Parameters<typeof clientAddress>[1]
/** Why a form was refused before it was read: its status, the visitor's message and, for 429, the seconds to wait. */
export type FormRefusal = { status: 413 | 429; message: string; retryAfter?: number }

/**
 * Calls the server makes to the API itself for a form it has already counted (a page's form sent
 * without JavaScript, plugins/web-app.ts): they are not counted a second time. Only server code can
 * put a request here.
 */
export const countedAlready = new WeakSet<Request>()

/**
 * A form over the cap: by its Content-Length, or (a page's form post, read as it arrives) by the
 * bytes read (plugins/errors.ts stops reading it and hands it on empty).
 */
export const isTooLarge = (request: Request) =>
  Number(request.headers.get('content-length') ?? 0) > PUBLIC_FORM_MAX_BYTES || readTooMuch.has(request)

/**
 * Counts one sending of `form` by the client of `request`: each client may send each form
 * `FORM_RATE_LIMIT` times in ten minutes (default 10), then is refused until the window passes.
 * Counts live in the `throttles` table, so several instances share them, and a form sent with or
 * without JavaScript counts in the same place.
 */
export function formThrottle(ctx: AppContext) {
  const throttle = createThrottle(ctx.db, { limit: ctx.config.formRateLimit, windowMs: WINDOW_MS, blockMs: WINDOW_MS })
  return async (form: PublicForm, request: Request, server: Server): Promise<FormRefusal | undefined> => {
    // Every submission counts, accepted or not, and is counted before it is read.
    const attempt = await throttle.attempt(`form:${form}:${clientAddress(request, server, ctx.config.trustProxy)}`)
    if (attempt.allowed) return undefined
    const minutes = Math.ceil(attempt.retryAfter / 60)
    return {
      status: 429,
      message: `Too many submissions from this device. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      retryAfter: attempt.retryAfter,
    }
  }
}

/**
 * Rate limits for the public forms (the routes whose policy names a form, lib/route-policy.ts), with
 * 429 and Retry-After when a client has sent too many; bodies over the cap get 413.
 */
export function publicForms(ctx: AppContext) {
  const count = formThrottle(ctx)
  // Synchronous for every request that is not a form's: nothing to wait for there.
  return new Elysia({ name: 'public-forms' }).onRequest(({ request, server }) => {
    const form = routeOf(request).policy?.form
    if (!form || countedAlready.has(request)) return
    if (isTooLarge(request)) return json(413, { message: FORM_TOO_LARGE })
    return count(form, request, server).then((refused) =>
      refused ? json(refused.status, { message: refused.message }, { 'retry-after': String(refused.retryAfter) }) : undefined,
    )
  })
}
