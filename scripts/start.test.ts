/**
 * `bun run start` under a process manager: SIGTERM or SIGINT to the process it started stops the
 * whole site — the process exits 0 and leaves the port and the embedded database free for the next start.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../api/src/db/client'
import { testDatabaseKind } from '../api/src/test/harness'
import { freePort, root, waitFor } from './lib'

const work = mkdtempSync(join(tmpdir(), 'church-start-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** A stand-in web build, so start does not build the real one. */
const webDist = join(work, 'web-dist')
mkdirSync(webDist)
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>start test</title>')

async function canListen(port: number): Promise<boolean> {
  const server = createServer()
  return await new Promise<boolean>((done) => {
    server.once('error', () => done(false))
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)))
  })
}

async function stopsOn(signal: 'SIGTERM' | 'SIGINT') {
  const port = await freePort()
  const dataDir = join(work, signal)
  // As a process manager runs it: `bun run start` passes the signal on to scripts/start.ts.
  const proc = Bun.spawn([process.execPath, 'run', 'start'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: '',
      DATABASE_URL: '',
      SEED: '',
      SEED_ADMIN: '',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
    },
    stdout: 'ignore',
    stderr: 'pipe',
    // Its own process group, so a failed test can still end the server under it.
    detached: true,
  })
  try {
    if (!(await waitFor(`http://127.0.0.1:${port}/api/health`, 45_000)))
      throw new Error(`The site did not start: ${await new Response(proc.stderr).text()}`)
    // Served with the stand-in build: start used WEB_DIST rather than building web/dist.
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toContain('start test')

    const sent = performance.now()
    proc.kill(signal)
    const code = await Promise.race([proc.exited, Bun.sleep(10_000).then(() => 'still running' as const)])
    const stoppedMs = Math.round(performance.now() - sent)
    console.log(`bun run start stopped ${stoppedMs} ms after ${signal}`)
    expect(code).toBe(0)
    expect(stoppedMs).toBeLessThan(10_000)

    expect(await canListen(port)).toBe(true)
    // The embedded database was closed: its lock file is gone and the folder opens again.
    const pglite = join(dataDir, 'pglite')
    expect(existsSync(`${pglite}.lock`)).toBe(false)
    const again = await openDatabase({ dataDir: pglite })
    expect(await again.ping()).toBe(true)
    await again.close()
  } finally {
    try {
      process.kill(-proc.pid, 'SIGKILL')
    } catch {}
    await proc.exited
  }
}

// Both at once (own port and DATA_DIR each): most of the time is the two starts.
describe.if(testDatabaseKind === 'pglite')('bun run start', () => {
  test.concurrent('SIGTERM stops the server, frees the port and the embedded database', () => stopsOn('SIGTERM'), 60_000)
  test.concurrent('SIGINT stops it the same way', () => stopsOn('SIGINT'), 60_000)
})

describe('bun run start and packages', () => {
  test('never installs: in a folder without them it says what to run and stops', () => {
    const folder = join(work, 'no-packages')
    mkdirSync(join(folder, 'scripts'), { recursive: true })
    for (const file of ['scripts/start.ts', 'scripts/lib.ts', 'package.json']) copyFileSync(join(root, file), join(folder, file))
    const result = Bun.spawnSync([process.execPath, 'scripts/start.ts'], {
      cwd: folder,
      env: { ...process.env, PORT: '0' },
      stderr: 'pipe',
      stdout: 'pipe',
    })
    expect(result.exitCode).toBe(1)
    expect(result.stderr.toString()).toContain('Run `bun install --frozen-lockfile`')
    expect(existsSync(join(folder, 'node_modules'))).toBe(false)
  }, 30_000)
})
