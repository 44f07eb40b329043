/** Small helpers shared by the top-level scripts. They use only Bun and Node built-ins. */
import { existsSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

export const root = resolve(import.meta.dir, '..')
/** The Bun running this script (works under `npx bun` too, where `bun` may not be on PATH). */
export const bun = process.execPath

/** Runs a command with inherited output; resolves to its exit code. */
export async function run(cmd: string[], opts: { cwd?: string; env?: Record<string, string | undefined> } = {}): Promise<number> {
  const proc = Bun.spawn(cmd, {
    cwd: opts.cwd ?? root,
    env: { ...process.env, ...opts.env },
    stdout: 'inherit',
    stderr: 'inherit',
    stdin: 'inherit',
  })
  return await proc.exited
}

/** `bun install` when node_modules is missing or older than the lockfile / a package.json. */
export async function installIfNeeded() {
  // Touched after each successful install: newer than every manifest means nothing to do.
  const marker = join(root, 'node_modules', '.installed')
  const inputs = ['bun.lock', 'package.json', 'api/package.json', 'web/package.json'].map((f) => join(root, f)).filter(existsSync)
  const stale = !existsSync(marker) || inputs.some((f) => statSync(f).mtimeMs > statSync(marker).mtimeMs)
  if (!stale) return
  console.log('Installing dependencies...')
  const code = await run([bun, 'install'])
  if (code !== 0) process.exit(code)
  writeFileSync(marker, new Date().toISOString())
}

export async function waitFor(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url)
      if (res.ok) return true
    } catch {}
    await Bun.sleep(250)
  }
  return false
}

/** A TCP port free on 127.0.0.1 right now (for servers started by tests and benchmarks). */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net')
  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))
  const { port } = probe.address() as import('node:net').AddressInfo
  await new Promise((done) => probe.close(done))
  return port
}

/**
 * In development the site is opened on the web (Vite) port, which proxies /api to the API: a line of
 * the API's output with a first-admin setup link gets that link on the web origin, so the only setup
 * link a developer sees ends on the dashboard (the API's own port serves no pages: /admin is 'Not found').
 */
export function setupLinkOnWebOrigin(line: string, webOrigin: string): string {
  // One scan, no nested repetition: an origin (no spaces or slashes) and the setup path after it.
  return line.replace(/https?:\/\/[^\s/]+(\/api\/account\/setup\/[A-Za-z0-9_-]+)/g, (_, path: string) => `${webOrigin}${path}`)
}
