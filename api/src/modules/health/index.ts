import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { Healthy, Unhealthy } from './model'

/** A database check is reused for this long: load balancers may ask many times a second. */
const CHECK_REUSE_MS = 1_000
/** A database that has not answered in this time counts as down (no hanging health checks). */
const CHECK_TIMEOUT_MS = 2_000

/** 200 while the database answers, 503 otherwise (load balancers and the PWA read it). */
export const healthRoutes = ({ database }: AppContext) => {
  let last: { ok: Promise<boolean>; at: number } | undefined
  const check = () => {
    if (!last || Date.now() - last.at > CHECK_REUSE_MS) {
      last = { ok: Promise.race([database.ping(), Bun.sleep(CHECK_TIMEOUT_MS).then(() => false)]), at: Date.now() }
    }
    return last.ok
  }
  return new Elysia({ prefix: '/api' }).get(
    '/health',
    async ({ status, set }) => {
      set.headers['cache-control'] = 'no-store'
      return (await check())
        ? { status: 'ok' as const }
        : status(503, { status: 'unavailable' as const, message: 'The database is not answering' })
    },
    { response: { 200: Healthy, 503: Unhealthy } },
  )
}
