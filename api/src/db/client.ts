import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import * as schema from './schema'

/** One drizzle type for both drivers: services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Applies the committed migrations in drizzle/. */
  migrate(): Promise<void>
  /** True while the database answers a trivial query. */
  ping(): Promise<boolean>
  close(): Promise<void>
}

const migrationsFolder = resolve(import.meta.dir, '../../../drizzle')

export type DatabaseTarget =
  | { url: string }
  /** dataDir undefined: an in-memory PGlite (tests). */
  | { dataDir?: string }

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return 'url' in target ? openPostgres(target.url) : openPglite(target.dataDir)
}

async function openPostgres(url: string): Promise<Database> {
  const client = postgres(url, {
    max: 10,
    onnotice: () => {},
    // Fail fast rather than hang a request when the database is unreachable.
    connect_timeout: 5,
    idle_timeout: 30,
  })
  const db = drizzlePostgres(client, { schema }) as unknown as Db
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(drizzlePostgres(client), { migrationsFolder }),
    ping: async () => {
      try {
        await client`select 1`
        return true
      } catch {
        return false
      }
    },
    close: () => client.end({ timeout: 5 }),
  }
}

async function openPglite(dataDir?: string): Promise<Database> {
  let releaseLock = () => {}
  if (dataDir) {
    // PGlite creates only the last folder of its path.
    mkdirSync(dirname(dataDir), { recursive: true })
    releaseLock = lockDataDir(dataDir)
  }
  let client: PGlite
  try {
    client = new PGlite(dataDir)
    await client.waitReady
  } catch (error) {
    releaseLock()
    throw error
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db
  let closed = false
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      try {
        await client.query('select 1')
        return true
      } catch {
        return false
      }
    },
    close: async () => {
      if (closed) return
      closed = true
      try {
        await client.close()
      } finally {
        releaseLock()
      }
    },
  }
}

/**
 * PGlite is single-process: a second process opening the same directory would corrupt it.
 * A lock file holding the owner's pid makes the second one fail with a clear message;
 * a lock left by a process that no longer exists is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
      let released = false
      return () => {
        if (released) return
        released = true
        rmSync(lockFile, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number(readFileSync(lockFile, 'utf8'))
      if (owner && isRunning(owner)) {
        throw new Error(
          `The embedded database at ${dataDir} is already open in process ${owner}. ` +
            'Stop that process first (PGlite allows one process at a time), or set DATABASE_URL to use PostgreSQL.',
        )
      }
      rmSync(lockFile, { force: true })
    }
  }
  throw new Error(`Could not lock the embedded database at ${dataDir}`)
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
