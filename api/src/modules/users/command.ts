import * as v from 'valibot'
import type { Db } from '../../db/client'
import { requiredEmail } from '../../lib/fields'
import type { Logger } from '../../lib/log'
import { ROLE_WORDS, STAFF_ROLES, type StaffRole } from '../../lib/staff-roles'
import { askRunningServer } from '../../local-channel'
import { newPassword } from './model'
import { upsertUser } from './service'

const UserAddRequest = v.object({
  email: requiredEmail(),
  password: newPassword(),
  name: v.optional(v.pipe(v.string(), v.maxLength(200))),
  role: v.optional(v.picklist(STAFF_ROLES)),
})

/** `bun run user:add` answered by the running server (the local channel's `user-add`). */
export const userAddCommand = (db: Db, log: Logger) => async (body: unknown) => {
  const parsed = v.safeParse(UserAddRequest, body)
  if (!parsed.success) return Response.json({ message: parsed.issues[0].message }, { status: 422 })
  const { user, created } = await upsertUser(db, parsed.output)
  log.info(`user:add ${created ? 'created' : 'updated'} ${user.email} (${ROLE_WORDS[user.role].name.toLowerCase()})`)
  return Response.json({ created, email: user.email, role: user.role })
}

/** Sends a user:add to the running server; null when no server answers on the channel. */
export async function userAddThroughServer(
  dataDir: string,
  input: { email: string; password: string; name?: string; role?: StaffRole },
): Promise<{ ok: true; created: boolean; email: string; role: StaffRole } | { ok: false; message: string } | null> {
  const response = await askRunningServer(dataDir, 'user-add', input)
  if (!response) return null
  const body = (await response.json().catch(() => ({}))) as { message?: string; created?: boolean; email?: string; role?: StaffRole }
  if (!response.ok) return { ok: false, message: body.message ?? `The server answered ${response.status}` }
  return { ok: true, created: body.created ?? false, email: body.email ?? input.email, role: body.role ?? input.role ?? 'contributor' }
}
