import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { throttles } from '../db/schema'

export interface ThrottlePolicy {
  /** Failures allowed inside one window before the key is blocked. */
  limit: number
  windowMs: number
  blockMs: number
}

/**
 * Failure counting kept in the database (so several instances share it).
 * `retryAfter` answers how many seconds a key is still blocked (0 when free).
 */
export function createThrottle(db: Db, policy: ThrottlePolicy) {
  return {
    async retryAfter(key: string, now = new Date()): Promise<number> {
      const [row] = await db.select({ blockedUntil: throttles.blockedUntil }).from(throttles).where(eq(throttles.key, key))
      if (!row?.blockedUntil || row.blockedUntil <= now) return 0
      return Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000)
    },
    /** Counts one failure; blocks the key once the limit is reached within the window. */
    async fail(key: string, now = new Date()): Promise<void> {
      // Instants inside raw SQL go as ISO text with a cast: postgres-js does not serialise a Date there.
      const at = (d: Date) => sql`${d.toISOString()}::timestamptz`
      const windowStart = at(new Date(now.getTime() - policy.windowMs))
      const blockUntil = new Date(now.getTime() + policy.blockMs)
      const blockUntilSql = at(blockUntil)
      await db
        .insert(throttles)
        .values({ key, failures: 1, windowStartedAt: now, blockedUntil: policy.limit <= 1 ? blockUntil : null })
        .onConflictDoUpdate({
          target: throttles.key,
          set: {
            // A window that has passed starts over.
            failures: sql`case when ${throttles.windowStartedAt} < ${windowStart} then 1 else ${throttles.failures} + 1 end`,
            windowStartedAt: sql`case when ${throttles.windowStartedAt} < ${windowStart} then ${at(now)} else ${throttles.windowStartedAt} end`,
            blockedUntil: sql`case when (case when ${throttles.windowStartedAt} < ${windowStart} then 1 else ${throttles.failures} + 1 end) >= ${policy.limit} then ${blockUntilSql} else ${throttles.blockedUntil} end`,
          },
        })
    },
    async reset(key: string): Promise<void> {
      await db.delete(throttles).where(eq(throttles.key, key))
    },
  }
}
