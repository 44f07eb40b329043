import type { Config } from './config'
import type { Database, Db } from './db/client'
import type { ContentVersion } from './lib/content-version'
import type { Logger } from './lib/log'
import type { SessionUser } from './modules/auth/model'
import type { AuthService } from './modules/auth/service'
import type { Backups } from './modules/backups/service'
import type { KeptAnswers } from './plugins/kept-answers'

/** What every module is built with: handed in explicitly, so tests can build an app on any database. */
export interface AppContext {
  config: Config
  database: Database
  db: Db
  log: Logger
  auth: AuthService
  /** The server's backups: taken by the nightly schedule, 'Back up now' and `bun run db:backup` alike. */
  backups: Backups
  /** Where the content visitors read is at (the database's: lib/content-version.ts): caches compare against it. */
  content: ContentVersion
  /** Public reads and pages kept in memory, sent again whole ahead of the guards (plugins/kept-answers.ts). */
  kept: KeptAnswers
  /**
   * Whether this instance has rendered its pages once (server.ts warms them after listening): until then
   * `/api/health/ready` says it is starting, so a load balancer sends it no visitors yet. An app built in
   * a test has nothing to warm and starts ready.
   */
  startup: { pagesWarm: boolean }
  /** The signed-in user of a request (looked up once per request), or null. */
  userOf(request: Request): Promise<SessionUser | null>
}
