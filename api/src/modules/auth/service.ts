import { and, eq, gt, lt, ne, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sessions, users } from '../../db/schema'
import { createThrottle } from '../../lib/throttle'
import { recordActivity } from '../activity/service'
import type { SessionUser } from './model'

export const SESSION_COOKIE = 'church_session'
/** A session ends after 14 days without use, and 60 days after sign-in whatever happens. */
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000
export const SESSION_ABSOLUTE_MS = 60 * 24 * 60 * 60 * 1000
/** lastSeenAt is written at most this often, so reads don't all become writes. */
const TOUCH_EVERY_MS = 5 * 60 * 1000

export const sha256 = (token: string) => new Bun.CryptoHasher('sha256').update(token).digest('hex')

/** A 256-bit random token, base64url. */
export const newToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')

const toSessionUser = (u: typeof users.$inferSelect): SessionUser => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role,
  pastoralCare: u.pastoralCare,
})

export function createAuthService(db: Db) {
  // One client guessing at one account: 5 attempts in 15 minutes without a success block that pair
  // for 15 minutes (the owner elsewhere is not locked out). The current-password check counts here too.
  const pairThrottle = createThrottle(db, { limit: 5, windowMs: 15 * 60_000, blockMs: 15 * 60_000 })
  // Per account, across clients (guesses spread over many addresses): 50 checked attempts in 15 minutes.
  const accountThrottle = createThrottle(db, { limit: 50, windowMs: 15 * 60_000, blockMs: 15 * 60_000 })
  // Per client address, across accounts: 20 failed attempts in 15 minutes (several people may share a church's network).
  const clientThrottle = createThrottle(db, { limit: 20, windowMs: 15 * 60_000, blockMs: 15 * 60_000 })
  // A hash to compare against when the email is unknown, so both failures take the same time.
  const decoy = Bun.password.hash(newToken(), { algorithm: 'argon2id' })

  return {
    /**
     * Checks the credentials. Unknown email and wrong password are indistinguishable to the caller.
     * Returns `{ retryAfter }` while this client is throttled on this account or on all accounts, or
     * the account is throttled for everyone (docs/sign-in.md).
     */
    async signIn(email: string, password: string, client: string, now = new Date()) {
      const account = email.toLowerCase()
      const accountKey = `login:account:${account}`
      const pairKey = `login:pair:${client}:${account}`
      const clientKey = `login:client:${client}`
      // Each attempt is counted before the password is checked, each count one statement, so attempts sent
      // at once cannot slip past a limit. An attempt this client may not make is not counted against the
      // account: one guesser hammering on cannot lock the owner out everywhere.
      const [pair, fromClient] = [await pairThrottle.attempt(pairKey, now), await clientThrottle.attempt(clientKey, now)]
      let retryAfter = Math.max(pair.allowed ? 0 : pair.retryAfter, fromClient.allowed ? 0 : fromClient.retryAfter)
      if (retryAfter > 0) return { ok: false as const, retryAfter }
      const everywhere = await accountThrottle.attempt(accountKey, now)
      retryAfter = everywhere.allowed ? 0 : everywhere.retryAfter
      if (retryAfter > 0) return { ok: false as const, retryAfter }

      const [user] = await db.select().from(users).where(eq(users.email, account)).limit(1)
      let valid = false
      if (user) valid = await Bun.password.verify(password, user.passwordHash)
      else await Bun.password.verify(password, await decoy) // the same work, so timing tells nothing
      if (!user || !valid) return { ok: false as const, retryAfter: 0 }
      // A good sign-in clears this client's count on the account and gives back its attempt elsewhere.
      await pairThrottle.reset(pairKey)
      await accountThrottle.refund(accountKey)
      await clientThrottle.refund(clientKey)
      const token = await startSession(db, user.id, now)
      const signedIn = toSessionUser(user)
      await recordActivity(db, { by: signedIn, kind: 'sign-in', area: 'users', recordId: user.id, title: user.name.trim() || user.email })
      return { ok: true as const, token, user: signedIn }
    },

    /**
     * Checks a signed-in person's current password before a change. Counted first (5 in 15
     * minutes per account, like sign-in): `{ retryAfter }` while blocked.
     */
    async checkCurrentPassword(userId: string, password: string, now = new Date()) {
      const key = `password:account:${userId}`
      const attempt = await pairThrottle.attempt(key, now)
      if (!attempt.allowed) return { ok: false as const, retryAfter: attempt.retryAfter }
      const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1)
      if (!user || !(await Bun.password.verify(password, user.passwordHash))) return { ok: false as const, retryAfter: 0 }
      await pairThrottle.reset(key)
      return { ok: true as const }
    },

    /** A new session for an account whose identity was proved another way (the first-admin setup link). */
    startSession: (userId: string, now = new Date()) => startSession(db, userId, now),

    /** Ends every session of the account except the one whose cookie token is `keep` (none: all of them). */
    async endSessions(userId: string, keep?: string) {
      await db
        .delete(sessions)
        .where(keep ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, sha256(keep))) : eq(sessions.userId, userId))
    },

    /** The user behind a cookie's token, or null when it is unknown or expired. */
    async userForToken(token: string | undefined, now = new Date()): Promise<SessionUser | null> {
      if (!token || token.length > 200) return null
      const tokenHash = sha256(token)
      const idleCutoff = new Date(now.getTime() - SESSION_IDLE_MS)
      const [row] = await db
        .select({ user: users, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleCutoff)))
        .limit(1)
      if (!row) return null
      if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash))
      }
      return toSessionUser(row.user)
    },

    async signOut(token: string | undefined) {
      if (token) await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)))
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>

/** Sessions that can no longer be used: past their absolute end, or idle too long (housekeeping removes them). */
export const unusableSessions = (now: Date) =>
  or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)))

/** Starts a session (and notes the sign-in on the account); returns the cookie's token. */
async function startSession(db: Db, userId: string, now: Date) {
  const token = newToken()
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  })
  await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId))
  return token
}

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie')
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eqAt = part.indexOf('=')
    if (eqAt <= 0 || part.slice(0, eqAt).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(eqAt + 1).trim())
    } catch {
      // Broken percent-encoding: no cookie we ever set, so none at all (never a 500).
      return undefined
    }
  }
  return undefined
}

/**
 * A hint the web app can read (no secret in it): "someone is signed in on this browser". Public
 * pages ask the server who is signed in only when it is there, so an anonymous visit makes no
 * sign-in call at all. The session cookie itself stays HttpOnly.
 */
export const SIGNED_IN_HINT = 'church_signed_in'

export function sessionCookies(token: string, secure: boolean) {
  const attributes = `Path=/; SameSite=Lax; Max-Age=${SESSION_ABSOLUTE_MS / 1000}${secure ? '; Secure' : ''}`
  return [`${SESSION_COOKIE}=${token}; HttpOnly; ${attributes}`, `${SIGNED_IN_HINT}=1; ${attributes}`]
}

export function signedInHintCookie(secure: boolean) {
  return `${SIGNED_IN_HINT}=1; Path=/; SameSite=Lax; Max-Age=${SESSION_ABSOLUTE_MS / 1000}${secure ? '; Secure' : ''}`
}

export function clearedSessionCookies(secure: boolean) {
  const attributes = `Path=/; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`
  return [`${SESSION_COOKIE}=; HttpOnly; ${attributes}`, `${SIGNED_IN_HINT}=; ${attributes}`]
}
