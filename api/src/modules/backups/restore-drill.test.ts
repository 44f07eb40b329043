/**
 * The restore drill, as a church would run it: a site on the embedded database with content and an
 * uploaded picture is backed up through the running server (`bun run db:backup`, asked over its
 * local socket); the backup is restored into a fresh data folder (the PGlite pass) or into
 * PostgreSQL (the PostgreSQL pass); the site starts on it and serves the picture; and every backed-up
 * table's rows and every uploaded file are compared with the original's.
 */
import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import sharp from 'sharp'
import { BACKED_UP_TABLES, dumpDatabase } from '../../db/backup'
import { type DatabaseTarget, openDatabase } from '../../db/client'
import { testDatabaseKind } from '../../test/harness'
import { runCommand, startSite } from '../../test/real-site'

const work = mkdtempSync(join(tmpdir(), 'church-drill-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const ADMIN = { email: 'warden@drill.test', password: 'a drill password that is long' }
const PNG = new Uint8Array(
  await sharp({ create: { width: 48, height: 48, channels: 3, background: '#996633' } })
    .png()
    .toBuffer(),
)

/** Every backed-up table's rows, in one order whatever the database. */
async function everyRow(target: DatabaseTarget) {
  const database = await openDatabase(target)
  try {
    const dump = await dumpDatabase(database.db)
    return Object.fromEntries(BACKED_UP_TABLES.map((table) => [table, dump.tables[table].map((row) => JSON.stringify(row)).sort()]))
  } finally {
    await database.close()
  }
}

/** Every file under the folder (the published pictures and the private originals), by path. */
const filesIn = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => [
        join(entry.parentPath, entry.name).slice(dir.length),
        readFileSync(join(entry.parentPath, entry.name)).toString('base64'),
      ]),
  )

async function stop(site: { proc: Bun.Subprocess }) {
  site.proc.kill('SIGTERM')
  expect(await site.proc.exited).toBe(0)
}

test('a backup taken through the running site restores whole, and the site runs on it', async () => {
  // The church's site, with the demo content, its admin and a staff photo.
  const original = join(work, 'original')
  const site = await startSite({ DATA_DIR: original, DATABASE_URL: '', SEED: 'demo', SEED_ADMIN: `${ADMIN.email}:${ADMIN.password}` })
  const signIn = await fetch(`${site.base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${site.base}${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const slot = await (await call('POST', '/api/upload-image', { fileName: 'warden.png', contentType: 'image/png' })).json()
  const put = await fetch(`${site.base}${slot.uploadUrl}`, { method: 'PUT', headers: { cookie, 'content-type': 'image/png' }, body: PNG })
  expect(put.status).toBe(200)
  const { publicUrl } = await put.json()
  const served = new Uint8Array(await (await fetch(`${site.base}${publicUrl}`)).arrayBuffer())
  expect((await call('POST', '/api/admin/church/staff', { name: 'Drill Warden', title: 'Warden', photoUrl: publicUrl })).status).toBe(201)

  // The backup, through the running server (the embedded database admits one process).
  const archive = join(work, 'drill.tar.gz')
  const backup = runCommand('db:backup', [archive], { DATA_DIR: original, DATABASE_URL: '' })
  expect(backup.out).toContain(`A copy was written to ${archive}`)
  expect(backup.code).toBe(0)
  const status = await (await call('GET', '/api/admin/backups')).json()
  expect(status.kept.length).toBeGreaterThanOrEqual(1)
  expect(status.last).toMatchObject({ status: 'ok', trigger: 'command' })
  await stop(site)
  const rows = await everyRow({ dataDir: join(original, 'pglite') })
  expect(rows.staff_members.some((row) => row.includes('Drill Warden'))).toBe(true)

  // Restored into a fresh data folder, or into PostgreSQL.
  const restored = join(work, 'restored')
  let target: DatabaseTarget = { dataDir: join(restored, 'pglite') }
  const env: Record<string, string> = { DATA_DIR: restored, DATABASE_URL: '' }
  const admin = testDatabaseKind === 'postgres' ? postgres(process.env.TEST_DATABASE_URL as string, { max: 1, onnotice: () => {} }) : null
  const name = `church_drill_${Date.now()}`
  try {
    if (admin) {
      await admin.unsafe(`create database ${name}`)
      const url = new URL(process.env.TEST_DATABASE_URL as string)
      url.pathname = `/${name}`
      env.DATABASE_URL = url.toString()
      target = { url: url.toString() }
    }
    const restore = runCommand('db:restore', [archive], env)
    expect(restore.out).toContain('with uploads')
    expect(restore.code).toBe(0)

    // The site starts on it and serves the staff member with the photo.
    const again = await startSite(env)
    const staff = await (await fetch(`${again.base}/api/church/staff`)).json()
    expect(staff.find((s: { name: string }) => s.name === 'Drill Warden')?.photoUrl).toBe(publicUrl)
    const photo = await fetch(`${again.base}${publicUrl}`)
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(served)
    await stop(again)

    expect(await everyRow(target)).toEqual(rows)
    expect(filesIn(join(restored, 'uploads'))).toEqual(filesIn(join(original, 'uploads')))
  } finally {
    if (admin) {
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  }
}, 180_000)
