/**
 * `bun run user:add` against the real server on the embedded database (which admits one process):
 * the script asks the running server over its Unix socket, and still works once the site is stopped.
 */
import { afterAll, expect, test } from 'bun:test'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freePort } from '../../../../scripts/lib'
import { localChannelPath } from '../../local-channel'

const root = resolve(import.meta.dir, '../../../..')
const dataDir = mkdtempSync(join(tmpdir(), 'church-user-add-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const env = { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' }

async function userAdd(...args: string[]) {
  const proc = Bun.spawn([process.execPath, 'api/src/scripts/user-add.ts', ...args], { cwd: root, env, stdout: 'pipe', stderr: 'pipe' })
  const [stdout, stderr, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited])
  return { stdout, stderr, code }
}

test('user:add reaches the running site over its local socket, and works again once the site stops', async () => {
  const port = await freePort()
  const site = Bun.spawn([process.execPath, 'api/src/index.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const base = `http://127.0.0.1:${port}`
  try {
    // The first start prints the one-time setup link (no admin yet).
    let printed = ''
    const reader = site.stdout.getReader()
    const decoder = new TextDecoder()
    const deadline = Date.now() + 60_000
    while (!/\/api\/account\/setup\/[\w-]+/.test(printed) && Date.now() < deadline) {
      const { value, done } = await reader.read()
      if (done) break
      printed += decoder.decode(value)
    }
    reader.releaseLock()
    const setupPath = printed.match(/\/api\/account\/setup\/[\w-]+/)?.[0]
    expect(printed).toContain('No admin yet. Create the first one in the browser')
    expect(setupPath).toBeDefined()
    while (Date.now() < deadline && !existsSync(localChannelPath(dataDir))) await Bun.sleep(50)

    // Only this machine's account that runs the site can connect: the folder is 0700, the socket 0600.
    expect(statSync(join(dataDir, 'control')).mode & 0o777).toBe(0o700)
    expect(statSync(localChannelPath(dataDir)).mode & 0o777).toBe(0o600)

    const added = await userAdd('Pastor@Example.org', '--password', 'a long password', '--name', 'Pastor', '--admin')
    expect(added.stderr).toBe('')
    expect(added.code).toBe(0)
    expect(added.stdout).toContain('Created pastor@example.org (admin).')
    const signIn = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'pastor@example.org', password: 'a long password' }),
    })
    expect(signIn.status).toBe(200)
    // The setup link printed before is refused now that an admin exists.
    expect((await fetch(`${base}${setupPath}`)).status).toBe(409)
    // The same rules as the command without a server.
    const short = await userAdd('x@example.org', '--password', 'short')
    expect(short.code).toBe(1)
    expect(short.stderr).toContain('at least 8 characters')
    // Nothing of the channel is on the site's port.
    expect((await fetch(`${base}/user-add`, { method: 'POST', body: '{}' })).status).not.toBe(200)
  } finally {
    site.kill('SIGTERM')
    await site.exited
  }
  expect(existsSync(localChannelPath(dataDir))).toBe(false)

  // The site stopped: the script opens the database itself.
  const again = await userAdd('pastor@example.org', '--password', 'another long password')
  expect(again.code).toBe(0)
  expect(again.stdout).toContain('Updated pastor@example.org (admin).')
}, 120_000)
