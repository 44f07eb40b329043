import { chmodSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Logger } from './lib/log'

/**
 * Commands that must reach a running site on the embedded database (which admits one process):
 * `bun run user:add` and `bun run db:backup` ask the running server over a Unix socket in
 * DATA_DIR. A Unix socket has no network address at all, so nothing off this machine can reach
 * it; on the machine, its folder is 0700 and the socket itself 0600, so only the account that runs
 * the site (and root) can connect.
 */
export const localChannelPath = (dataDir: string) => join(dataDir, 'control', 'server.sock')

/** What the channel answers: `POST /{name}` with a JSON body, by name. */
export type LocalCommands = Record<string, (body: unknown) => Promise<Response>>

/** Starts the channel; returns its stop. A socket left by a server that died is replaced (the database lock proves none runs). */
export function startLocalChannel(opts: { dataDir: string; log: Logger; commands: LocalCommands }) {
  const path = localChannelPath(opts.dataDir)
  mkdirSync(join(opts.dataDir, 'control'), { recursive: true, mode: 0o700 })
  chmodSync(join(opts.dataDir, 'control'), 0o700)
  if (existsSync(path)) rmSync(path, { force: true })
  // The socket is made with umask 0177, so it is 0600 from its first moment (then set again, to be sure).
  const umask = process.umask(0o177)
  let server: ReturnType<typeof Bun.serve>
  try {
    server = Bun.serve({
      unix: path,
      fetch: async (request, self) => {
        // A backup of a large church takes a while before its first byte: no idle timeout here.
        self.timeout(request, 0)
        const { pathname } = new URL(request.url)
        const command = Object.hasOwn(opts.commands, pathname.slice(1)) ? opts.commands[pathname.slice(1)] : undefined
        if (request.method !== 'POST' || !command) return Response.json({ message: 'Not found' }, { status: 404 })
        return command(await request.json().catch(() => null))
      },
      error: (error) => {
        opts.log.error('A command through the local channel failed', error)
        return Response.json({ message: error.message }, { status: 500 })
      },
    })
  } catch (error) {
    // For example a DATA_DIR path too long for a socket name: the site runs, the commands then ask to stop it.
    opts.log.warn(
      `bun run user:add and db:backup cannot reach this server while it runs (no socket at ${path}): ${(error as Error).message}`,
    )
    return async () => {}
  } finally {
    process.umask(umask)
  }
  chmodSync(path, 0o600)
  return async () => {
    await server.stop()
    rmSync(path, { force: true })
  }
}

/** Sends a command to the running server; null when no server answers on the channel. */
export async function askRunningServer(dataDir: string, command: string, body: unknown): Promise<Response | null> {
  const path = localChannelPath(dataDir)
  if (!existsSync(path)) return null
  try {
    return await fetch(`http://localhost/${command}`, {
      unix: path,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    return null
  }
}
