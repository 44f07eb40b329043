import { resolve } from 'node:path'
import { freePort } from '../../../scripts/lib'

const root = resolve(import.meta.dir, '../../..')

/**
 * The real server in its own process (`bun api/src/index.ts`, production mode), as a church runs
 * it; resolves once `/api/health` answers. `env` adds to or overrides the environment; with
 * `said`, what it prints is kept and `said()` gives it so far.
 */
export async function startSite(env: Record<string, string>, { said: keep = false } = {}) {
  const port = await freePort()
  const proc = Bun.spawn([process.execPath, 'api/src/index.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', PORT: String(port), FORM_RATE_LIMIT: '100000', ...env },
    stdout: keep ? 'pipe' : 'ignore',
    stderr: 'pipe',
  })
  let printed = ''
  if (keep)
    void (async () => {
      const decoder = new TextDecoder()
      for await (const chunk of proc.stdout as ReadableStream<Uint8Array>) printed += decoder.decode(chunk)
    })()
  const said = () => printed
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { proc, base, said }
    } catch {}
    await Bun.sleep(100)
  }
  proc.kill()
  throw new Error(`The server did not start: ${await new Response(proc.stderr).text()}`)
}

/** A `package.json` command (`bun run db:backup ...`) with this environment: its exit code and output. */
export function runCommand(script: string, args: string[], env: Record<string, string>) {
  const result = Bun.spawnSync([process.execPath, 'run', script, ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdout: 'pipe',
    stderr: 'pipe',
  })
  return { code: result.exitCode, out: result.stdout.toString() + result.stderr.toString() }
}
