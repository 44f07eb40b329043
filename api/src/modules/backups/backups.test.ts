import { afterAll, describe, expect, test } from 'bun:test'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { rowsOf } from '../../db/bulk'
import { openDatabase } from '../../db/client'
import { backups as backupsTable, sermons } from '../../db/schema'
import { seedDemo } from '../../db/seed'
import { createLogger } from '../../lib/log'
import { fakeS3 } from '../../test/fake-s3'
import { expectRefused, freshDatabase, testApp } from '../../test/harness'
import { type BackupProgress, openArchive, writeBackupArchive } from './archive'
import { pictureStore } from './pictures'
import { backupsToRemove } from './retention'
import { backupKind, createBackups, latestSlot, nextSlot, STALE_AFTER_MS } from './service'
import { backupName, backupTime, folderStore } from './store'

const work = mkdtempSync(join(tmpdir(), 'church-backups-test-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const dataDir = join(work, 'site')
const t = await testApp({ DATA_DIR: dataDir })
await seedDemo(t.db)
mkdirSync(join(dataDir, 'uploads'), { recursive: true })
writeFileSync(join(dataDir, 'uploads', 'staff-photo.png'), 'picture bytes')
const admin = await t.admin()
const editor = await t.editor()
const log = createLogger('silent')
const HOUR = 60 * 60 * 1000

/** Waits for the backup under way to end (the app's own runner). */
async function settled() {
  for (let i = 0; i < 300; i++) {
    const status = (await t.request('GET', '/api/admin/backups', { cookie: admin })).json
    if (!status.running) return status
    await Bun.sleep(50)
  }
  throw new Error('the backup never ended')
}

const sha256 = (bytes: string | Uint8Array) => new Bun.CryptoHasher('sha256').update(bytes).digest('hex')

const tarList = (bytes: Uint8Array) => {
  const file = join(work, `listed-${crypto.randomUUID()}.tar.gz`)
  writeFileSync(file, bytes)
  return Bun.spawnSync(['tar', '-tzf', file]).stdout.toString().split('\n').filter(Boolean)
}

describe('the Backups section', () => {
  test('only admins see, start, set or download backups', async () => {
    await t.expectAdminOnly(editor, [
      ['GET', '/api/admin/backups'],
      ['POST', '/api/admin/backups'],
      ['PUT', '/api/admin/backups/settings', { time: '03:00' }],
      ['GET', `/api/admin/backups/${backupName(new Date())}`],
    ])
  })

  test("'Back up now' writes the database and the pictures, listed with its size, and downloads whole", async () => {
    const started = await t.request('POST', '/api/admin/backups', { cookie: admin })
    expect(started.status).toBe(202)
    expect(started.json.message).toBe('Backup started')
    const status = await settled()
    expect(status.last).toMatchObject({ status: 'ok', trigger: 'manual', requestedBy: 'admin@example.org', error: '' })
    expect(status.last.sizeBytes).toBeGreaterThan(1000)
    expect(status.lastGood.id).toBe(status.last.id)
    expect(status.stale).toBe(false)
    expect(status.kept).toHaveLength(1)
    expect(status.kept[0]).toMatchObject({ name: status.last.name, sizeBytes: status.last.sizeBytes })
    expect(status.where).toBe(join(dataDir, 'backups'))
    expect(status.dataSize.databaseBytes).toBeGreaterThan(1_000_000)
    expect(status.dataSize.picturesBytes).toBe('picture bytes'.length)
    // The archive, and the picture it names, kept once beside it.
    expect(status.dataSize.backupsBytes).toBe(status.last.sizeBytes + 'picture bytes'.length)

    const download = await t.app.handle(
      new Request(`http://localhost/api/admin/backups/${status.last.name}`, { headers: { cookie: admin } }),
    )
    expect(download.status).toBe(200)
    expect(download.headers.get('cache-control')).toBe('no-store')
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${status.last.name}"`)
    const bytes = new Uint8Array(await download.arrayBuffer())
    const listed = tarList(bytes)
    // The list of pictures, the database as a manifest and a file of rows per table, then each picture by its content.
    expect(listed[0]).toBe('pictures.jsonl')
    expect(listed).toContain('database/manifest.json')
    expect(listed).toContain('database/sermons.jsonl')
    const hash = sha256('picture bytes')
    expect(listed.filter((name) => !name.startsWith('database/'))).toEqual(['pictures.jsonl', `pictures/${hash.slice(0, 2)}/${hash}`])
    // Kept without the picture, which is kept once beside the backups.
    expect(bytes.length).toBeGreaterThan(status.last.sizeBytes)
    expect(tarList(readFileSync(join(dataDir, 'backups', status.last.name)))).not.toContain(`pictures/${hash.slice(0, 2)}/${hash}`)
    expect(readdirSync(join(dataDir, 'backups', 'pictures'), { recursive: true })).toContain(join(hash.slice(0, 2), hash))
  })

  test('a backup that is not there, or a name that is not a backup, is 404', async () => {
    expect((await t.request('GET', `/api/admin/backups/${backupName(new Date(0))}`, { cookie: admin })).status).toBe(404)
    for (const name of ['settings', '..%2Fpglite', 'church-x.tar.gz']) {
      expect((await t.request('GET', `/api/admin/backups/${name}`, { cookie: admin })).status).toBeOneOf([400, 404])
    }
  })

  test('a second Back up now while one runs is refused with a reason, and nothing is taken twice', async () => {
    const [one, two] = await Promise.all([
      t.request('POST', '/api/admin/backups', { cookie: admin }),
      t.request('POST', '/api/admin/backups', { cookie: admin }),
    ])
    expect([one.status, two.status].sort()).toEqual([202, 409])
    expect([one, two].find((r) => r.status === 409)?.json.message).toBe(
      'A backup is being taken right now. It shows here as soon as it is done.',
    )
    await settled()
  })

  test('settings are checked and saved; the next backup follows them', async () => {
    const bad = await t.request('PUT', '/api/admin/backups/settings', {
      cookie: admin,
      body: { time: '25:00', keepDaily: 0, keepWeekly: 99 },
    })
    expectRefused(bad, {
      time: 'Please enter a time like 10:30 AM',
      keepDaily: 'Daily backups kept must be between 1 and 60',
      keepWeekly: 'Weekly backups kept must be between 0 and 52',
    })
    const saved = await t.request('PUT', '/api/admin/backups/settings', {
      cookie: admin,
      body: { time: '1:30 AM', keepDaily: 7, keepWeekly: 4 },
    })
    expect(saved.status).toBe(200)
    expect(saved.json.settings).toEqual({ time: '01:30', keepDaily: 7, keepWeekly: 4 })
    const status = (await t.request('GET', '/api/admin/backups', { cookie: admin })).json
    expect(status.settings).toEqual({ time: '01:30', keepDaily: 7, keepWeekly: 4 })
    // 1:30 AM in Santa Rosa Beach is 7:30 or 6:30 UTC.
    expect(new Date(status.nextAt).getUTCMinutes()).toBe(30)
    expect([6, 7]).toContain(new Date(status.nextAt).getUTCHours())
    await t.request('PUT', '/api/admin/backups/settings', { cookie: admin, body: { time: '03:00', keepDaily: 14, keepWeekly: 8 } })
  })
})

describe('a backup that fails', () => {
  test('an unwritable backup folder is recorded as a failure with its reason, and the download list still answers', async () => {
    const broken = join(work, 'broken')
    const site = await testApp({ DATA_DIR: broken })
    mkdirSync(broken, { recursive: true })
    // Something that is not a folder where the backups go.
    writeFileSync(join(broken, 'backups'), 'in the way')
    const cookie = await site.admin()
    expect((await site.request('POST', '/api/admin/backups', { cookie })).status).toBe(202)
    let status: { running: unknown; last: { status: string; error: string }; stale: boolean; kept: unknown[] } | undefined
    for (let i = 0; i < 100 && (!status || status.running); i++) {
      await Bun.sleep(50)
      status = (await site.request('GET', '/api/admin/backups', { cookie })).json
    }
    expect(status?.last.status).toBe('failed')
    expect(status?.last.error).toBe(
      `The backup folder ${join(broken, 'backups')} cannot be used: something that is not a folder is in its place.`,
    )
    // Never a good backup: Overview warns.
    expect(status?.stale).toBe(true)
    expect(readdirSync(broken)).toEqual(['backups'])
  })
})

describe('the nightly schedule, on a clock the test controls', () => {
  test('tonight at the set time, once; a server down then takes it when back; a failure is tried again an hour later', async () => {
    const store = folderStore(join(work, 'nightly'))
    let clock = new Date('2026-11-24T08:59:00Z') // 2:59 AM in Santa Rosa Beach
    const runner = createBackups({ config: t.config, database: t.database, log, store, now: () => clock })
    await t.db.delete(backupsTable)
    // A fresh site: its first backup is due at once.
    expect(await runner.isDue()).toBe(true)
    expect((await runner.runIfDue())?.status).toBe('ok')
    // Taken at start, hours after last night's 3:00 AM: a catch-up, not 'the nightly one'.
    expect((await runner.status()).last?.kind).toBe('catch-up')
    expect(await runner.runIfDue()).toBeNull()
    clock = new Date('2026-11-24T09:00:00Z') // 3:00 AM: tonight's
    expect((await runner.runIfDue())?.trigger).toBe('scheduled')
    expect((await runner.status()).last?.kind).toBe('scheduled')
    clock = new Date('2026-11-24T20:00:00Z')
    expect(await runner.runIfDue()).toBeNull()
    // Down from 2 AM to 9 AM the next day: taken on return.
    clock = new Date('2026-11-25T15:00:00Z')
    expect(await runner.isDue()).toBe(true)
    expect((await runner.runIfDue())?.status).toBe('ok')
    // Kept: the 25th's, and the newest of the 24th (the 2:59 AM one went with retention).
    expect((await store.list()).map((b) => b.createdAt.toISOString())).toEqual(['2026-11-25T15:00:00.000Z', '2026-11-24T09:00:00.000Z'])

    // The next night the folder cannot be written: failed, tried again only after an hour.
    const blocked = join(work, 'blocked')
    writeFileSync(blocked, 'in the way')
    const failing = createBackups({ config: t.config, database: t.database, log, store: folderStore(blocked), now: () => clock })
    clock = new Date('2026-11-26T09:01:00Z')
    expect((await failing.runIfDue())?.status).toBe('failed')
    clock = new Date('2026-11-26T09:30:00Z')
    expect(await failing.runIfDue()).toBeNull()
    clock = new Date('2026-11-26T10:02:00Z')
    expect((await runner.runIfDue())?.status).toBe('ok')
    expect(await runner.runIfDue()).toBeNull()
  })

  test('a backup is named by how it came: at its time, late to catch up, by Back up now, or on the server', () => {
    const zone = 'America/Chicago'
    // 3:00 AM in Chicago on 24 Nov 2026 is 09:00 UTC; the schedule checks once a minute.
    expect(backupKind('scheduled', new Date('2026-11-24T09:00:40Z'), '03:00', zone)).toBe('scheduled')
    expect(backupKind('scheduled', new Date('2026-11-24T09:05:00Z'), '03:00', zone)).toBe('scheduled')
    expect(backupKind('scheduled', new Date('2026-11-24T10:02:00Z'), '03:00', zone)).toBe('catch-up')
    expect(backupKind('scheduled', new Date('2026-11-24T08:59:00Z'), '03:00', zone)).toBe('catch-up')
    expect(backupKind('manual', new Date('2026-11-24T09:00:00Z'), '03:00', zone)).toBe('manual')
    expect(backupKind('command', new Date('2026-11-24T15:00:00Z'), '03:00', zone)).toBe('command')
  })

  test('across daylight saving the backup stays at 3:00 AM church time', () => {
    expect(latestSlot('03:00', 'America/Chicago', new Date('2026-07-01T12:00:00Z')).toISOString()).toBe('2026-07-01T08:00:00.000Z')
    expect(latestSlot('03:00', 'America/Chicago', new Date('2026-12-01T12:00:00Z')).toISOString()).toBe('2026-12-01T09:00:00.000Z')
    expect(latestSlot('03:00', 'America/Chicago', new Date('2026-12-01T08:00:00Z')).toISOString()).toBe('2026-11-30T09:00:00.000Z')
    expect(nextSlot('03:00', 'America/Chicago', new Date('2026-12-01T09:00:00Z')).toISOString()).toBe('2026-12-02T09:00:00.000Z')
  })

  test('a backup left running by a server that stopped is marked failed, and does not block the next', async () => {
    await t.db.delete(backupsTable)
    await t.db.insert(backupsTable).values({ trigger: 'scheduled', status: 'running', startedAt: new Date(Date.now() - 2 * HOUR) })
    const runner = createBackups({ config: t.config, database: t.database, log, store: folderStore(join(work, 'after-crash')) })
    expect((await runner.runIfDue())?.status).toBe('ok')
    const rows = await t.db.select().from(backupsTable).where(eq(backupsTable.status, 'failed'))
    expect(rows.map((r) => r.error)).toEqual(['The server stopped before this backup was finished.'])
  })

  test('two servers on one database at the same moment: exactly one takes the backup', async () => {
    await t.db.delete(backupsTable)
    const store = folderStore(join(work, 'two'))
    const one = createBackups({ config: t.config, database: t.database, log, store })
    const two = createBackups({ config: t.config, database: t.database, log, store })
    const taken = (await Promise.all([one.runIfDue(), two.runIfDue(), one.runIfDue()])).filter(Boolean)
    expect(taken).toHaveLength(1)
    expect(await t.db.select().from(backupsTable)).toHaveLength(1)
    expect(await store.list()).toHaveLength(1)
  })
})

describe('the stale-backup warning', () => {
  test('says so when the last good backup is older than 36 hours', async () => {
    await t.db.delete(backupsTable)
    const at = (ms: number) => new Date(Date.now() - ms)
    await t.db
      .insert(backupsTable)
      .values({ trigger: 'scheduled', status: 'ok', startedAt: at(STALE_AFTER_MS + HOUR), finishedAt: at(STALE_AFTER_MS + HOUR) })
    // Failures since do not count as good.
    await t.db
      .insert(backupsTable)
      .values({ trigger: 'scheduled', status: 'failed', startedAt: at(HOUR), finishedAt: at(HOUR), error: 'disk full' })
    const stale = (await t.request('GET', '/api/admin/backups', { cookie: admin })).json
    expect(stale.stale).toBe(true)
    expect(stale.last.error).toBe('disk full')
    await t.db
      .insert(backupsTable)
      .values({ trigger: 'manual', status: 'ok', startedAt: at(STALE_AFTER_MS - HOUR), finishedAt: at(STALE_AFTER_MS - HOUR) })
    expect((await t.request('GET', '/api/admin/backups', { cookie: admin })).json.stale).toBe(false)
  })
})

describe('retention', () => {
  const at = (iso: string) => ({ name: backupName(new Date(iso)), createdAt: new Date(iso), sizeBytes: 1 })

  test('keeps the last day whole, the newest of each of the last N days and of each of the last M weeks', () => {
    const now = new Date('2026-11-24T15:00:00Z')
    const nightly = Array.from({ length: 120 }, (_, i) => at(new Date(Date.UTC(2026, 10, 24, 9) - i * 24 * HOUR).toISOString()))
    const extra = [at('2026-11-24T14:00:00Z'), at('2026-11-23T20:00:00Z'), at('2026-11-20T20:00:00Z')]
    const removed = new Set(
      backupsToRemove([...nightly, ...extra], { keepDaily: 14, keepWeekly: 8 }, 'America/Chicago', now).map((b) => b.name),
    )
    const kept = [...nightly, ...extra].filter((b) => !removed.has(b.name))
    // Within 24 hours: both of today and yesterday evening's.
    for (const b of [extra[0], extra[1], nightly[0]]) expect(removed.has(b.name)).toBe(false)
    // The 20th's evening backup is that day's newest: its 3 AM one goes.
    expect(removed.has(extra[2].name)).toBe(false)
    expect(removed.has(nightly[4].name)).toBe(true)
    // 14 days, then the newest of each week (Monday to Sunday) back to the 8th week: 5 more.
    const days = new Set(kept.map((b) => b.createdAt.toISOString().slice(0, 10)))
    expect(days.size).toBe(14 + 5)
    const oldest = kept.reduce((a, b) => (a.createdAt < b.createdAt ? a : b))
    expect(oldest.createdAt.toISOString().slice(0, 10)).toBe('2026-10-11')
  })

  test('after a good backup, older ones beyond the settings are removed, and files that are not backups are left alone', async () => {
    const dir = join(work, 'retained')
    mkdirSync(dir, { recursive: true })
    for (let day = 1; day <= 30; day++) writeFileSync(join(dir, backupName(new Date(Date.now() - day * 24 * HOUR))), 'old')
    writeFileSync(join(dir, 'notes.txt'), 'kept by hand')
    await t.request('PUT', '/api/admin/backups/settings', { cookie: admin, body: { time: '03:00', keepDaily: 3, keepWeekly: 0 } })
    const runner = createBackups({ config: t.config, database: t.database, log, store: folderStore(dir) })
    expect((await runner.takeWhenFree('manual', 0))?.status).toBe('ok')
    const left = readdirSync(dir).sort()
    expect(left).toContain('notes.txt')
    // Today's new one, and the newest of each of the 2 days before (one of which is within 24 hours).
    expect(left.filter((name) => backupTime(name))).toHaveLength(3)
    await t.request('PUT', '/api/admin/backups/settings', { cookie: admin, body: { time: '03:00', keepDaily: 14, keepWeekly: 8 } })
  })
})

describe('progress', () => {
  test('the running backup says how far it has got, step by step, from what it has read', async () => {
    const steps: BackupProgress[] = []
    await writeBackupArchive({
      db: t.db,
      uploadsDir: join(dataDir, 'uploads'),
      pictures: pictureStore(join(work, 'progress-pictures')),
      target: join(work, 'progress.tar.gz'),
      onProgress: (at) => steps.push(at),
    })
    const percents = steps.map((at) => at.percent)
    expect(percents).toEqual([...percents].sort((a, b) => a - b))
    expect(Math.max(...percents)).toBeLessThan(100)
    expect([...new Set(steps.map((at) => at.step))]).toEqual(['database', 'pictures', 'saving'])
    const read = steps.filter((at) => at.step === 'database')
    expect(read.at(-1)?.tablesDone).toBe(read.at(-1)?.tables)

    // Seen in the Backups section while it runs; gone once it is done.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const base = folderStore(join(work, 'progress'))
    const store = {
      ...base,
      keep: async (name: string, path: string) => {
        await held
        return base.keep(name, path)
      },
    }
    const runner = createBackups({ config: t.config, database: t.database, log, store })
    const run = await runner.start('manual')
    if (!run.started) throw new Error('the backup did not start')
    let status = await runner.status()
    for (let i = 0; i < 200 && status.progress?.step !== 'saving'; i++) {
      await Bun.sleep(20)
      status = await runner.status()
    }
    expect(status.running?.id).toBe(run.id)
    expect(status.progress).toMatchObject({ step: 'saving', percent: 95 })
    release()
    expect((await run.done).status).toBe('ok')
    expect((await runner.status()).progress).toBeNull()
  })
})

describe('an archive taken while staff keep saving', () => {
  test('restores to one moment: each save whole or not at all, the rows changed meanwhile as they were then', async () => {
    const live = await freshDatabase()
    await live.db.execute(sql`insert into sermons (title, date) select 'Base ' || g, '2026-01-04' from generate_series(1, 2500) g`)
    let saving = true
    let saves = 0
    const saver = (async () => {
      while (saving) {
        const n = ++saves
        await live.db.transaction(async (tx) => {
          await tx.execute(sql`insert into sermons (title, date) values (${`Pair ${n}`}, '2026-02-01')`)
          await tx.execute(sql`insert into events (title, date) values (${`Pair ${n}`}, '2026-02-01')`)
          // The same older sermon edited each time: its title says how many saves were made.
          await tx.execute(sql`update sermons set description = ${`Saved ${n} times`} where title = 'Base 1'`)
        })
        await Bun.sleep(3)
      }
    })()
    await Bun.sleep(20)
    const target = join(work, 'while-saving.tar.gz')
    await writeBackupArchive({ db: live.db, target })
    saving = false
    await saver
    const into = await freshDatabase()
    const archive = await openArchive(target)
    await archive.restore(into.db)
    await archive.close()
    const titles = async (table: string) =>
      rowsOf<{ title: string }>(await into.db.execute(sql.raw(`select title from ${table} where title like 'Pair %' order by title`))).map(
        (row) => row.title,
      )
    const pairs = await titles('sermons')
    expect(pairs.length).toBeGreaterThan(0)
    expect(await titles('events')).toEqual(pairs)
    const [edited] = rowsOf<{ description: string }>(await into.db.execute(sql`select description from sermons where title = 'Base 1'`))
    expect(edited.description).toBe(`Saved ${pairs.length} times`)
    expect(rowsOf(await into.db.execute(sql`select id from sermons`))).toHaveLength(2500 + pairs.length)
  }, 120_000)
})

describe('pictures, backed up once', () => {
  const root = resolve(import.meta.dir, '../../../..')
  const restore = (archive: string, into: string) => {
    const result = Bun.spawnSync(['bun', 'api/src/scripts/restore.ts', archive], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: into, DATABASE_URL: '' },
      stdout: 'pipe',
      stderr: 'pipe',
    })
    return { code: result.exitCode, out: result.stdout.toString() + result.stderr.toString() }
  }
  // A phone photo's worth of bytes that do not compress.
  const photo = crypto.getRandomValues(new Uint8Array(60_000))
  const hall = join(dataDir, 'uploads', 'events', 'hall.jpg')

  test('each picture is stored once; later backups name it, and one restored alone brings its pictures back', async () => {
    mkdirSync(join(dataDir, 'uploads', 'events'), { recursive: true })
    writeFileSync(hall, photo)
    const store = folderStore(join(work, 'incremental'))
    const runner = createBackups({ config: t.config, database: t.database, log, store })
    const first = await runner.takeWhenFree('manual', 0)
    const second = await runner.takeWhenFree('manual', 0)
    expect([first?.status, second?.status]).toEqual(['ok', 'ok'])
    // The second archive holds the database and the list, not the photo again.
    expect(second?.sizeBytes).toBeLessThan(photo.length)
    expect((await store.pictures?.list())?.sort()).toEqual([sha256('picture bytes'), sha256(photo)].sort())

    // Restored from the backups folder, its pictures found beside it.
    const beside = join(work, 'restored-beside')
    const fromFolder = restore(join(work, 'incremental', second?.name ?? ''), beside)
    expect(fromFolder.code).toBe(0)
    expect(fromFolder.out).toContain('with uploads')
    expect(new Uint8Array(readFileSync(join(beside, 'uploads', 'events', 'hall.jpg')))).toEqual(photo)
    expect(readFileSync(join(beside, 'uploads', 'staff-photo.png'), 'utf8')).toBe('picture bytes')

    // Downloaded and restored on its own, anywhere: the download carries the pictures it names.
    const opened = await runner.open(second?.name ?? '')
    const elsewhere = join(work, 'downloaded', 'church.tar.gz')
    mkdirSync(join(work, 'downloaded'), { recursive: true })
    await Bun.write(elsewhere, new Response(opened?.body))
    const alone = join(work, 'restored-alone')
    expect(restore(elsewhere, alone).code).toBe(0)
    expect(new Uint8Array(readFileSync(join(alone, 'uploads', 'events', 'hall.jpg')))).toEqual(photo)
    const restored = await openDatabase({ dataDir: join(alone, 'pglite') })
    expect((await restored.db.select().from(sermons)).length).toBe((await t.db.select().from(sermons)).length)
    await restored.close()

    // The kept archive alone, away from its pictures, says so and changes nothing.
    const bare = join(work, 'bare', 'church.tar.gz')
    mkdirSync(join(work, 'bare'), { recursive: true })
    writeFileSync(bare, readFileSync(join(work, 'incremental', second?.name ?? '')))
    const refused = restore(bare, join(work, 'restored-bare'))
    expect(refused.code).toBe(1)
    expect(refused.out).toContain('names 2 picture(s) that are neither in it nor in')

    // A stored picture lost from the folder: the download still comes whole otherwise, and its restore names what is missing.
    await store.pictures?.remove(sha256(photo))
    const partial = join(work, 'downloaded', 'partial.tar.gz')
    await Bun.write(partial, new Response((await runner.open(second?.name ?? ''))?.body))
    const lacking = restore(partial, join(work, 'restored-partial'))
    expect(lacking.code).toBe(1)
    expect(lacking.out).toContain('names 1 picture(s) that are neither in it nor in')
  }, 120_000)

  test('retention keeps the pictures a kept backup names, and removes the rest', async () => {
    mkdirSync(join(dataDir, 'uploads', 'events'), { recursive: true })
    writeFileSync(hall, photo)
    const store = folderStore(join(work, 'swept'))
    let clock = new Date('2026-11-20T15:00:00Z')
    const runner = createBackups({ config: t.config, database: t.database, log, store, now: () => clock })
    await t.request('PUT', '/api/admin/backups/settings', { cookie: admin, body: { time: '03:00', keepDaily: 1, keepWeekly: 0 } })
    try {
      expect((await runner.takeWhenFree('manual', 0))?.status).toBe('ok')
      rmSync(hall)
      clock = new Date('2026-11-23T15:00:00Z')
      expect((await runner.takeWhenFree('manual', 0))?.status).toBe('ok')
      // The 20th's backup went with retention, and with it the only backup of the hall's photo.
      expect(await store.list()).toHaveLength(1)
      expect(await store.pictures?.list()).toEqual([sha256('picture bytes')])
    } finally {
      await t.request('PUT', '/api/admin/backups/settings', { cookie: admin, body: { time: '03:00', keepDaily: 14, keepWeekly: 8 } })
    }
  })
})

const bucket = fakeS3('church')
const s3 = await testApp(bucket.env)
await seedDemo(s3.db)

describe('backups in an S3-compatible bucket', () => {
  test('go to the bucket under backups/, private, and download from it through the server', async () => {
    const cookie = await s3.admin()
    expect((await s3.request('POST', '/api/admin/backups', { cookie })).status).toBe(202)
    let status = (await s3.request('GET', '/api/admin/backups', { cookie })).json
    for (let i = 0; i < 200 && status.running; i++) {
      await Bun.sleep(50)
      status = (await s3.request('GET', '/api/admin/backups', { cookie })).json
    }
    expect(status.last.status).toBe('ok')
    expect(status.storage).toBe('bucket')
    expect(status.picturesIncluded).toBe(false)
    expect(status.dataSize.picturesBytes).toBeNull()
    expect(status.kept.map((b: { name: string }) => b.name)).toEqual([status.last.name])
    const stored = bucket.objects.get(`backups/${status.last.name}`)
    expect(stored?.bytes.length).toBe(status.last.sizeBytes)
    expect(stored?.type).toBe('application/gzip')
    const download = await s3.app.handle(new Request(`http://localhost/api/admin/backups/${status.last.name}`, { headers: { cookie } }))
    expect(download.status).toBe(200)
    expect(tarList(new Uint8Array(await download.arrayBuffer())).every((name) => name.startsWith('database/'))).toBe(true)
  })
})
