import { Elysia } from 'elysia'
import type { AppContext } from '../context'
import { contentSecurityPolicy, originOf, policyOrigin } from '../lib/content-security'
import type { Logger } from '../lib/log'
import { getSiteConfig } from '../modules/site-config/service'
import { routeOf } from './route-policy'

/** The service worker fetches (and caches) pictures from any https host the pages show. */
const WORKER_CSP = "default-src 'self'; connect-src 'self' https:; img-src 'self' data: https:; frame-ancestors 'none'"

/**
 * Data answers (JSON from /api/) are never pages: nothing may load in them and nothing may frame
 * them (OWASP's policy for APIs), and it is some 430 bytes shorter than the site's on every answer.
 * /api/login is the sign-in page and /api/account/... the setup and reset pages, so they get the site's policy.
 */
const DATA_CSP = "default-src 'none'; frame-ancestors 'none'"
/**
 * The OpenAPI description's page (development only, plugins/api-docs.ts): the plugin's Scalar viewer,
 * its script and styles from jsdelivr, reading the description from this server.
 */
const DOCS_PAGE = '/api/openapi'
const DOCS_CSP =
  "default-src 'none'; script-src https://cdn.jsdelivr.net; style-src 'unsafe-inline' https:; font-src https: data:; img-src 'self' data: https:; connect-src 'self'; frame-ancestors 'none'"
const isDataPath = (path: string) => path.startsWith('/api/') && path !== '/api/login' && !path.startsWith('/api/account/')

/**
 * Device and tracking features the site never uses, turned off for it and every frame it embeds. Only
 * names Chromium recognises: an unknown one ('bluetooth', 'battery', 'web-share', 'vr', ...) makes every
 * page warn in the console. 'browsing-topics' is the Topics API, the successor of FLoC's 'interest-cohort'.
 * Never 'payment', 'fullscreen', 'autoplay', 'encrypted-media' or 'picture-in-picture': the giving
 * widget and the YouTube player may use them.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), hid=(), browsing-topics=()'

/**
 * How long the policy built from the site configuration is used before it is read again in the
 * background (an admin write in this process drops it at once, so the next page names a new giving host).
 */
const POLICY_TTL_MS = 5_000
/**
 * How long a request waits for the settings when there is no policy to use yet (the first request,
 * or the first after an admin write): past it, the last policy or one with no third-party hosts.
 */
const POLICY_DEADLINE_MS = 1_000

/**
 * Security headers on every response (issue 8): the site's CSP on pages (the data and worker
 * policies above elsewhere), nosniff, a strict referrer policy, a Permissions-Policy that turns
 * off what the site never uses, no framing, and HSTS when the site is served over https. The site's
 * policy is kept in memory and read again behind the answers: while the database is unreachable,
 * every request is answered with the last policy at once, never waiting on it.
 */
export function securityHeaders(
  { db, config, content, log }: Pick<AppContext, 'db' | 'config' | 'content'> & { log?: Logger },
  opts: { ttlMs?: number; deadlineMs?: number } = {},
) {
  const https = config.publicUrl?.startsWith('https:') ?? false
  /** The settings' addresses already said to be unusable, so each is logged once per process, not on every read. */
  const refused = new Set<string>()
  /** A stored address that is not a plain https origin (saved before the rule, or by hand) is left out of the policy and logged. */
  const plain = (field: string, url: string) => {
    if (!url || policyOrigin(url)) return url
    const key = `${field}|${url}`
    if (!refused.has(key)) {
      if (refused.size >= 100) refused.clear()
      refused.add(key)
      ;(log?.warn ?? console.warn)(
        `Settings' ${field} ${JSON.stringify(url.slice(0, 200))} is not a plain https address; left out of the Content-Security-Policy`,
      )
    }
    return ''
  }
  let cached: { policy: string; until: number; version: number } | undefined
  /** The one reading of the settings under way (begun at a content version), shared by every request that needs it. */
  let reading: { version: number; since: number; policy: Promise<string> } | undefined
  /** The last policy, or one with no third-party hosts at all (the settings were never read). */
  const lastPolicy = () => cached?.policy ?? contentSecurityPolicy({ https })
  const read = () => {
    const version = content.now()
    // One begun before an admin write here may have read the settings before it, and one the database
    // has not answered in ten seconds may never be: neither is waited for.
    if (reading?.version === version && Date.now() - reading.since < 10_000) return reading.policy
    const mine = { version, since: Date.now(), policy: Promise.resolve('') }
    reading = mine
    mine.policy = (async () => {
      try {
        const site = await getSiteConfig(db)
        const fresh = contentSecurityPolicy({
          givingWidgetUrl: plain('givingWidgetUrl', site.givingWidgetUrl),
          offeringFormUrl: plain('offeringFormUrl', site.offeringFormUrl),
          uploadsOrigin: originOf(config.s3?.publicUrl) ?? originOf(config.s3?.endpoint),
          https,
        })
        cached = { policy: fresh, until: Date.now() + (opts.ttlMs ?? POLICY_TTL_MS), version }
        return fresh
      } catch {
        // The database is unreachable: the last policy, used at once by the next requests (even
        // after a write here that failed with it) and read again behind them until it answers.
        if (cached) cached = { ...cached, until: Date.now() + (opts.ttlMs ?? POLICY_TTL_MS), version }
        return lastPolicy()
      } finally {
        if (reading === mine) reading = undefined
      }
    })()
    return mine.policy
  }
  /** The policy to send now, or a promise of it when there is none to use yet (then waited for at most the deadline). */
  const policyNow = (): string | Promise<string> => {
    if (cached && cached.version === content.now()) {
      // Out of date by time only (another instance's change): sent as it is, read again behind it.
      if (cached.until <= Date.now()) void read()
      return cached.policy
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    const deadline = new Promise<string>((done) => {
      timer = setTimeout(() => done(lastPolicy()), opts.deadlineMs ?? POLICY_DEADLINE_MS)
    })
    return Promise.race([read(), deadline]).finally(() => clearTimeout(timer))
  }
  return (
    new Elysia({ name: 'security-headers' })
      // Synchronous but for the first request and the first after an admin write here: most wait on nothing.
      .onRequest(({ request, set }) => {
        set.headers['x-content-type-options'] = 'nosniff'
        set.headers['referrer-policy'] = 'strict-origin-when-cross-origin'
        set.headers['permissions-policy'] = PERMISSIONS_POLICY
        set.headers['x-frame-options'] = 'DENY'
        if (https) set.headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains'
        // The route policy's reading of the path (one spelling per route), as every guard reads it.
        const { path } = routeOf(request)
        if (path === DOCS_PAGE && !config.production) {
          set.headers['content-security-policy'] = DOCS_CSP
          return
        }
        if (path === '/sw.js' || isDataPath(path)) {
          set.headers['content-security-policy'] = path === '/sw.js' ? WORKER_CSP : DATA_CSP
          return
        }
        const now = policyNow()
        if (typeof now === 'string') {
          set.headers['content-security-policy'] = now
          return
        }
        return now.then((policy) => {
          set.headers['content-security-policy'] = policy
        })
      })
      .as('global')
  )
}
