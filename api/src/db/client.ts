import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { NodeFS } from '@electric-sql/pglite/nodefs'
import { is, sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite, PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { type ContentVersion, contentVersion } from '../lib/content-version'
import { convertOldRichTexts } from './old-rich-texts'
import * as schema from './schema'
import { readUnreadPassages } from './sermon-passages'

/**
 * One drizzle type for both drivers: services never know which database they run on.
 *
 * It is the common base class of both: `PostgresJsDatabase` extends `PgDatabase<PostgresJsQueryResultHKT, S>`
 * and `PgliteDatabase` extends `PgDatabase<PgliteQueryResultHKT, S>`, and both result kinds extend
 * `PgQueryResultHKT`, so each database is assignable to `Db` as it is, no cast. What the widening
 * forgets is only the shape of a raw `execute()` result (`unknown` here, a row array under postgres-js,
 * `{ rows }` under PGlite): read those through `rowsOf` (db/bulk.ts), which accepts both.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/**
 * Runs `work` in one transaction, handed over as a `Db` like any other. `Db.transaction` hands over a
 * `PgTransaction<PgQueryResultHKT, typeof schema>`, a subclass of `PgDatabase` with the same type
 * arguments, so it is a `Db` without a cast (it adds only `rollback()` and `setTransaction()`; throw to
 * roll back). A nested call on that `tx` runs the driver's own transaction method: a savepoint.
 */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work)

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Where the content visitors read is at: the caches of public answers compare against it (lib/content-version.ts). */
  content: ContentVersion
  /** Applies the committed migrations in drizzle/. */
  migrate(): Promise<void>
  /** True while the database answers a trivial query. */
  ping(): Promise<boolean>
  /**
   * Runs `fn` only if no other holder of the lock `name` is running, in this process or any other
   * instance on the same database (PostgreSQL: an advisory lock on a reserved connection; PGlite,
   * which one process at most opens: an in-process mutex). Never waits for the lock.
   */
  withExclusiveLock<T>(name: string, fn: () => Promise<T>): Promise<LockResult<T>>
  close(): Promise<void>
}

export type LockResult<T> = { acquired: true; value: T } | { acquired: false }

/**
 * PGlite runs PostgreSQL in single-user mode, where nothing checkpoints on its own: its write-ahead
 * log (pg_wal) only grows, by every row written, updated or deleted (one 16 MB file after another:
 * 335 MB after 500,000 rows of 500 characters, 2026-12-02). A checkpoint frees those files, and
 * PostgreSQL then keeps max_wal_size of them for reuse: 1 GB by default, here two 16 MB files. Nothing
 * else changes in single-user mode, where max_wal_size never starts a checkpoint.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'min_wal_size=32MB', '-c', 'max_wal_size=32MB']

/**
 * Checkpoints PGlite's write-ahead log after much was written (a backup, a newsletter's emails, each
 * housekeeping round), so its data folder stays near the data's size. It holds the process for as long
 * as it writes the changed pages (about 0.1 s after 250 MB of rows). Nothing on PostgreSQL, whose own
 * checkpointer does it.
 */
export async function checkpointLog(db: Db): Promise<void> {
  if (is(db, PgliteDatabase)) await db.execute(sql`checkpoint`)
}

const migrationsFolder = resolve(import.meta.dir, '../../../drizzle')
/** The advisory lock every instance takes to migrate a PostgreSQL database. */
const MIGRATION_LOCK = 'church-site-migrations'

export type DatabaseTarget =
  | { url: string }
  /** dataDir undefined: an in-memory PGlite (tests), empty or a copy of `image` (`migratedPgliteImage`). */
  | { dataDir?: string; image?: Blob }

/** How a database is opened: `logQuery` sees every statement before it runs (the test harness's check). */
export type OpenOptions = { logQuery?: (statement: string) => void }

export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  return 'url' in target ? openPostgres(target.url, options) : openPglite(target, options)
}

/**
 * An in-memory PGlite with every migration applied, as an image to open copies of: a copy starts in
 * 0.3 s where a new database takes 1.5 s to make (the API tests open one per file, 2026-12-02).
 */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = new PGlite()
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder })
    await convertOldRichTexts(drizzlePglite(client, { schema }))
    await readUnreadPassages(drizzlePglite(client, { schema }))
    return await client.dumpDataDir('none')
  } finally {
    await client.close()
  }
}

/** Drizzle's options: the schema, and the statement log when one is asked for. */
const drizzleOptions = ({ logQuery }: OpenOptions) => ({ schema, ...(logQuery && { logger: { logQuery } }) })

async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  const client = postgres(url, {
    max: 10,
    onnotice: () => {},
    // Fail fast rather than hang a request when the database is unreachable: a connection not made in
    // 1 s is given up (the request answers 503 within the second deploy.md promises), and after a lost
    // connection the next try comes within half a second. The driver's default waits up to 20 s
    // between tries, and every query waits with it.
    connect_timeout: 1,
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.5),
    idle_timeout: 30,
  })
  const db: Db = drizzlePostgres(client, drizzleOptions(options))
  return {
    db,
    kind: 'postgres',
    content: contentVersion(),
    migrate: async () => {
      // Instances starting at the same moment migrate one after another: each waits for this lock
      // (held on a connection of its own while the pool migrates), and the later ones find nothing to do.
      const session = await client.reserve()
      try {
        await session`select pg_advisory_lock(hashtext(${MIGRATION_LOCK}))`
        try {
          await migratePostgres(drizzlePostgres(client), { migrationsFolder })
          await convertOldRichTexts(db)
          await readUnreadPassages(db)
          await readUnreadPassages(db)
        } finally {
          await session`select pg_advisory_unlock(hashtext(${MIGRATION_LOCK}))`.catch(() => {})
        }
      } finally {
        session.release()
      }
    },
    ping: async () => {
      try {
        await client`select 1`
        return true
      } catch {
        return false
      }
    },
    withExclusiveLock: async (name, fn) => {
      // Advisory locks belong to a session: the same connection takes and frees it.
      const session = await client.reserve()
      try {
        const [row] = await session<{ locked: boolean }[]>`select pg_try_advisory_lock(hashtext(${name})) as locked`
        if (!row?.locked) return { acquired: false }
        try {
          return { acquired: true, value: await fn() }
        } finally {
          await session`select pg_advisory_unlock(hashtext(${name}))`.catch(() => {})
        }
      } finally {
        session.release()
      }
    },
    close: () => client.end({ timeout: 5 }),
  }
}

/** The in-process lock PGlite uses: its data directory is already locked to one process. */
function processLocks() {
  const held = new Set<string>()
  return async <T>(name: string, fn: () => Promise<T>): Promise<LockResult<T>> => {
    if (held.has(name)) return { acquired: false }
    held.add(name)
    try {
      return { acquired: true, value: await fn() }
    } finally {
      held.delete(name)
    }
  }
}

async function openPglite({ dataDir, image }: { dataDir?: string; image?: Blob }, options: OpenOptions): Promise<Database> {
  let releaseLock = () => {}
  if (dataDir) {
    // PGlite creates only the last folder of its path; both are the site's alone (decision 0029).
    mkdirSync(dataDir, { recursive: true, mode: 0o700 })
    releaseLock = lockDataDir(dataDir)
  }
  let client: PGlite
  try {
    client = dataDir
      ? new PGlite({ fs: new PrivateNodeFS(dataDir), startParams: PGLITE_START_PARAMS })
      : new PGlite({ loadDataDir: image, startParams: PGLITE_START_PARAMS })
    await client.waitReady
  } catch (error) {
    releaseLock()
    throw error
  }
  const db: Db = drizzlePglite(client, drizzleOptions(options))
  let closed = false
  return {
    db,
    kind: 'pglite',
    content: contentVersion(),
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder })
      await convertOldRichTexts(db)
      await readUnreadPassages(db)
    },
    ping: async () => {
      try {
        await client.query('select 1')
        return true
      } catch {
        return false
      }
    },
    withExclusiveLock: processLocks(),
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

type Attributes = { mode?: number }
type SetAttr = (target: unknown, attr: Attributes) => void
type Mknod = (parent: unknown, name: string, mode: number, dev: number) => unknown
/** Emscripten's host-filesystem driver, as PGlite's module carries it. */
type EmscriptenNodeFs = { node_ops: { setattr: SetAttr; mknod: Mknod }; stream_ops: { setattr: SetAttr } }

/**
 * PGlite's files on disk, with no permission for group or others whatever the umask. Its
 * PostgreSQL creates every file 0666 and Emscripten sets that mode with an explicit chmod after
 * creating it, which the umask does not reach: here each mode it sets or creates with loses its
 * group and other bits (decision 0029). Inside PGlite nothing changes: one account owns it all.
 */
class PrivateNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>) {
    const { emscriptenOpts } = await super.init(...args)
    const ownerOnly = (mod: object) => {
      const { NODEFS } = mod as { NODEFS?: EmscriptenNodeFs }
      // A PGlite shaped otherwise still opens; the test of file modes (db/file-modes.test.ts) then says so.
      const wrapped = [NODEFS?.node_ops?.setattr, NODEFS?.node_ops?.mknod, NODEFS?.stream_ops?.setattr]
      if (!NODEFS || wrapped.some((op) => typeof op !== 'function')) return
      const mask = (attr: Attributes) => (attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~0o077 })
      for (const ops of [NODEFS.node_ops, NODEFS.stream_ops]) {
        const setattr = ops.setattr
        ops.setattr = (target, attr) => setattr(target, mask(attr))
      }
      const mknod = NODEFS.node_ops.mknod
      NODEFS.node_ops.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & ~0o077, dev)
    }
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [ownerOnly, ...(emscriptenOpts.preRun ?? [])] } }
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
      writeFileSync(lockFile, String(process.pid), { flag: 'wx', mode: 0o600 })
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
