import { afterAll, describe, expect, test } from 'bun:test'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import { upsertUser } from '../modules/users/service'
import { freshDatabase, testDatabaseKind } from '../test/harness'
import { BACKED_UP_TABLES, DUMP_PAGE_ROWS, dumpDatabase, dumpPageQuery, dumpTables, restoreDatabase } from './backup'
import { rowsOf } from './bulk'
import { openDatabase } from './client'
import { seedDemo } from './seed'

const source = await freshDatabase()
const target = await freshDatabase()
await seedDemo(source.db)
await upsertUser(source.db, { email: 'warden@example.org', password: 'a long enough password', role: 'admin', name: 'Warden' })

const everything = async (db: typeof source.db) => {
  const out: Record<string, unknown> = {}
  for (const table of BACKED_UP_TABLES) {
    const result = await db.execute(sql.raw(`select * from "${table}" order by 1`))
    out[table] = (result as unknown as { rows?: unknown[] }).rows ?? result
  }
  return out
}

describe('backup and restore', () => {
  test('a restored database holds exactly what was backed up, row for row', async () => {
    const dump = await dumpDatabase(source.db)
    expect(dump.tables.sermons.length).toBeGreaterThan(10)
    // The demo's event categories and the events carrying them (decision 0057) come back too.
    expect(dump.tables.event_categories.length).toBeGreaterThanOrEqual(4)
    expect(dump.tables.event_category_links.length).toBeGreaterThan(4)
    // Through JSON text, as the archive stores it.
    const counts = await restoreDatabase(target.db, JSON.parse(JSON.stringify(dump)))
    expect(counts.users).toBe(1)
    expect(await everything(target.db)).toEqual(await everything(source.db))
  })

  test('a backup from before the Church tab lists keeps its questions and gets the first words of the rest', async () => {
    const dump = JSON.parse(JSON.stringify(await dumpDatabase(source.db)))
    // In their order on the page (a dump is in key order).
    const old = dump.tables.page_items
      .filter((row: { list: string }) => row.list === 'faq')
      .sort((a: { position: number }, b: { position: number }) => a.position - b.position)
    // As such a backup holds them: its own table, and the four texts of the time.
    dump.tables.faq_items = [
      ...old.map(({ id, title, body, position, created_at, updated_at }: Record<string, unknown>) => ({
        id,
        question: title,
        answer: body,
        position,
        created_at,
        updated_at,
      })),
      { ...old[0], id: crypto.randomUUID(), question: 'Is there parking?', answer: 'Behind the hall.', position: 9 },
    ].map(({ list: _l, title: _t, label: _la, body: _b, ...row }) => row)
    delete dump.tables.page_items
    dump.tables.page_texts = dump.tables.page_texts.filter((row: { key: string }) =>
      ['about', 'music', 'kids-church', 'what-we-believe'].includes(row.key),
    )
    const other = await freshDatabase()
    await restoreDatabase(other.db, dump)
    const rows = rowsOf<{ list: string; title: string; label: string }>(
      await other.db.execute(sql.raw(`select list, title, label from page_items order by list, position`)),
    )
    expect(rows.filter((r) => r.list === 'faq').map((r) => r.title)).toEqual([
      ...old.map((r: { title: string }) => r.title),
      'Is there parking?',
    ])
    expect(rows.filter((r) => r.list === 'kids-programs').map((r) => [r.title, r.label])[0]).toEqual(['Nursery', 'Ages 0-2'])
    expect(rows.filter((r) => r.list === 'values')).toHaveLength(6)
    const texts = rowsOf<{ key: string }>(await other.db.execute(sql.raw(`select key from page_texts order by key`)))
    expect(texts.map((r) => r.key)).toEqual([
      'about',
      'creed',
      'creed-why',
      'kids-church',
      'kids-safety',
      'mission',
      'music',
      'what-we-believe',
    ])
  })

  test('restoring replaces what was there, and a bad file changes nothing', async () => {
    const before = await everything(target.db)
    await expect(restoreDatabase(target.db, { format: 'something else' } as never)).rejects.toThrow('not a backup')
    const broken = await dumpDatabase(source.db)
    broken.tables.events = [{ id: 'not-a-uuid', title: 'x', date: '2026-01-01' }]
    await expect(restoreDatabase(target.db, broken)).rejects.toThrow()
    expect(await everything(target.db)).toEqual(before)
  })

  test('a backup taken while staff keep writing is consistent across tables', async () => {
    // Each write adds a sermon and an event together: a backup must hold both or neither.
    let writing = true
    let written = 0
    const writer = (async () => {
      while (writing) {
        const n = written++
        await source.db.transaction(async (tx) => {
          await tx.execute(sql`insert into sermons (title, speaker, date) values (${`Pair ${n}`}, 'Writer', '2026-01-04')`)
          await tx.execute(sql`insert into events (title, date) values (${`Pair ${n}`}, '2026-01-04')`)
        })
        await Bun.sleep(1)
      }
    })()
    // Each dump starts after a new pair, and one more comes after the last: writes went on throughout
    // (a dump on PostgreSQL can take less time than a pair).
    const nextPair = async () => {
      for (const seen = written; written === seen; ) await Bun.sleep(1)
    }
    const dumps = []
    for (let i = 0; i < 3; i++) {
      await nextPair()
      dumps.push(await dumpDatabase(source.db))
    }
    await nextPair()
    writing = false
    await writer
    expect(written).toBeGreaterThan(3)
    for (const dump of dumps) {
      const pairs = (rows: Record<string, unknown>[]) =>
        rows
          .map((row) => String(row.title))
          .filter((title) => title.startsWith('Pair '))
          .sort()
      expect(pairs(dump.tables.sermons)).toEqual(pairs(dump.tables.events))
    }
  })
})

describe('a backup taken while staff keep writing', () => {
  // Every value spelled out, so the same writes made again give the same rows.
  const at = '2026-01-01T00:00:00Z'
  const base = async (db: typeof source.db) => {
    await db.execute(sql`insert into sermons (id, title, date, created_at, updated_at)
      select md5('sermon ' || g)::uuid, 'Base ' || g, '2026-01-04', ${at}, ${at} from generate_series(1, 2500) g`)
    await db.execute(sql`insert into events (id, title, date, created_at, updated_at)
      select md5('event ' || g)::uuid, 'Base ' || g, '2026-01-04', ${at}, ${at} from generate_series(1, 2500) g`)
  }
  /**
   * One save: a sermon and an event added and an older sermon edited, together; with `deleting`,
   * an older event deleted too; with `rekeying`, an older event given another id.
   */
  const write = (db: typeof source.db, n: number, kind: 'deleting' | 'editing' | 'rekeying') =>
    db.transaction(async (tx) => {
      await tx.execute(sql`insert into sermons (id, title, date, created_at, updated_at)
        values (md5(${`written sermon ${n}`})::uuid, ${`Written ${n}`}, '2026-02-01', ${at}, ${at})`)
      await tx.execute(sql`insert into events (id, title, date, created_at, updated_at)
        values (md5(${`written event ${n}`})::uuid, ${`Written ${n}`}, '2026-02-01', ${at}, ${at})`)
      await tx.execute(sql`update sermons set title = ${`Edited ${n}`} where id = md5(${`sermon ${(n * 37) % 2500}`})::uuid`)
      if (kind === 'deleting') await tx.execute(sql`delete from events where id = md5(${`event ${(n * 53) % 2500}`})::uuid`)
      if (kind === 'rekeying') {
        await tx.execute(sql`update events set id = md5(${`moved event ${n}`})::uuid where id = md5(${`event ${(n * 53) % 2500}`})::uuid`)
      }
    })

  test.each(['deleting', 'editing', 'rekeying'] as const)(
    'restores to the site as it was at one moment, row for row, saves %s going on meanwhile',
    async (kind) => {
      const live = await freshDatabase()
      await base(live.db)
      let writing = true
      let written = 0
      const writer = (async () => {
        while (writing) {
          // Counted once made: a save under way when the backup begins may fall on either side of it.
          await write(live.db, written + 1, kind)
          written++
          await Bun.sleep(3)
        }
      })()
      await Bun.sleep(20)
      const before = written
      const dump = await dumpDatabase(live.db)
      const during = written - before
      writing = false
      await writer
      // Saves were made while the backup was read, not held back until it ended.
      expect(during).toBeGreaterThan(0)

      // The backup holds the first k saves whole, and none of the others.
      const k = dump.tables.sermons.filter((row) => String(row.title).startsWith('Written ')).length
      expect(k).toBeGreaterThanOrEqual(before)
      const restored = await freshDatabase()
      await restoreDatabase(restored.db, JSON.parse(JSON.stringify(dump)))
      const replayed = await freshDatabase()
      await base(replayed.db)
      for (let n = 1; n <= k; n++) await write(replayed.db, n, kind)
      // (The tables a new database starts with have rows of their own; these two are the saves'.)
      const saved = async (db: typeof source.db) => {
        const all = await everything(db)
        return { sermons: all.sermons, events: all.events }
      }
      expect(await saved(restored.db)).toEqual(await saved(replayed.db))
      expect(dump.tables.staff_members.length).toBeGreaterThan(0)
    },
    60_000,
  )
})

describe('a large table', () => {
  test('is read in key order a page at a time, each page costing its own rows however deep', async () => {
    const big = await freshDatabase()
    await big.db.execute(
      sql`insert into contact_messages (first_name, last_name, email, subject, message) select 'Visitor', 'No ' || g, 'v' || g || '@example.org', 'Hi', 'Hello' from generate_series(1, 4000) g`,
    )
    await big.db.execute(sql`analyze contact_messages`)
    // The dump: pages of DUMP_PAGE_ROWS in key order, together every row once.
    const pages: number[] = []
    const keys: string[] = []
    await dumpTables(big.db, {
      begin: () => {},
      patch: () => {
        throw new Error('nothing was written meanwhile')
      },
      rows: (table, lines) => {
        if (table !== 'contact_messages') return
        pages.push(lines.length)
        for (const line of lines) keys.push(JSON.parse(line).id)
      },
    })
    expect(pages).toEqual([500, 500, 500, 500, 500, 500, 500, 500])
    expect(new Set(keys).size).toBe(4000)
    expect(keys).toEqual([...keys].sort())
    // A page in the middle of the table reads its own rows from the key's index: no scan of the table, no sort.
    const plan = rowsOf<Record<string, unknown>>(
      await big.db.execute(
        sql`explain (analyze, format json) ${dumpPageQuery('contact_messages', [{ name: 'id', type: 'uuid' }], [keys[1499]])}`,
      ),
    )
    const raw = Object.values(plan[0])[0]
    const nodes: { 'Node Type': string; 'Actual Rows': number; Plans?: unknown[] }[] = []
    const walk = (node: (typeof nodes)[number]) => {
      nodes.push(node)
      for (const child of (node.Plans ?? []) as (typeof nodes)[number][]) walk(child)
    }
    walk((typeof raw === 'string' ? JSON.parse(raw) : raw)[0].Plan)
    const types = nodes.map((n) => n['Node Type'])
    expect(types).toContain('Index Scan')
    expect(types).not.toContain('Seq Scan')
    expect(types).not.toContain('Sort')
    const scan = nodes.find((n) => n['Node Type'] === 'Index Scan')
    expect(scan?.['Actual Rows']).toBe(DUMP_PAGE_ROWS)
  }, 120_000)
})

describe('db:backup and db:restore', () => {
  const root = resolve(import.meta.dir, '../../..')
  const work = mkdtempSync(join(tmpdir(), 'church-backup-test-'))
  afterAll(() => rmSync(work, { recursive: true, force: true }))
  const run = (script: string, args: string[], env: Record<string, string>) => {
    const result = Bun.spawnSync(['bun', `api/src/scripts/${script}.ts`, ...args], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdout: 'pipe',
      stderr: 'pipe',
    })
    return { code: result.exitCode, out: result.stdout.toString() + result.stderr.toString() }
  }

  test('round trip with the uploads, from the embedded database into a new one (and into PostgreSQL)', async () => {
    // A site on PGlite with content and an uploaded picture.
    const site = join(work, 'site')
    const database = await openDatabase({ dataDir: join(site, 'pglite') })
    await database.migrate()
    await seedDemo(database.db)
    const sermons = (await dumpDatabase(database.db)).tables.sermons.length
    await database.close()
    await mkdir(join(site, 'uploads'), { recursive: true })
    writeFileSync(join(site, 'uploads', 'bulletin.png'), 'picture bytes')

    const archive = join(work, 'nightly.tar.gz')
    const backup = run('backup', [archive], { DATA_DIR: site, DATABASE_URL: '' })
    expect(backup.out).toContain(`A copy was written to ${archive}`)
    expect(backup.code).toBe(0)

    const restoredSite = join(work, 'restored')
    const restore = run('restore', [archive], { DATA_DIR: restoredSite, DATABASE_URL: '' })
    expect(restore.code).toBe(0)
    expect(readFileSync(join(restoredSite, 'uploads', 'bulletin.png'), 'utf8')).toBe('picture bytes')
    const restored = await openDatabase({ dataDir: join(restoredSite, 'pglite') })
    expect((await dumpDatabase(restored.db)).tables.sermons).toHaveLength(sermons)
    await restored.close()

    if (testDatabaseKind === 'postgres') {
      const admin = postgres(process.env.TEST_DATABASE_URL as string, { max: 1, onnotice: () => {} })
      const name = `church_restore_${Date.now()}`
      await admin.unsafe(`create database ${name}`)
      try {
        const url = new URL(process.env.TEST_DATABASE_URL as string)
        url.pathname = `/${name}`
        const intoPostgres = run('restore', [archive], { DATA_DIR: join(work, 'pg-site'), DATABASE_URL: url.toString() })
        expect(intoPostgres.code).toBe(0)
        const pg = await openDatabase({ url: url.toString() })
        expect((await dumpDatabase(pg.db)).tables.sermons).toHaveLength(sermons)
        // And back out of PostgreSQL.
        const again = run('backup', [join(work, 'from-pg.tar.gz')], { DATA_DIR: join(work, 'pg-site'), DATABASE_URL: url.toString() })
        expect(again.code).toBe(0)
        await pg.close()
      } finally {
        await admin.unsafe(`drop database if exists ${name} with (force)`)
        await admin.end()
      }
    }
  }, 120_000)

  test('an archive from before the streamed format (one database.json) still restores', async () => {
    const old = join(work, 'old-format')
    await mkdir(old, { recursive: true })
    writeFileSync(join(old, 'database.json'), JSON.stringify(await dumpDatabase(source.db)))
    const archive = join(work, 'old-format.tar.gz')
    expect(Bun.spawnSync(['tar', '-czf', archive, '-C', old, 'database.json']).exitCode).toBe(0)
    const into = join(work, 'from-old')
    const restore = run('restore', [archive], { DATA_DIR: into, DATABASE_URL: '' })
    expect(restore.out).toContain('Restored')
    expect(restore.code).toBe(0)
    const restored = await openDatabase({ dataDir: join(into, 'pglite') })
    expect(await everything(restored.db)).toEqual(await everything(source.db))
    await restored.close()
  }, 60_000)

  test('restoring something that is not a backup says so and fails', () => {
    const bogus = join(work, 'bogus.tar.gz')
    writeFileSync(bogus, 'not an archive')
    const restore = run('restore', [bogus], { DATA_DIR: join(work, 'other'), DATABASE_URL: '' })
    expect(restore.code).toBe(1)
    expect(restore.out).toContain('not a readable backup')
  })
})
