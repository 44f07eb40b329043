import { chmodSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import type { Db } from '../../db/client'
import { requiredEmail } from '../../lib/fields'
import type { Logger } from '../../lib/log'
import { newPassword } from './model'
import { upsertUser } from './service'

/**
 * `bun run user:add` while the site runs on the embedded database (which admits one process): the
 * script asks the running server over a Unix socket in DATA_DIR. A Unix socket has no network
 * address at all, so nothing off this machine can reach it; on the machine, its folder is 0700 and
 * the socket itself 0600, so only the account that runs the site (and root) can connect.
 */
export const localChannelPath = (dataDir: string) => join(dataDir, 'control', 'server.sock')

const UserAddRequest = v.object({
  email: requiredEmail(),
  password: newPassword(),
  name: v.optional(v.pipe(v.string(), v.maxLength(200))),
  isAdmin: v.optional(v.boolean()),
})

/** Starts the channel; returns its stop. A socket left by a server that died is replaced (the database lock proves none runs). */
export function startLocalChannel(opts: { dataDir: string; db: Db; log: Logger }) {
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
      fetch: async (request) => {
        const { pathname } = new URL(request.url)
        if (request.method !== 'POST' || pathname !== '/user-add') return Response.json({ message: 'Not found' }, { status: 404 })
        const parsed = v.safeParse(UserAddRequest, await request.json().catch(() => null))
        if (!parsed.success) return Response.json({ message: parsed.issues[0].message }, { status: 422 })
        const { user, created } = await upsertUser(opts.db, parsed.output)
        opts.log.info(`user:add ${created ? 'created' : 'updated'} ${user.email}${user.isAdmin ? ' (admin)' : ''}`)
        return Response.json({ created, email: user.email, isAdmin: user.isAdmin })
      },
      error: (error) => {
        opts.log.error('user:add through the local channel failed', error)
        return Response.json({ message: error.message }, { status: 500 })
      },
    })
  } catch (error) {
    // For example a DATA_DIR path too long for a socket name: the site runs, user:add then asks to stop it.
    opts.log.warn(`bun run user:add cannot reach this server while it runs (no socket at ${path}): ${(error as Error).message}`)
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

/** Sends a user:add to the running server; null when no server answers on the channel. */
export async function userAddThroughServer(
  dataDir: string,
  input: { email: string; password: string; name?: string; isAdmin?: boolean },
): Promise<{ ok: true; created: boolean; email: string; isAdmin: boolean } | { ok: false; message: string } | null> {
  const path = localChannelPath(dataDir)
  if (!existsSync(path)) return null
  let response: Response
  try {
    response = await fetch('http://localhost/user-add', {
      unix: path,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    })
  } catch {
    return null
  }
  const body = (await response.json().catch(() => ({}))) as { message?: string; created?: boolean; email?: string; isAdmin?: boolean }
  if (!response.ok) return { ok: false, message: body.message ?? `The server answered ${response.status}` }
  return { ok: true, created: body.created ?? false, email: body.email ?? input.email, isAdmin: body.isAdmin ?? false }
}
