import { Elysia } from 'elysia'
import * as v from 'valibot'
import type { AppContext } from '../../context'
import { ErrorAnswer, MessageAnswer } from '../../lib/answers'
import { clientAddress } from '../../lib/client-address'
import { IdParams, requiredEmail } from '../../lib/fields'
import { admin, anyone, read, signedIn } from '../../lib/route-policy'
import { createThrottle } from '../../lib/throttle'
import { policies } from '../../plugins/route-policy'
import { safeReturnTo } from '../auth/model'
import { readCookie, SESSION_COOKIE, sessionCookies } from '../auth/service'
import { wakeOutbox } from '../email/outbox'
import { getSiteConfig, siteAddress } from '../site-config/service'
import { ChangePasswordInput, FirstAdminInput, ResetPasswordInput } from '../users/model'
import { forgotPage, messagePage, resetPage, setupPage } from './pages'
import {
  createFirstAdmin,
  emailGoesOut,
  hasAdmin,
  type LinkKind,
  LinkRefused,
  linkState,
  requestResetLink,
  resetPassword,
  sendResetLink,
  setPassword,
} from './service'

const THROTTLED = 'Too many attempts. Please wait a few minutes and try again.'
const MISMATCH = 'The two passwords are not the same'
const WRONG_PASSWORD = 'Your current password is not correct'

const html = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers } })

type Refusal = 'used' | 'expired' | 'unknown' | 'password-changed' | 'admin-exists'
const SIGN_IN = { href: '/api/login?returnTo=%2Fadmin', label: 'Sign in' }

/** Reset requests ('Forgot password?'): per client, 10 in 15 minutes; per address, 3 emails an hour. */
export const RESET_REQUESTS_PER_CLIENT = 10
export const RESET_EMAILS_PER_ADDRESS = 3
const ResetRequestInput = v.object({ email: requiredEmail('Please enter a valid email address') })
/** The one answer to a reset request, whether an account uses the address or not. */
export const RESET_REQUESTED = `If an account uses that address, we have emailed it a link to choose a new password. The link works once, within an hour. Nothing there? Look in your spam folder; one address gets at most ${RESET_EMAILS_PER_ADDRESS} links an hour.`
/** What the reset request page says while the site cannot send email: no link can go out, so nobody is told one did. */
const noEmail = (churchName: string) =>
  `This website cannot send email yet, so it cannot email you a reset link. Ask an administrator of ${churchName} to send you one from the dashboard (Users tab, 'Send reset link').`

/** What a refused link says, plainly: 410 used, expired or its password changed since, 404 unknown, 409 an admin exists already. */
const REFUSALS: Record<LinkKind, Record<Refusal, { status: number; title: string; message: string; link?: typeof SIGN_IN }>> = {
  setup: {
    used: {
      status: 410,
      title: 'This setup link has been used',
      message: 'The first admin was created with it. Sign in instead.',
      link: SIGN_IN,
    },
    expired: {
      status: 410,
      title: 'This setup link has expired',
      message: 'Setup links work for one hour. Restart the site: while there is no admin, it prints a new link when it starts.',
    },
    unknown: {
      status: 404,
      title: 'This setup link is not valid',
      message: 'Check that the whole address was copied. Only the link printed last, when the site started, works.',
    },
    // Setup links belong to no account yet: never so, but worded for it all the same.
    'password-changed': {
      status: 410,
      title: 'This setup link no longer works',
      message: 'The account’s password was changed after the link was made. Sign in instead.',
      link: SIGN_IN,
    },
    'admin-exists': {
      status: 409,
      title: 'An admin already exists',
      message: 'This site has an admin already. Sign in, or ask an admin to add an account for you.',
      link: SIGN_IN,
    },
  },
  reset: {
    used: {
      status: 410,
      title: 'This reset link has been used',
      message: 'A new password was chosen with it already. Sign in, or ask an admin to send a new link.',
      link: SIGN_IN,
    },
    expired: {
      status: 410,
      title: 'This reset link has expired',
      message: 'Reset links work for one hour. Ask an admin to send a new one.',
    },
    unknown: {
      status: 404,
      title: 'This reset link is not valid',
      message: 'Check that the whole address was copied, or ask an admin to send a new link.',
    },
    'password-changed': {
      status: 410,
      title: 'This reset link no longer works',
      message:
        'The password of this account was changed after the link was sent, so the link was cancelled. Sign in with the current password, or ask an admin to send a new link.',
      link: SIGN_IN,
    },
    'admin-exists': { status: 409, title: 'This reset link is not valid', message: 'Ask an admin to send a new link.' },
  },
}

/** The first message of a failed parse, and the field it is about. */
function firstProblem(issues: v.BaseIssue<unknown>[]) {
  const flat = v.flatten(issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]])
  const [field, messages] = Object.entries(flat.nested ?? {})[0] ?? []
  return { field, message: messages?.[0] ?? flat.root?.[0] ?? 'Please check the form' }
}

/**
 * Accounts without a shell: the first-admin setup link, reset links (server pages, like sign-in,
 * so they work without the web app), changing one's own password, and admins sending reset links.
 */
export const accountRoutes = (ctx: AppContext) => {
  const { db, config } = ctx
  // Setup and reset forms: 10 submissions per client in 15 minutes, counted before the link is looked at.
  const linkThrottle = createThrottle(db, { limit: 10, windowMs: 15 * 60_000, blockMs: 15 * 60_000 })
  const site = async () => {
    const c = await getSiteConfig(db)
    return { churchName: c.churchName, primaryColor: c.primaryColor }
  }
  const refused = async (kind: LinkKind, why: Refusal) => {
    const r = REFUSALS[kind][why]
    return html(r.status, messagePage(await site(), { title: r.title, message: r.message, link: r.link }))
  }
  // 'Forgot password?': every request counted per client before it is read; emails counted per address.
  const resetRequestThrottle = createThrottle(db, { limit: RESET_REQUESTS_PER_CLIENT, windowMs: 15 * 60_000, blockMs: 15 * 60_000 })
  const resetEmailThrottle = createThrottle(db, { limit: RESET_EMAILS_PER_ADDRESS, windowMs: 60 * 60_000, blockMs: 60 * 60_000 })
  const throttled = async (request: Request, server: Parameters<typeof clientAddress>[1]) => {
    const attempt = await linkThrottle.attempt(`account-link:client:${clientAddress(request, server, config.trustProxy)}`)
    if (attempt.allowed) return null
    return html(429, messagePage(await site(), { title: 'Please wait', message: THROTTLED }), { 'retry-after': String(attempt.retryAfter) })
  }

  /**
   * A setup or reset form sent: counted per client before the link is looked at, then the link, then
   * the form (its first problem, else two passwords that differ, shown `again` on the page, at
   * `firstField` when the problem names none); `done` acts on the checked form, and a link used up
   * meanwhile is refused like any used link.
   */
  const linkForm = async <Form extends { password: string; confirmPassword: string | null }>(
    link: { kind: LinkKind; token: string; request: Request; server: Parameters<typeof clientAddress>[1] },
    form: {
      schema: v.GenericSchema<unknown, Form>
      body: unknown
      firstField: string
      again: (error: string, field: string) => Promise<Response>
    },
    done: (form: Form) => Promise<Response>,
  ) => {
    const tooMany = await throttled(link.request, link.server)
    if (tooMany) return tooMany
    const { state } = await linkState(db, link.kind, link.token)
    if (state !== 'usable') return refused(link.kind, state)
    const parsed = v.safeParse(form.schema, form.body)
    if (!parsed.success) {
      const problem = firstProblem(parsed.issues)
      return form.again(problem.message, problem.field ?? form.firstField)
    }
    if (parsed.output.password !== parsed.output.confirmPassword) return form.again(MISMATCH, 'confirmPassword')
    try {
      return await done(parsed.output)
    } catch (error) {
      if (error instanceof LinkRefused) return refused(link.kind, error.state)
      throw error
    }
  }

  // The setup and reset links are server pages: they answer HTML (a Response) or a 303 to /admin, so
  // they declare no JSON response schema.
  return new Elysia()
    .use(policies)
    .get(
      '/api/account/setup/:token',
      async ({ params }) => {
        const link = await linkState(db, 'setup', params.token)
        if (link.state !== 'usable') return refused('setup', link.state)
        if (await hasAdmin(db)) return refused('setup', 'admin-exists')
        return html(200, setupPage(await site(), `/api/account/setup/${params.token}`))
      },
      { policy: read },
    )
    .post(
      '/api/account/setup/:token',
      async ({ params, body, request, server }) => {
        const raw = (body ?? {}) as Record<string, unknown>
        const again = (error: string, field: string) =>
          site().then((s) =>
            html(
              422,
              setupPage(s, `/api/account/setup/${params.token}`, {
                name: String(raw.name ?? ''),
                email: String(raw.email ?? ''),
                error,
                field,
              }),
            ),
          )
        const link = { kind: 'setup' as const, token: params.token, request, server }
        return linkForm(link, { schema: FirstAdminInput, body: raw, firstField: 'name', again }, async (form) => {
          const user = await createFirstAdmin(db, params.token, form)
          ctx.log.info(`First admin ${user.email} created through the setup link`)
          const token = await ctx.auth.startSession(user.id)
          const response = new Response(null, { status: 303, headers: { location: '/admin', 'cache-control': 'no-store' } })
          for (const cookie of sessionCookies(token, config.secureCookies)) response.headers.append('set-cookie', cookie)
          return response
        })
      },
      { policy: anyone },
    )
    .get(
      '/api/account/reset/:token',
      async ({ params }) => {
        const link = await linkState(db, 'reset', params.token)
        if (link.state !== 'usable') return refused('reset', link.state)
        return html(200, resetPage(await site(), `/api/account/reset/${params.token}`))
      },
      { policy: read },
    )
    .post(
      '/api/account/reset/:token',
      async ({ params, body, request, server }) => {
        const again = (error: string, field: string) =>
          site().then((s) => html(422, resetPage(s, `/api/account/reset/${params.token}`, { error, field })))
        const link = { kind: 'reset' as const, token: params.token, request, server }
        return linkForm(link, { schema: ResetPasswordInput, body: body ?? {}, firstField: 'password', again }, async (form) => {
          const user = await resetPassword(db, params.token, form.password)
          ctx.log.info(`New password chosen for ${user.email} through a reset link; its sessions ended`)
          return html(
            200,
            messagePage(await site(), {
              title: 'Your password has been changed',
              message: `Sign in as ${user.email} with your new password. Every device this account was signed in on is signed out.`,
              link: SIGN_IN,
              ok: true,
            }),
          )
        })
      },
      { policy: anyone },
    )
    .get(
      '/api/account/forgot',
      async ({ query }) => {
        const s = await getSiteConfig(db)
        const returnTo = safeReturnTo(query.returnTo)
        const blocked = emailGoesOut(s) ? undefined : noEmail(s.churchName)
        return html(200, forgotPage({ churchName: s.churchName, primaryColor: s.primaryColor }, { returnTo, blocked }))
      },
      { policy: read },
    )
    .post(
      '/api/account/forgot',
      async ({ body, request, server }) => {
        const from = clientAddress(request, server, config.trustProxy)
        const tooMany = await resetRequestThrottle.attempt(`reset-request:client:${from}`)
        if (!tooMany.allowed)
          return html(429, messagePage(await site(), { title: 'Please wait', message: THROTTLED }), {
            'retry-after': String(tooMany.retryAfter),
          })
        const raw = (body ?? {}) as Record<string, unknown>
        const returnTo = safeReturnTo(raw.returnTo)
        const s = await getSiteConfig(db)
        const look = { churchName: s.churchName, primaryColor: s.primaryColor }
        if (!emailGoesOut(s)) return html(409, forgotPage(look, { returnTo, blocked: noEmail(s.churchName) }))
        const parsed = v.safeParse(ResetRequestInput, raw)
        if (!parsed.success) {
          const email = typeof raw.email === 'string' ? raw.email.slice(0, 254) : ''
          return html(422, forgotPage(look, { returnTo, email, error: firstProblem(parsed.issues).message }))
        }
        const email = parsed.output.email.toLowerCase()
        // Counted whether or not an account uses the address, so the count tells nothing either.
        const allowed = (await resetEmailThrottle.attempt(`reset-request:address:${email}`)).allowed
        if (allowed && (await requestResetLink(db, email, await siteAddress(db, config)))) {
          ctx.log.info(`Reset link emailed to ${email}, asked for on the sign-in page`)
          wakeOutbox(db)
        }
        return html(
          200,
          messagePage(look, {
            title: 'Check your email',
            message: RESET_REQUESTED,
            link: { href: `/api/login?returnTo=${encodeURIComponent(returnTo)}`, label: 'Back to sign in' },
            ok: true,
          }),
        )
      },
      { policy: anyone },
    )
    .post(
      '/api/auth/password',
      async ({ body, request, set, status }) => {
        set.headers['cache-control'] = 'no-store'
        const user = await ctx.userOf(request)
        if (!user) return status(401, { message: 'Unauthorized' })
        const check = await ctx.auth.checkCurrentPassword(user.id, body.currentPassword)
        if (!check.ok && check.retryAfter > 0) {
          set.headers['retry-after'] = String(check.retryAfter)
          return status(429, { message: THROTTLED })
        }
        if (!check.ok) return status(422, { message: WRONG_PASSWORD, fields: { currentPassword: WRONG_PASSWORD } })
        await setPassword(db, user.id, body.newPassword)
        // Every other session of this account ends; the one that changed it stays signed in.
        await ctx.auth.endSessions(user.id, readCookie(request, SESSION_COOKIE))
        return { message: 'Your password has been changed. Any other device signed in to this account is signed out.' }
      },
      {
        policy: signedIn,
        body: ChangePasswordInput,
        response: { 200: MessageAnswer, 401: ErrorAnswer, 422: ErrorAnswer, 429: ErrorAnswer },
      },
    )
    .post(
      '/api/admin/users/:id/reset-link',
      async ({ params }) => {
        const answer = await sendResetLink(db, params.id, await siteAddress(db, config))
        wakeOutbox(db)
        return answer
      },
      { policy: admin, params: IdParams, response: { 200: MessageAnswer } },
    )
}
