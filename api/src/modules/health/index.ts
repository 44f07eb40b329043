import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { read } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import { Healthy, Live, NotReady, Ready, Unhealthy } from './model'

/** A database check is reused for this long: load balancers may ask many times a second. */
const CHECK_REUSE_MS = 1_000
/** A database that has not answered in this time counts as down (no hanging health checks). */
const CHECK_TIMEOUT_MS = 1_000

const DATABASE_DOWN = 'The database is not answering'

/**
 * Health for load balancers, container runtimes and the PWA (docs/deploy.md#health-checks):
 * - `/api/health`: 200 while the database answers, 503 otherwise (as it always was);
 * - `/api/health/live`: 200 while the process answers: restart it only when this fails;
 * - `/api/health/ready`: 200 once the instance may take visitors: migrated (before it listens), the
 *   database answering and its pages rendered once; 503 with what it waits for otherwise.
 */
export const healthRoutes = ({ database, startup }: AppContext) => {
  let last: { ok: Promise<boolean>; at: number } | undefined
  const databaseAnswers = () => {
    if (!last || Date.now() - last.at > CHECK_REUSE_MS) {
      last = { ok: Promise.race([database.ping(), Bun.sleep(CHECK_TIMEOUT_MS).then(() => false)]), at: Date.now() }
    }
    return last.ok
  }
  return new Elysia({ prefix: '/api/health' })
    .use(policies)
    .onAfterHandle(({ set }) => {
      set.headers['cache-control'] = 'no-store'
    })
    .get('', async ({ status }) => ((await databaseAnswers()) ? { status: 'ok' as const } : status(503, unavailable(DATABASE_DOWN))), {
      policy: read,
      response: { 200: Healthy, 503: Unhealthy },
    })
    .get('/live', () => ({ status: 'live' as const }), { policy: read, response: { 200: Live } })
    .get(
      '/ready',
      async ({ status }) => {
        if (!(await databaseAnswers())) return status(503, { ...unavailable(DATABASE_DOWN), waitingFor: 'database' as const })
        if (!startup.pagesWarm)
          return status(503, { ...unavailable('Starting: the pages are being prepared'), waitingFor: 'pages' as const })
        return { status: 'ready' as const }
      },
      { policy: read, response: { 200: Ready, 503: NotReady } },
    )
}

const unavailable = (message: string) => ({ status: 'unavailable' as const, message })
