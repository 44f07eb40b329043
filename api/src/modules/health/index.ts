import { Elysia } from 'elysia'
import type { AppContext } from '../../context'

/** 200 while the database answers, 503 otherwise (load balancers and the PWA read it). */
export const healthRoutes = ({ database }: AppContext) =>
  new Elysia({ prefix: '/api' }).get('/health', async ({ status, set }) => {
    set.headers['cache-control'] = 'no-store'
    const ok = await Promise.race([database.ping(), Bun.sleep(2000).then(() => false)])
    return ok ? { status: 'ok' as const } : status(503, { status: 'unavailable' as const, message: 'The database is not answering' })
  })
