import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { throttles } from '../db/schema'

export interface ThrottlePolicy {
  /** Attempts allowed inside one window; the attempt that reaches it blocks the key. */
  limit: number
  windowMs: number
  blockMs: number
}

export type Attempt = { allowed: true } | { allowed: false; retryAfter: number }

/** Instants inside raw SQL go as ISO text with a cast: postgres-js does not serialise a Date there. */
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`

/**
 * Attempt counting kept in the database, so several instances share it. Each attempt is counted
 * and judged in one statement (an upsert that returns the new count), before the work it guards is
 * done: requests sent at the same moment each see their own count, so 40 at once let through
 * at most `limit`, on PGlite and PostgreSQL alike.
 */
export function createThrottle(db: Db, policy: ThrottlePolicy) {
  return {
    /** Counts one attempt; allowed while the count in this window is within the limit and the key is not blocked. */
    async attempt(key: string, now = new Date()): Promise<Attempt> {
      const blockUntil = new Date(now.getTime() + policy.blockMs)
      const blocked = sql`(${throttles.blockedUntil} is not null and ${throttles.blockedUntil} > ${at(now)})`
      // A window that has passed starts over, unless a block is still running.
      const fresh = sql`(${throttles.windowStartedAt} < ${at(new Date(now.getTime() - policy.windowMs))} and not ${blocked})`
      const count = sql`(case when ${fresh} then 1 else ${throttles.failures} + 1 end)`
      const [row] = await db
        .insert(throttles)
        .values({ key, failures: 1, windowStartedAt: now, blockedUntil: policy.limit <= 1 ? blockUntil : null })
        .onConflictDoUpdate({
          target: throttles.key,
          set: {
            failures: count,
            windowStartedAt: sql`case when ${fresh} then ${at(now)} else ${throttles.windowStartedAt} end`,
            blockedUntil: sql`case when ${blocked} then ${throttles.blockedUntil} when ${count} >= ${policy.limit} then ${at(blockUntil)} else null end`,
          },
        })
        .returning({ count: throttles.failures, blockedUntil: throttles.blockedUntil })
      if (row.count <= policy.limit) return { allowed: true }
      const until = row.blockedUntil ?? blockUntil
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)) }
    },
    /** Takes back one counted attempt (a sign-in that succeeded), lifting a block it no longer earns. */
    async refund(key: string): Promise<void> {
      await db
        .update(throttles)
        .set({
          failures: sql`greatest(${throttles.failures} - 1, 0)`,
          blockedUntil: sql`case when ${throttles.failures} - 1 < ${policy.limit} then null else ${throttles.blockedUntil} end`,
        })
        .where(eq(throttles.key, key))
    },
    async reset(key: string): Promise<void> {
      await db.delete(throttles).where(eq(throttles.key, key))
    },
  }
}
