import { join } from 'node:path'
import { createApp, createContext } from './app'
import { type Config, loadConfig } from './config'
import { type Database, openDatabase } from './db/client'
import { createLogger, type Logger } from './lib/log'
import { closeDataFolderAndSay, keepNewFilesPrivate } from './lib/private-files'
import { siteOriginWarning } from './lib/site-origin'
import { keepServingThroughStrayErrors } from './lib/stray-errors'
import { startLocalChannel } from './local-channel'
import { createSetupLink, type SetupLink, setupLinkUrl } from './modules/accounts/service'
import { backupCommand } from './modules/backups/command'
import { startBackupSchedule } from './modules/backups/schedule'
import { startOutboxWorker } from './modules/email/worker'
import { startHousekeeping } from './modules/housekeeping/schedule'
import { sitePages } from './modules/pages'
import { startServingReminders } from './modules/serving/reminders'
import { getSiteConfig, siteAddress } from './modules/site-config/service'
import { userAddCommand } from './modules/users/command'
import { startYoutubeSchedule } from './modules/youtube/schedule'
import { hasWebBuild, webApp } from './plugins/web-app'

/** Files and JSON are capped well below Bun's default; pictures are at most 25 MB (a large phone photo). */
const MAX_REQUEST_BYTES = 27 * 1024 * 1024

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') })
}

/** Opens and migrates the database, runs `beforeListen`, then serves until SIGINT/SIGTERM. */
export async function startServer(opts: { beforeListen?: (database: Database, log: Logger) => Promise<void> } = {}) {
  // What the site writes is its own (0700/0600), and a data folder left open to other accounts is closed first.
  keepNewFilesPrivate()
  const config = loadConfig()
  const log = createLogger(config.logLevel)
  closeDataFolderAndSay(config.dataDir, log)
  keepServingThroughStrayErrors(log)
  const database = await openConfiguredDatabase(config)
  await database.migrate()
  await opts.beforeListen?.(database, log)
  // Links in emails, feeds and previews never come from a request's Host: say where they point.
  const linksWarning = siteOriginWarning(config, await getSiteConfig(database.db))
  if (linksWarning) log.warn(linksWarning)

  const ctx = createContext({ config, database, log })
  const api = createApp(ctx, ctx)
  const serveWeb = hasWebBuild(config.webDist)
  const app = serveWeb
    ? api.use(
        webApp(
          config.webDist,
          sitePages(ctx, (request) => api.handle(request)),
          log,
          ctx.kept,
        ),
      )
    : api
  if (config.production && !serveWeb) log.warn(`No web build at ${config.webDist}: run \`bun run build\` first. Serving the API only.`)

  // No admin yet: a one-time link to create the first one (only its hash is stored). Made before listening, as
  // everything that reads the database at start is: once the server answers, nothing left of its start can fail
  // on a database that goes away (a failure here is a failed start, not a dead server a moment later).
  // One instance at a time decides (instances starting together): the one that makes the link prints it.
  const setup = await database.withExclusiveLock('church-site-setup-link', () => createSetupLink(database.db))
  const setupSays = setup.acquired ? await setupLinkWords(setup.value, database, config) : SETUP_ELSEWHERE

  // Not ready until its pages have rendered once (warmPages, after listening).
  if (serveWeb) ctx.startup.pagesWarm = false
  try {
    // reusePort off: a second server on the same port must fail, not silently share its traffic.
    app.listen({ port: config.port, hostname: config.host, maxRequestBodySize: MAX_REQUEST_BYTES, reusePort: false })
  } catch (error) {
    // For example the port is taken: close the database cleanly (and free PGlite's lock) before failing.
    await database.close()
    throw error
  }
  const where = config.publicUrl ?? `http://localhost:${app.server?.port}`
  log.info(`${serveWeb ? 'Site' : 'API'} listening at ${where} (database: ${database.kind})`)
  // Ready only once its pages have rendered: the first render loads and compiles the page code.
  if (serveWeb) void warmPages(app, ctx.startup, log, `http://127.0.0.1:${app.server?.port}`)
  // The embedded database admits one process: `bun run user:add` and `db:backup` ask this server over a local-only socket.
  const stopLocalChannel =
    database.kind === 'pglite'
      ? startLocalChannel({
          dataDir: config.dataDir,
          log,
          commands: { 'user-add': userAddCommand(database.db, log), backup: backupCommand(ctx.backups) },
        })
      : undefined
  // No admin yet: the one-time link to create the first one in the browser, said once the site listens.
  if (setupSays) console.log(`\n${setupSays}\n`)
  // Sends queued emails (contact notifications, welcomes, newsletters) in the background.
  const outbox = startOutboxWorker({ db: database.db, log })
  // Syncs the YouTube playlists on its own when YOUTUBE_API_KEY is set (decision 0008).
  const youtube = startYoutubeSchedule({ config, database, log })
  // Removes what use piles up (old sessions, throttle counters, old email text, the bin's old deletes).
  const housekeeping = startHousekeeping({ config, database, log })
  // Serving reminders two days before each date (decision 0060), every 15 minutes.
  const servingReminders = startServingReminders({ config, database, log })
  // The nightly backup (at the time staff set in the Backups section), into DATA_DIR/backups or the bucket.
  const backupSchedule = startBackupSchedule({ backups: ctx.backups, log })

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    log.info(`${signal}: finishing requests in flight (for ${config.stopTimeoutMs / 1000} s at most), then closing the database`)
    // Each step runs even when one before it failed (a database already gone, for one), so a stop always ends.
    const steps: [string, (() => Promise<unknown>) | undefined][] = [
      ['the server', () => stopServer(app, config.stopTimeoutMs, log)],
      ['the outbox', outbox.stop],
      ['the YouTube schedule', youtube.stop],
      ['housekeeping', housekeeping.stop],
      ['the serving reminders', servingReminders.stop],
      ['the backup schedule', backupSchedule.stop],
      ['the local channel', stopLocalChannel],
      ['the database', database.close],
    ]
    for (const [what, step] of steps) {
      try {
        await step?.()
      } catch (error) {
        log.warn(`${signal}: stopping ${what} failed; going on`, error)
      }
    }
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
  return { app, database, config, log }
}

/**
 * Stops taking requests and lets those in flight finish, for `graceMs` at most: then the ones still
 * open are closed (their clients see the connection end and may retry elsewhere), so a stop is
 * bounded whatever a client does (docs/deploy.md#stopping).
 */
async function stopServer(app: { stop(closeActiveConnections?: boolean): Promise<unknown> }, graceMs: number, log: Logger) {
  const drained = app.stop().then(() => true)
  if (await Promise.race([drained, Bun.sleep(graceMs).then(() => false)])) return
  log.warn(`Requests still in flight after ${graceMs / 1000} s: closing them`)
  await app.stop(true)
}

/** The pages an instance renders once before it says it is ready: the ones most visitors open first. */
const WARM_PAGES = ['/', '/sermons', '/events', '/about/staff', '/plan-a-visit'] as const

/**
 * Renders the main pages once through the app (not the network), then marks the instance ready
 * (`/api/health/ready`). A page that fails to render is logged; the instance is still marked ready,
 * since that page would fail the same way warm.
 */
async function warmPages(
  app: { handle(request: Request): Promise<Response> },
  startup: { pagesWarm: boolean },
  log: Logger,
  origin: string,
) {
  const started = performance.now()
  for (const path of WARM_PAGES) {
    try {
      const response = await app.handle(new Request(`${origin}${path}`, { headers: { 'accept-encoding': 'br, gzip' } }))
      await response.arrayBuffer()
      if (response.status >= 500) log.warn(`Warming ${path}: answered ${response.status}`)
    } catch (error) {
      log.warn(`Warming ${path} failed`, error)
    }
  }
  startup.pagesWarm = true
  log.info(`Ready: pages warm in ${Math.round(performance.now() - started)} ms`)
}

const USER_ADD_HINT = 'Lost it? Add the first admin here instead: bun run user:add you@example.org --admin'
const SETUP_ELSEWHERE = `No admin yet. Another instance is making the one-time link to create the first one, and prints it.\n${USER_ADD_HINT}`

/** What the start says about the first-admin setup link: the link itself only where it was made (printed once). */
async function setupLinkWords(setup: SetupLink, database: Database, config: Config): Promise<string | undefined> {
  if (setup.state === 'not-needed') return undefined
  if (setup.state === 'pending') {
    const until = `${setup.expiresAt.toISOString().slice(11, 16)} UTC`
    return `No admin yet. The one-time link to create the first one was printed when it was made (by an earlier start or another instance) and works on every instance until ${until}.\n${USER_ADD_HINT}`
  }
  const link = setupLinkUrl(await siteAddress(database.db, config), setup.token)
  return `No admin yet. Create the first one in the browser (the link works once, for one hour):\n  ${link}`
}
