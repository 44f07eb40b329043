import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client'
import { accountLinks, sessions, users } from '../../db/schema'
import { HttpError, isUuid, notFound } from '../../lib/errors'
import { newToken, sha256 } from '../auth/service'
import { enqueueEmail } from '../email/outbox'
import { passwordReset } from '../email/templates'
import { getSiteConfig } from '../site-config/service'
import { hashPassword } from '../users/service'

/** Setup and reset links work once, for an hour. */
export const LINK_LIFETIME_MS = 60 * 60 * 1000

export type LinkKind = 'setup' | 'reset'
export type LinkState = { state: 'usable'; userId: string | null } | { state: 'used' | 'expired' | 'unknown' | 'password-changed' }

export const setupLinkUrl = (origin: string, token: string) => `${origin}/api/account/setup/${token}`
export const resetLinkUrl = (origin: string, token: string) => `${origin}/api/account/reset/${token}`

/**
 * Which password a reset link was made for: a SHA-256 of the account's hash (each hash has its own
 * salt, so any new password, even the same words again, gives another). A link whose version is no
 * longer the account's stops working, whoever changed the password and however.
 */
const passwordVersion = (passwordHash: string) => sha256(passwordHash)

/** True when the link was made for another password than the account has now (links without a version predate the rule). */
const passwordChanged = (link: { passwordVersion: string | null }, user: { passwordHash: string }) =>
  link.passwordVersion !== null && link.passwordVersion !== passwordVersion(user.passwordHash)

/** Tokens are 43 base64url characters; anything else is no token of ours (and never reaches the database). */
const looksLikeToken = (token: string) => /^[A-Za-z0-9_-]{20,100}$/.test(token)

export async function hasAdmin(db: Db) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1)
  return row !== undefined
}

/** What a start finds about the first-admin setup link. */
export type SetupLink =
  | { state: 'not-needed' }
  | { state: 'made'; token: string }
  /** A link made before (by another instance, or an earlier start) still works until `expiresAt`: it is not printed again. */
  | { state: 'pending'; expiresAt: Date }

/**
 * While no admin exists: the first-admin setup link. A link made before and still usable is kept,
 * whichever instance or start made it, so the link printed works on every instance until it is used
 * or its hour ends; only when none is usable is a new one made (and printed by its maker alone). Only
 * its hash is stored. Instances starting together call it under one lock (server.ts).
 */
export async function createSetupLink(db: Db, now = new Date()): Promise<SetupLink> {
  if (await hasAdmin(db)) return { state: 'not-needed' }
  const [usable] = await db
    .select({ expiresAt: accountLinks.expiresAt })
    .from(accountLinks)
    .where(and(eq(accountLinks.kind, 'setup'), isNull(accountLinks.usedAt), gt(accountLinks.expiresAt, now)))
    .orderBy(desc(accountLinks.expiresAt))
    .limit(1)
  if (usable) return { state: 'pending', expiresAt: usable.expiresAt }
  const token = newToken()
  await db
    .insert(accountLinks)
    .values({ tokenHash: sha256(token), kind: 'setup', createdAt: now, expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS) })
  return { state: 'made', token }
}

/** What a link is now: usable, used, expired or unknown (opening a page never uses it). */
export async function linkState(db: Db, kind: LinkKind, token: string, now = new Date()): Promise<LinkState> {
  if (!looksLikeToken(token)) return { state: 'unknown' }
  const [row] = await db
    .select()
    .from(accountLinks)
    .where(and(eq(accountLinks.tokenHash, sha256(token)), eq(accountLinks.kind, kind)))
    .limit(1)
  if (!row) return { state: 'unknown' }
  if (row.usedAt) return { state: 'used' }
  if (row.expiresAt.getTime() <= now.getTime()) return { state: 'expired' }
  if (row.userId) {
    const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, row.userId)).limit(1)
    if (!user) return { state: 'unknown' }
    if (passwordChanged(row, user)) return { state: 'password-changed' }
  }
  return { state: 'usable', userId: row.userId }
}

/**
 * Uses a link inside `tx`: marks it used in the same statement that checks it is still usable, so
 * two submissions at once cannot both use it. Returns the link's user (reset) or null (setup), or
 * the reason it can't be used.
 */
async function useLink(tx: Db, kind: LinkKind, token: string, now: Date) {
  if (!looksLikeToken(token)) return { used: false as const, state: 'unknown' as const }
  const [row] = await tx
    .update(accountLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountLinks.tokenHash, sha256(token)),
        eq(accountLinks.kind, kind),
        isNull(accountLinks.usedAt),
        gt(accountLinks.expiresAt, now),
      ),
    )
    .returning({ userId: accountLinks.userId, passwordVersion: accountLinks.passwordVersion })
  if (row) return { used: true as const, userId: row.userId, passwordVersion: row.passwordVersion }
  const state = await linkState(tx, kind, token, now)
  return { used: false as const, state: state.state === 'usable' ? ('used' as const) : state.state }
}

export class LinkRefused extends Error {
  constructor(readonly state: 'used' | 'expired' | 'unknown' | 'password-changed' | 'admin-exists') {
    super(state)
  }
}

/** Makes the first admin through the setup link; refused once an admin exists (made by user:add meanwhile). */
export async function createFirstAdmin(db: Db, token: string, input: { name: string; email: string; password: string }, now = new Date()) {
  const passwordHash = await hashPassword(input.password)
  return inTransaction(db, async (tx) => {
    const link = await useLink(tx, 'setup', token, now)
    if (!link.used) throw new LinkRefused(link.state)
    if (await hasAdmin(tx)) throw new LinkRefused('admin-exists')
    const email = input.email.toLowerCase()
    const [user] = await tx
      .insert(users)
      .values({ email, name: input.name, passwordHash, role: 'admin' })
      .onConflictDoUpdate({ target: users.email, set: { name: input.name, passwordHash, role: 'admin' } })
      .returning()
    // An account that existed already gets a new password: its old sessions end.
    await tx.delete(sessions).where(eq(sessions.userId, user.id))
    return user
  })
}

/**
 * Sets a new password through a reset link and ends every session of the account. The account's row
 * is locked while its password is compared with the link's, so a change at the same moment either
 * comes first (and the link is refused) or after.
 */
export async function resetPassword(db: Db, token: string, password: string, now = new Date()) {
  const passwordHash = await hashPassword(password)
  return inTransaction(db, async (tx) => {
    const link = await useLink(tx, 'reset', token, now)
    if (!link.used) throw new LinkRefused(link.state)
    if (!link.userId) throw new LinkRefused('unknown')
    const [current] = await tx.select().from(users).where(eq(users.id, link.userId)).for('update')
    if (!current) throw new LinkRefused('unknown')
    if (passwordChanged(link, current)) throw new LinkRefused('password-changed')
    const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.id, link.userId)).returning({ email: users.email })
    if (!user) throw new LinkRefused('unknown')
    await tx.delete(sessions).where(eq(sessions.userId, link.userId))
    return user
  })
}

/** Sets the signed-in person's new password (the current one was checked before). */
export async function setPassword(db: Db, userId: string, password: string) {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId))
}

/**
 * Whether the saved settings email anybody: a real provider (not the log-only 'Console') and site
 * emails on. The dashboard's 'Email is not set up' banner asks the same (email-setup-banner.tsx).
 */
export const emailGoesOut = (config: { emailEnabled: boolean; emailProvider: string }) =>
  config.emailEnabled && config.emailProvider !== 'console'

type SiteConfigRow = Awaited<ReturnType<typeof getSiteConfig>>

/**
 * Inside `tx`: a new one-hour reset link for `user` replaces its earlier unused ones, and its email
 * is queued in the outbox. False when the email could not be queued (not an address).
 */
async function issueResetLink(
  tx: Db,
  user: typeof users.$inferSelect,
  config: SiteConfigRow,
  origin: string,
  askedBy: 'admin' | 'sign-in page',
  now: Date,
) {
  const token = newToken()
  await tx.delete(accountLinks).where(and(eq(accountLinks.kind, 'reset'), eq(accountLinks.userId, user.id), isNull(accountLinks.usedAt)))
  await tx.insert(accountLinks).values({
    tokenHash: sha256(token),
    kind: 'reset',
    userId: user.id,
    passwordVersion: passwordVersion(user.passwordHash),
    createdAt: now,
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
  })
  return enqueueEmail(tx, passwordReset(config, user, resetLinkUrl(origin, token), askedBy))
}

/**
 * An admin sends a reset link: a new one-hour link replaces the account's earlier unused ones and
 * the email goes through the outbox, in the same transaction.
 */
export async function sendResetLink(db: Db, id: string, origin: string, now = new Date()) {
  if (!isUuid(id)) throw notFound('User')
  return inTransaction(db, async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, id)).limit(1)
    if (!user) throw notFound('User')
    const config = await getSiteConfig(tx)
    if (!config.emailEnabled)
      throw new HttpError(409, 'Email is turned off in Settings → Email Configuration. Turn it on to send a reset link.')
    if (!(await issueResetLink(tx, user, config, origin, 'admin', now)))
      throw new HttpError(409, `No reset link could be sent to ${user.email}`)
    return { message: `A reset link was sent to ${user.email}. It works once, within an hour.` }
  })
}

/**
 * Someone on the 'Forgot password?' page asked for a link for `email`: when an account uses that
 * address, the same link an admin sends (same lifetime, same email) is queued. Returns whether one
 * was; the page answers the same words either way, so nobody learns which addresses have accounts.
 * The caller checks first that email goes out at all (`emailGoesOut`) and counts the request.
 */
export async function requestResetLink(db: Db, email: string, origin: string, now = new Date()): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1)
    if (!user) return false
    return issueResetLink(tx, user, await getSiteConfig(tx), origin, 'sign-in page', now)
  })
}
