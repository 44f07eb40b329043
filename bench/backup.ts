/**
 * `bun bench/backup.ts` — the backup as the data grows: the same tables at SMALL and at LARGE rows
 * (default 4,000 and 20,000 contact messages, visit requests and subscribers each, so three
 * tables of that size), on PGlite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is
 * reachable, on PostgreSQL, measured in one run so the ratios compare like with like.
 *
 * For each size: the dump as it was before issue 37 ('where ctid > $after order by ctid limit 500'
 * pages, collected in memory and written with JSON.stringify) and the archive as it is now
 * (keyset pages streamed to files, pictures stored once by content, then tar; one 200 KB photo per
 * 200 rows), each with the slowest turn the event loop waited
 * (what a request on PGlite would have waited, the site's /api/health included) and the process's
 * memory growth; then the next night's archive (no photo changed: its size) while a save lands every
 * SAVE_EVERY_MS (the slowest save's wait); then the restore of the archive into a fresh database. A benchmark, not a test:
 * it prints numbers and asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import { BACKED_UP_TABLES } from '../api/src/db/backup'
import { rowsOf } from '../api/src/db/bulk'
import { type Database, type Db, openDatabase } from '../api/src/db/client'
import { nextTurn } from '../api/src/lib/turns'
import { openArchive, writeBackupArchive } from '../api/src/modules/backups/archive'
import { pictureStore } from '../api/src/modules/backups/pictures'

const SMALL = Number(process.env.BENCH_SMALL ?? 4000)
const LARGE = Number(process.env.BENCH_LARGE ?? 20000)
const SAVE_EVERY_MS = 100
/** Photos a church of that size keeps: one 200 KB picture (random bytes, as a JPEG's do not compress) per 200 rows. */
const PHOTO_BYTES = 200_000
const ROWS_PER_PHOTO = 200
const work = mkdtempSync(join(tmpdir(), 'church-bench-backup-'))

/** The three big tables of a church after years, `rows` each. */
async function fill(db: Db, rows: number) {
  await db.execute(sql`insert into contact_messages (first_name, last_name, email, subject, message)
    select 'Visitor', 'No ' || g, 'v' || g || '@example.org', 'A question', repeat('Hello from the web site. ', 12) from generate_series(1, ${rows}) g`)
  await db.execute(sql`insert into visitor_requests (full_name, email, phone, number_of_kids)
    select 'Visitor ' || g, 'r' || g || '@example.org', '555-0100', '2' from generate_series(1, ${rows}) g`)
  await db.execute(sql`insert into newsletter_subscribers (email, first_name, last_name, notes)
    select 's' || g || '@example.org', 'Subscriber', 'No ' || g, repeat('Met at the harvest supper. ', 4) from generate_series(1, ${rows}) g`)
  await db.execute(sql`analyze`)
}

/** The dump as it was: ctid pages, the whole dump in memory, then one JSON.stringify. */
async function oldDump(db: Db) {
  const tables: Record<string, unknown[]> = {}
  for (const table of BACKED_UP_TABLES) {
    const rows: unknown[] = []
    for (let after = '(0,0)'; ; ) {
      await nextTurn()
      const [page] = rowsOf<{ rows: unknown; last: string | null }>(
        await db.execute(sql`
          select coalesce(json_agg(p.t order by p.at), '[]'::json) as rows, max(p.at)::text as last
          from (select t.ctid as at, t from ${sql.identifier(table)} t where t.ctid > ${after}::tid order by t.ctid limit 500) p`),
      )
      const value = page?.rows
      const got = (typeof value === 'string' ? JSON.parse(value) : value) as unknown[]
      rows.push(...got)
      if (got.length < 500 || !page?.last) break
      after = page.last
    }
    tables[table] = rows
  }
  await Bun.write(join(work, 'old.json'), JSON.stringify({ format: 'church-site-backup', version: 1, tables }))
}

/** Runs `work` while watching the event loop's slowest turn and the process's memory; with `saves`, a save lands every SAVE_EVERY_MS. */
async function measured(db: Db, work: () => Promise<unknown>, saves = false) {
  const rss0 = process.memoryUsage().rss
  let rssMax = rss0
  let lagMax = 0
  let last = performance.now()
  const tick = setInterval(() => {
    const now = performance.now()
    lagMax = Math.max(lagMax, now - last - 10)
    last = now
    rssMax = Math.max(rssMax, process.memoryUsage().rss)
  }, 10)
  let saving = saves
  let saveMax = 0
  let saved = 0
  const saver = (async () => {
    while (saving) {
      await Bun.sleep(SAVE_EVERY_MS)
      const started = performance.now()
      await db.execute(
        sql`update contact_messages set status = 'responded' where id = (select id from contact_messages where id > gen_random_uuid() order by id limit 1)`,
      )
      saveMax = Math.max(saveMax, performance.now() - started)
      saved++
    }
  })()
  const started = performance.now()
  await work()
  const ms = performance.now() - started
  saving = false
  await saver
  clearInterval(tick)
  const round = (n: number) => Math.round(n)
  return {
    ms: round(ms),
    lagMaxMs: round(lagMax),
    rssGrowthMB: round((rssMax - rss0) / 1e6),
    ...(saves && { saves: saved, saveMaxMs: round(saveMax) }),
  }
}

async function databases(): Promise<{ kind: string; open: () => Promise<{ database: Database; drop: () => Promise<void> }> }[]> {
  const list: Awaited<ReturnType<typeof databases>> = [
    {
      kind: 'pglite',
      open: async () => {
        const dir = join(work, `pglite-${crypto.randomUUID()}`)
        const database = await openDatabase({ dataDir: dir })
        return { database, drop: async () => rmSync(dir, { recursive: true, force: true }) }
      },
    },
  ]
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (url) {
    const admin = postgres(url, { max: 1, onnotice: () => {} })
    const reachable = await admin`select 1`.then(
      () => true,
      () => false,
    )
    if (reachable)
      list.push({
        kind: 'postgres',
        open: async () => {
          const name = `church_bench_backup_${Date.now()}_${Math.random().toString(36).slice(2, 6)}`
          await admin.unsafe(`create database ${name}`)
          const target = new URL(url)
          target.pathname = `/${name}`
          const database = await openDatabase({ url: target.toString() })
          return { database, drop: () => admin.unsafe(`drop database if exists ${name} with (force)`).then(() => {}) }
        },
      })
  }
  return list
}

type Row = Record<string, unknown>
const results: Row[] = []
try {
  for (const { kind, open } of await databases()) {
    const bySize: Record<number, Row> = {}
    for (const rows of [SMALL, LARGE]) {
      const { database, drop } = await open()
      const into = await open()
      try {
        await database.migrate()
        await into.database.migrate()
        await fill(database.db, rows)
        const db = database.db
        const before = await measured(db, () => oldDump(db))
        const uploadsDir = join(work, `uploads-${kind}-${rows}`)
        for (let i = 0; i < rows / ROWS_PER_PHOTO; i++) {
          await Bun.write(join(uploadsDir, `photo-${i}.jpg`), crypto.getRandomValues(new Uint8Array(PHOTO_BYTES)))
        }
        // As the server keeps them: the archive with the pictures' folder beside it.
        const pictures = pictureStore(join(work, `${kind}-${rows}`, 'pictures'))
        const archive = join(work, `${kind}-${rows}`, 'church.tar.gz')
        const after = await measured(db, () => writeBackupArchive({ db, target: archive, uploadsDir, pictures }))
        const firstBytes = Bun.file(archive).size
        // The next night's: no photo changed, a save lands every SAVE_EVERY_MS.
        const whileSaving = await measured(db, () => writeBackupArchive({ db, target: archive, uploadsDir, pictures }), true)
        const opened = await openArchive(archive)
        const restore = await measured(into.database.db, () => opened.restore(into.database.db))
        await opened.close()
        bySize[rows] = {
          before,
          after,
          whileSaving,
          restore,
          photosBytes: (rows / ROWS_PER_PHOTO) * PHOTO_BYTES,
          firstArchiveBytes: firstBytes,
          secondArchiveBytes: Bun.file(archive).size,
        }
        console.error(`${kind} ${rows} rows a table:`, JSON.stringify(bySize[rows]))
      } finally {
        await database.close()
        await into.database.close()
        await drop()
        await into.drop()
      }
    }
    const ratio = (part: string, field = 'ms') =>
      Math.round((((bySize[LARGE][part] as Row)[field] as number) / Math.max(1, (bySize[SMALL][part] as Row)[field] as number)) * 10) / 10
    results.push({
      kind,
      small: SMALL,
      large: LARGE,
      ...bySize,
      ratios: {
        before: ratio('before'),
        after: ratio('after'),
        whileSaving: ratio('whileSaving'),
        restore: ratio('restore'),
        speedupAtLarge: Math.round((((bySize[LARGE].before as Row).ms as number) / ((bySize[LARGE].after as Row).ms as number)) * 10) / 10,
      },
    })
  }
  console.log(JSON.stringify(results, null, 2))
} finally {
  rmSync(work, { recursive: true, force: true })
}
