/**
 * The site's files are its own (decision 0029): whatever the umask of whoever starts it (022 here,
 * the usual default), the data folder, the embedded database, uploads, backups and a
 * `db:backup <file>` copy come out 0700 (folders) / 0600 (files), and a data folder left open to
 * other accounts is closed at start, with one line in the log saying so.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { freePort, waitFor } from '../../../scripts/lib'
import { closeDataFolder } from '../lib/private-files'
import { bucketStore, folderStore } from '../modules/backups/store'
import { localStorage } from '../modules/uploads/storage'

const root = resolve(import.meta.dir, '../../..')
const work = mkdtempSync(join(tmpdir(), 'church-modes-'))
chmodSync(work, 0o755)
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** What another account on the machine could read, write or enter: `path mode` for each. */
function openToOthers(top: string): string[] {
  const open: string[] = []
  const stack = [top]
  for (let seen = 0; stack.length > 0 && seen < 20_000; seen++) {
    const path = stack.pop() as string
    const info = lstatSync(path)
    if (info.isSymbolicLink()) continue
    if (info.mode & 0o077) open.push(`${path.slice(top.length) || '/'} ${(info.mode & 0o777).toString(8)}`)
    if (info.isDirectory()) for (const name of readdirSync(path)) stack.push(join(path, name))
  }
  return open
}

const env = (dataDir: string, extra: Record<string, string> = {}) => ({
  ...process.env,
  NODE_ENV: '',
  DATABASE_URL: '',
  S3_BUCKET: '',
  SEED: '',
  SEED_ADMIN: '',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'info',
  ...extra,
})

/** Runs `bun <args>` as a shell with the common umask 022 would (the umask is set in the shell, not here). */
const underUmask022 = (args: string[], environment: Record<string, string | undefined>) =>
  Bun.spawn(['sh', '-c', 'umask 022 && exec "$@"', 'sh', process.execPath, ...args], {
    cwd: root,
    env: environment,
    stdout: 'pipe',
    stderr: 'pipe',
    detached: true,
  })

async function finished(proc: ReturnType<typeof underUmask022>) {
  const [code, out, err] = await Promise.all([proc.exited, new Response(proc.stdout).text(), new Response(proc.stderr).text()])
  return { code, output: out + err }
}

describe('files are the site’s alone, under umask 022', () => {
  test('user:add then db:backup <file> on a fresh data folder: nothing in it, nor the copy, is open to other accounts', async () => {
    // Two folders deep that do not exist yet: both are made by the command.
    const dataDir = join(work, 'fresh', 'data')
    const added = await finished(
      underUmask022(['api/src/scripts/user-add.ts', 'admin@example.org', '--password', 'a long enough password', '--admin'], env(dataDir)),
    )
    expect(added.output).toContain('Created admin@example.org')
    expect(added.code).toBe(0)
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true)
    expect(openToOthers(join(work, 'fresh'))).toEqual([])

    const copy = join(work, 'copies', 'church.tar.gz')
    const backedUp = await finished(underUmask022(['api/src/scripts/backup.ts', copy], env(dataDir)))
    expect(backedUp.output).toContain('A copy was written to')
    expect(backedUp.code).toBe(0)
    expect(readdirSync(join(dataDir, 'backups')).length).toBe(1)
    expect(openToOthers(join(work, 'fresh'))).toEqual([])
    expect((statSync(copy).mode & 0o777).toString(8)).toBe('600')
    expect((statSync(dirname(copy)).mode & 0o777).toString(8)).toBe('700')
  }, 60_000)

  test('the server closes a data folder left 0755 / 0644 at start, says so in its log, and what it writes stays closed', async () => {
    // The folder the first test made, opened up as an older version (or a careless copy) left it.
    const dataDir = join(work, 'fresh', 'data')
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true)
    mkdirSync(join(dataDir, 'uploads'), { recursive: true })
    writeFileSync(join(dataDir, 'uploads', 'old.jpg'), 'x')
    Bun.spawnSync(['chmod', '-R', 'u=rwX,go=rX', dataDir])
    const opened = openToOthers(dataDir)
    expect(opened).toContain('/ 755')
    expect(opened).toContain('/uploads/old.jpg 644')
    expect(opened).toContain('/pglite/PG_VERSION 644')

    const port = await freePort()
    const server = underUmask022(
      ['api/src/index.ts'],
      env(dataDir, { PORT: String(port), HOST: '127.0.0.1', WEB_DIST: join(work, 'no-web-build') }),
    )
    try {
      const started = await waitFor(`http://127.0.0.1:${port}/api/health`, 45_000)
      if (!started) throw new Error(`The site did not start: ${(await finished(server)).output}`)
      server.kill('SIGTERM')
      const { code, output } = await finished(server)
      expect(code).toBe(0)
      expect(output).toContain(`Closed ${opened.length} files and folders in the data folder ${dataDir} to other accounts`)
      // Everything the embedded database wrote while it ran is closed too.
      expect(openToOthers(dataDir)).toEqual([])
    } finally {
      try {
        process.kill(-server.pid, 'SIGKILL')
      } catch {}
    }
  }, 60_000)

  test('pictures, local backups and a backup on its way to the bucket are written 0600 in folders of their own', async () => {
    const previous = process.umask(0o022)
    try {
      const dir = join(work, 'in-process')
      await localStorage(join(dir, 'uploads')).save('a.jpg', new Uint8Array([1, 2, 3]), 'image/jpeg')
      await localStorage(join(dir, 'uploads')).save('originals/b.jpg', new Uint8Array([1, 2, 3]), 'image/jpeg')
      const local = await folderStore(join(dir, 'backups')).prepare('church-test.tar.gz')
      expect(existsSync(local)).toBe(true)
      expect(openToOthers(dir)).toEqual([])

      // Waiting in the temporary folder every account shares: in a folder of its own, 0700.
      const bucket = bucketStore({
        bucket: 'b',
        endpoint: 'http://127.0.0.1:1',
        region: undefined,
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        publicUrl: 'http://127.0.0.1:1/b',
      })
      const waiting = await bucket.prepare('church-test.tar.gz')
      expect(dirname(waiting)).not.toBe(tmpdir())
      expect(openToOthers(dirname(waiting))).toEqual([])
      // Sent or not, it is gone afterwards, folder and all.
      await bucket.keep('church-test.tar.gz', waiting).catch(() => {})
      expect(existsSync(dirname(waiting))).toBe(false)
      const failed = await bucket.prepare('church-test.tar.gz')
      await bucket.discard(failed)
      expect(existsSync(dirname(failed))).toBe(false)
    } finally {
      process.umask(previous)
    }
  })

  test('closing a data folder follows no link, leaves what is not the site’s, and stops at its limit', () => {
    const dataDir = join(work, 'links', 'data')
    const outside = join(work, 'links', 'elsewhere.txt')
    const mine = join(dataDir, 'notes.txt')
    mkdirSync(join(dataDir, 'uploads'), { recursive: true })
    for (const file of [outside, mine, join(dataDir, 'uploads', 'a.jpg'), join(dataDir, 'uploads', 'b.jpg')]) {
      writeFileSync(file, 'x')
      chmodSync(file, 0o644)
    }
    symlinkSync(outside, join(dataDir, 'uploads', 'link.jpg'))
    symlinkSync(join(work, 'links'), join(dataDir, 'backups'))
    chmodSync(dataDir, 0o755)
    chmodSync(join(dataDir, 'uploads'), 0o755)

    // The data folder, then uploads: two entries at most, then the rest (its two pictures) on the next go.
    expect(closeDataFolder(dataDir, 2)).toEqual({ closed: 2, failed: 0, truncated: true })
    expect(closeDataFolder(dataDir)).toEqual({ closed: 2, failed: 0, truncated: false })
    expect(openToOthers(join(dataDir, 'uploads'))).toEqual([])
    expect(statSync(dataDir).mode & 0o777).toBe(0o700)
    // Through neither link, and not a file of someone else's the site does not keep there.
    expect(statSync(outside).mode & 0o777).toBe(0o644)
    expect(statSync(join(work, 'links')).mode & 0o777).not.toBe(0o700)
    expect(statSync(mine).mode & 0o777).toBe(0o644)
  })
})
