import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { openDatabase } from './client'

const dir = mkdtempSync(join(tmpdir(), 'pglite-lock-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const dataDir = join(dir, 'pglite')

test('a second process cannot open the same embedded database; it can once the first closes it', async () => {
  const first = await openDatabase({ dataDir })
  const tryOpen = () =>
    Bun.spawnSync([
      process.execPath,
      '-e',
      `await (await import(${JSON.stringify(join(import.meta.dir, 'client.ts'))})).openDatabase({ dataDir: ${JSON.stringify(dataDir)} }).then(d => d.close())`,
    ])
  const blocked = tryOpen()
  expect(blocked.exitCode).not.toBe(0)
  expect(blocked.stderr.toString()).toContain(`already open in process ${process.pid}`)

  await first.close()
  expect(tryOpen().exitCode).toBe(0)
}, 30_000)

test('a lock left by a process that no longer exists is taken over', async () => {
  await Bun.write(`${dataDir}.lock`, '999999999')
  const database = await openDatabase({ dataDir })
  expect(await database.ping()).toBe(true)
  await database.close()
}, 30_000)

// Three instances starting at the same moment on one empty PostgreSQL database (PostgreSQL runs only).
test.if(process.env.TEST_DB === 'postgres')(
  'three instances migrating one empty database at once all come up, and it is migrated once',
  async () => {
    const url = process.env.TEST_DATABASE_URL as string
    const name = `church_migrate_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`
    const admin = postgres(url, { max: 1, onnotice: () => {} })
    await admin.unsafe(`create database ${name}`)
    const target = new URL(url)
    target.pathname = `/${name}`
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ url: target.toString() })))
    try {
      const results = await Promise.allSettled(instances.map((instance) => instance.migrate()))
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled'])
      for (const instance of instances) expect(await instance.ping()).toBe(true)
      const check = postgres(target.toString(), { max: 1, onnotice: () => {} })
      const applied = await check`select count(*)::int as n from drizzle.__drizzle_migrations`
      const journal = (await Bun.file(join(import.meta.dir, '../../../drizzle/meta/_journal.json')).json()) as { entries: unknown[] }
      // Every migration once, not once per instance.
      expect(applied[0].n).toBe(journal.entries.length)
      await check.end()
    } finally {
      await Promise.all(instances.map((instance) => instance.close()))
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  },
  60_000,
)
