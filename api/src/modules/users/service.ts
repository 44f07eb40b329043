import { asc, eq } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client'
import { sessions, users } from '../../db/schema'
import { HttpError, isUniqueViolation, isUuid, notFound } from '../../lib/errors'
import type { StaffRole } from '../../lib/staff-roles'
import { type Actor, recordActivity } from '../activity/service'
import { newToken } from '../auth/service'

/** A readable generated password: 20 characters from a 120-bit random token. */
export const generatePassword = () => newToken().slice(0, 20)

export const hashPassword = (password: string) => Bun.password.hash(password, { algorithm: 'argon2id' })

/**
 * Creates the account or updates it (name, password, role) when the email exists.
 * Fields left undefined are kept as they are on an existing account.
 */
export async function upsertUser(
  db: Db,
  input: { email: string; password: string; name?: string; role?: StaffRole },
): Promise<{ user: typeof users.$inferSelect; created: boolean }> {
  const email = input.email.trim().toLowerCase()
  const passwordHash = await hashPassword(input.password)
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1)
  if (existing) {
    // A new password ends the account's sessions (the same password again, as SEED_ADMIN sends at each start, keeps them).
    if (!(await Bun.password.verify(input.password, existing.passwordHash)))
      await db.delete(sessions).where(eq(sessions.userId, existing.id))
    const [user] = await db
      .update(users)
      .set({
        passwordHash,
        ...(input.name !== undefined && { name: input.name }),
        ...(input.role !== undefined && { role: input.role }),
      })
      .where(eq(users.id, existing.id))
      .returning()
    return { user, created: false }
  }
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash, name: input.name ?? '', role: input.role ?? 'contributor' })
    .returning()
  return { user, created: true }
}

export const listUsers = (db: Db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      pastoralCare: users.pastoralCare,
      createdAt: users.createdAt,
      lastSignInAt: users.lastSignInAt,
    })
    .from(users)
    .orderBy(asc(users.email))

/**
 * The church must always keep one admin: refuses removing the last one or giving them another role.
 * Called inside the transaction that makes the change: it locks the admin rows, so two admins
 * demoting or removing each other at the same moment can't both succeed.
 */
async function assertNotLastAdmin(tx: Db, id: string) {
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).for('update')
  if (admins.length === 1 && admins[0].id === id)
    throw new HttpError(409, 'The last admin can’t be removed or given another role. Make someone else an admin first.')
}

/** Adds a new account (never changes an existing one: its owner changes the password, or an admin sends a reset link). */
export async function addUser(db: Db, input: { email: string; name?: string; role?: StaffRole }, by?: Actor) {
  const taken = () =>
    new HttpError(409, 'An account with this email already exists', { email: 'An account with this email already exists' })
  const password = generatePassword()
  const passwordHash = await hashPassword(password)
  try {
    // The account and, when staff added it, its line in the activity log, together.
    const user = await inTransaction(db, async (tx) => {
      const [made] = await tx
        .insert(users)
        .values({ email: input.email.toLowerCase(), name: input.name ?? '', role: input.role ?? 'contributor', passwordHash })
        .onConflictDoNothing({ target: users.email })
        .returning()
      if (!made) throw taken()
      if (by !== undefined) {
        const changes = roleChange(null, made.role)
        await recordActivity(tx, { by, kind: 'create', area: 'users', recordId: made.id, title: whoIs(made), changes })
      }
      return made
    })
    return { user: publicUser(user), password }
  } catch (error) {
    if (isUniqueViolation(error)) throw taken()
    throw error
  }
}

/** Gives an account another role; it counts from the account's next request (the guard reads it each time). */
export async function setRole(db: Db, id: string, role: StaffRole, by?: Actor) {
  if (!isUuid(id)) throw notFound('User')
  return inTransaction(db, async (tx) => {
    if (role !== 'admin') await assertNotLastAdmin(tx, id)
    const [was] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id)).for('update')
    const [user] = await tx.update(users).set({ role }).where(eq(users.id, id)).returning()
    if (!user) throw notFound('User')
    if (by !== undefined && was && was.role !== role)
      await recordActivity(tx, { by, kind: 'role', area: 'users', recordId: id, title: whoIs(user), changes: roleChange(was.role, role) })
    return publicUser(user)
  })
}

/**
 * Gives an account pastoral care (it may read prayer requests on top of its role) or takes it away;
 * it counts from the account's next request. Admins read requests whatever it says (decision 0053).
 */
export async function setPastoralCare(db: Db, id: string, pastoralCare: boolean, by?: Actor) {
  if (!isUuid(id)) throw notFound('User')
  return inTransaction(db, async (tx) => {
    const [was] = await tx.select({ pastoralCare: users.pastoralCare }).from(users).where(eq(users.id, id)).for('update')
    if (!was) throw notFound('User')
    const [user] = await tx.update(users).set({ pastoralCare }).where(eq(users.id, id)).returning()
    if (by !== undefined && was.pastoralCare !== pastoralCare)
      await recordActivity(tx, {
        by,
        kind: 'role',
        area: 'users',
        recordId: id,
        title: whoIs(user),
        changes: [{ field: 'pastoral care', from: was.pastoralCare ? 'yes' : 'no', to: pastoralCare ? 'yes' : 'no' }],
      })
    return publicUser(user)
  })
}

export async function removeUser(db: Db, id: string, by?: Actor) {
  if (!isUuid(id)) throw notFound('User')
  await inTransaction(db, async (tx) => {
    await assertNotLastAdmin(tx, id)
    const removed = await tx.delete(users).where(eq(users.id, id)).returning()
    if (removed.length === 0) throw notFound('User')
    // Noted after the delete: the remover's own line keeps their id (the removed account's lines lose theirs).
    if (by !== undefined)
      await recordActivity(tx, {
        by: by?.id === id ? { ...by, id: '' } : by,
        kind: 'delete',
        area: 'users',
        recordId: id,
        title: whoIs(removed[0]),
      })
  })
}

/** An account as the activity log names it: its name, else its email. */
const whoIs = (u: { name: string; email: string }) => u.name.trim() || u.email

/** A role given or changed, as the log's field change ('role': 'editor' → 'admin'). */
const roleChange = (from: StaffRole | null, to: StaffRole) => [{ field: 'role', from, to }]

const publicUser = (u: typeof users.$inferSelect) => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role,
  pastoralCare: u.pastoralCare,
  createdAt: u.createdAt,
  lastSignInAt: u.lastSignInAt,
})
