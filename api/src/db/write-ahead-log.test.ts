/**
 * PGlite's write-ahead log (issue 37, point 6). PGlite runs PostgreSQL in single-user mode, where
 * nothing checkpoints on its own: every row written grows the data folder's pg_wal, and before this
 * a checkpoint kept up to 1 GB of it for reuse. After many rows and the site's checkpoint (taken after
 * a backup, a newsletter's emails and each housekeeping round) the folder holds at most a few 16 MB
 * files. PGlite only: PostgreSQL checkpoints by itself, and `checkpointLog` leaves it alone.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { rowsOf } from './bulk'
import { checkpointLog, type Db, openDatabase } from './client'

const work = mkdtempSync(join(tmpdir(), 'church-wal-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const MB = 1024 * 1024
/** The bytes of the files in `dir`, folders within included (bounded: the log is a few dozen files). */
function bytesIn(dir: string, depth = 0): number {
  if (depth > 3) return 0
  let total = 0
  for (const entry of readdirSync(dir, { withFileTypes: true }).slice(0, 1000)) {
    const path = join(dir, entry.name)
    total += entry.isDirectory() ? bytesIn(path, depth + 1) : statSync(path).size
  }
  return total
}

/** `n` contact messages of 1,500 characters each, in one statement. */
const messages = (db: Db, n: number) =>
  db.execute(sql`insert into contact_messages (first_name, last_name, email, subject, message)
    select 'Visitor', 'No ' || g, 'v' || g || '@example.org', 'A question', repeat('Hello from the web site. ', 60) from generate_series(1, ${n}) g`)

describe.skipIf(process.env.TEST_DB === 'postgres')("PGlite's write-ahead log", () => {
  test('after many rows, the checkpoint brings the log back to a few 16 MB files, and it stays so when the site is started again', async () => {
    const dataDir = join(work, 'site')
    let database = await openDatabase({ dataDir })
    try {
      await database.migrate()
      // Years of a big church's messages: 100,000 of 1,500 characters, about 150 MB.
      for (let i = 0; i < 4; i++) await messages(database.db, 25_000)
      const grown = bytesIn(join(dataDir, 'pg_wal'))
      expect(grown).toBeGreaterThan(150 * MB)
      await checkpointLog(database.db)
      const after = bytesIn(join(dataDir, 'pg_wal'))
      expect(after).toBeLessThanOrEqual(3 * 16 * MB + MB)
      await database.close()
      database = await openDatabase({ dataDir })
      // Every row is still there after the checkpoint and a restart.
      const [stored] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from contact_messages`))
      expect(stored.n).toBe(100_000)
      for (let i = 0; i < 2; i++) await messages(database.db, 25_000)
      expect(bytesIn(join(dataDir, 'pg_wal'))).toBeGreaterThan(60 * MB)
      await checkpointLog(database.db)
      expect(bytesIn(join(dataDir, 'pg_wal'))).toBeLessThanOrEqual(3 * 16 * MB + MB)
    } finally {
      await database.close()
    }
  }, 60_000)
})
