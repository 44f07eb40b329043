import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { newToken } from '../auth/service'

/** A readable generated password: 20 characters from a 120-bit random token. */
export const generatePassword = () => newToken().slice(0, 20)

export const hashPassword = (password: string) => Bun.password.hash(password, { algorithm: 'argon2id' })

/**
 * Creates the account or updates it (name, password, admin flag) when the email exists.
 * Fields left undefined are kept as they are on an existing account.
 */
export async function upsertUser(
  db: Db,
  input: { email: string; password: string; name?: string; isAdmin?: boolean },
): Promise<{ user: typeof users.$inferSelect; created: boolean }> {
  const email = input.email.trim().toLowerCase()
  const passwordHash = await hashPassword(input.password)
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1)
  if (existing) {
    const [user] = await db
      .update(users)
      .set({ passwordHash, ...(input.name !== undefined && { name: input.name }), ...(input.isAdmin !== undefined && { isAdmin: input.isAdmin }) })
      .where(eq(users.id, existing.id))
      .returning()
    return { user, created: false }
  }
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash, name: input.name ?? '', isAdmin: input.isAdmin ?? false })
    .returning()
  return { user, created: true }
}

export const listUsers = (db: Db) =>
  db.select({ id: users.id, email: users.email, name: users.name, isAdmin: users.isAdmin, createdAt: users.createdAt }).from(users).orderBy(asc(users.email))
