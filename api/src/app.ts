import { Elysia } from 'elysia'
import type { Config } from './config'
import type { AppContext } from './context'
import type { Database } from './db/client'
import { nextGoLive } from './lib/live'
import type { Logger } from './lib/log'
import { accountRoutes } from './modules/accounts'
import { activityRoutes } from './modules/activity'
import { authRoutes } from './modules/auth'
import { createAuthService } from './modules/auth/service'
import { backupRoutes } from './modules/backups'
import { createBackups } from './modules/backups/service'
import { binRoutes } from './modules/bin'
import { churchRoutes } from './modules/church'
import { emailRoutes } from './modules/email'
import { eventRoutes } from './modules/events'
import { eventCategoryRoutes } from './modules/events/category-routes'
import { featuredContentRoutes } from './modules/featured-content'
import { feedRoutes } from './modules/feeds'
import { healthRoutes } from './modules/health'
import { liveStreamRoutes } from './modules/live-streams'
import { menuRoutes } from './modules/menus'
import { messageRoutes } from './modules/messages'
import { newsRoutes } from './modules/news'
import { newsletterRoutes } from './modules/newsletter'
import { prayerRoutes } from './modules/prayer'
import { registrationRoutes } from './modules/registrations'
import { revisionRoutes } from './modules/revisions'
import { searchRoutes } from './modules/search'
import { sermonRoutes } from './modules/sermons'
import { servingRoutes } from './modules/serving'
import { siteConfigRoutes } from './modules/site-config'
import { sitePageRoutes } from './modules/site-pages'
import { sundayServiceRoutes } from './modules/sunday-services'
import { uploadRoutes } from './modules/uploads'
import { userRoutes } from './modules/users'
import { youtubeRoutes } from './modules/youtube'
import { auth, sessionResolver } from './plugins/auth'
import { errors } from './plugins/errors'
import { keptAnswers } from './plugins/kept-answers'
import { publicCache } from './plugins/public-cache'
import { publicForms } from './plugins/public-forms'
import { queryAsText } from './plugins/query-text'
import { routePolicy } from './plugins/route-policy'
import { securityHeaders } from './plugins/security-headers'

type AppDeps = { config: Config; database: Database; log: Logger }

/**
 * The OpenAPI description of the API (plugins/api-docs.ts), for development only: its plugin is read
 * only when the process does not run in production, and mounted only when the config says development.
 */
const apiDocs = process.env.NODE_ENV === 'production' ? undefined : (await import('./plugins/api-docs')).apiDocs

/** What every module is built with (see context.ts). */
export function createContext(deps: AppDeps): AppContext {
  const authService = createAuthService(deps.database.db)
  // Kept answers end when the next scheduled record goes live (decision 0042).
  deps.database.content.watchSchedule((now) => nextGoLive(deps.database.db, now))
  return {
    ...deps,
    db: deps.database.db,
    content: deps.database.content,
    auth: authService,
    backups: createBackups(deps),
    kept: keptAnswers(),
    startup: { pagesWarm: true },
    userOf: sessionResolver((token) => authService.userForToken(token)),
  }
}

/*
 * Routes grouped in plugins of their own, so the chain below stays within TypeScript's depth for
 * Eden's types: what the office writes and visitors find (pages, news, the site search), and the
 * visitors' forms with staff's inboxes (messages, prayer requests, sign-up sheets for serving, event
 * registrations).
 */
const writtenRoutes = (ctx: AppContext) => new Elysia().use(sitePageRoutes(ctx)).use(newsRoutes(ctx)).use(searchRoutes(ctx))
const inboxRoutes = (ctx: AppContext) =>
  new Elysia().use(messageRoutes(ctx)).use(prayerRoutes(ctx)).use(servingRoutes(ctx)).use(registrationRoutes(ctx))
/** The events and the categories staff sort them by (decision 0057). */
const calendarRoutes = (ctx: AppContext) => new Elysia().use(eventRoutes(ctx)).use(eventCategoryRoutes(ctx))

/** The whole HTTP API, built on the database it is given (tests pass PGlite or PostgreSQL). */
export function createApp(deps: AppDeps, ctx: AppContext = createContext(deps)) {
  const app = new Elysia()
    .use(errors(deps.log, ctx.kept))
    .use(queryAsText())
    .use(ctx.kept.plugin())
    .use(securityHeaders(ctx))
    .use(routePolicy())
    .use(auth(ctx))
    .use(publicForms(ctx))
    .use(publicCache(ctx.content, ctx.kept))
    .use(healthRoutes(ctx))
    .use(authRoutes(ctx))
    .use(accountRoutes(ctx))
    .use(siteConfigRoutes(ctx))
    .use(sermonRoutes(ctx))
    .use(calendarRoutes(ctx))
    .use(sundayServiceRoutes(ctx))
    .use(writtenRoutes(ctx))
    .use(featuredContentRoutes(ctx))
    .use(churchRoutes(ctx))
    .use(menuRoutes(ctx))
    .use(liveStreamRoutes(ctx))
    .use(inboxRoutes(ctx))
    .use(newsletterRoutes(ctx))
    .use(emailRoutes(ctx))
    .use(youtubeRoutes(ctx))
    .use(uploadRoutes(ctx))
    .use(userRoutes(ctx))
    .use(binRoutes(ctx))
    .use(backupRoutes(ctx))
    .use(activityRoutes(ctx))
    .use(revisionRoutes(ctx))
    .use(feedRoutes(ctx))
  // Not chained: the description's routes stay out of the App type (and so out of the web's client).
  if (apiDocs && !deps.config.production) app.use(apiDocs())
  return app
}

export type App = ReturnType<typeof createApp>
