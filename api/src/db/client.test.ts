import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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
