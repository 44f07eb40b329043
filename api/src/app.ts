import { Elysia } from 'elysia'
import type { Config } from './config'
import type { AppContext } from './context'
import type { Database } from './db/client'
import type { Logger } from './lib/log'
import { authRoutes } from './modules/auth'
import { createAuthService } from './modules/auth/service'
import { healthRoutes } from './modules/health'
import { sermonRoutes } from './modules/sermons'
import { siteConfigRoutes } from './modules/site-config'
import { auth, sessionResolver } from './plugins/auth'
import { errors } from './plugins/errors'

/** The whole HTTP API, built on the database it is given (tests pass PGlite or PostgreSQL). */
export function createApp(deps: { config: Config; database: Database; log: Logger }) {
  const authService = createAuthService(deps.database.db)
  const ctx: AppContext = {
    ...deps,
    db: deps.database.db,
    auth: authService,
    userOf: sessionResolver((token) => authService.userForToken(token)),
  }
  return new Elysia()
    .use(errors(deps.log))
    .use(auth(ctx))
    .use(healthRoutes(ctx))
    .use(authRoutes(ctx))
    .use(siteConfigRoutes(ctx))
    .use(sermonRoutes(ctx))
}

export type App = ReturnType<typeof createApp>
