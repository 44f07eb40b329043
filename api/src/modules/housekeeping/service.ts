import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { accountLinks, binItems, outboxEmails, sessions, throttles, uploads } from '../../db/schema'
import { BIN_KEEP_DAYS } from '../../lib/bin'
import { unusableSessions } from '../auth/service'

const DAY_MS = 24 * 60 * 60 * 1000

/** How long each kind of leftover is kept before housekeeping removes it. */
export const KEEP = {
  /** A sent email's text and headers (who, when and the mail server's answer stay for good). */
  sentEmailBodyDays: 90,
  /** A throttle row after its window: every window is shorter than this. */
  throttleDays: 1,
  /** A setup or reset link after it expired or was used (long enough to say 'already used'). */
  accountLinkDays: 30,
  /** An upload slot handed out and never used, after it expired. */
  uploadSlotDays: 1,
  binDays: BIN_KEEP_DAYS,
} as const

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS)
const count = (rows: unknown[]) => rows.length

/**
 * One round of housekeeping, so a year of use does not pile up: sessions that can no longer be
 * used, spent throttle counters, the text of emails sent long ago (their record stays), old
 * account links and unused upload slots, and the bin's old deletes. Answers how many of each.
 */
export async function pruneLeftovers(db: Db, now = new Date()) {
  const expiredSessions = await db.delete(sessions).where(unusableSessions(now)).returning({ id: sessions.tokenHash })
  const spentThrottles = await db
    .delete(throttles)
    .where(
      and(
        lt(throttles.windowStartedAt, before(now, KEEP.throttleDays)),
        or(isNull(throttles.blockedUntil), lt(throttles.blockedUntil, now)),
      ),
    )
    .returning({ key: throttles.key })
  const emailBodies = await db
    .update(outboxEmails)
    .set({ text: '', headers: {} })
    .where(
      and(
        eq(outboxEmails.status, 'sent'),
        lt(outboxEmails.sentAt, before(now, KEEP.sentEmailBodyDays)),
        or(sql`${outboxEmails.text} <> ''`, sql`${outboxEmails.headers} <> '{}'::jsonb`),
      ),
    )
    .returning({ id: outboxEmails.id })
  const oldLinks = await db
    .delete(accountLinks)
    .where(
      sql`coalesce(${accountLinks.usedAt}, ${accountLinks.expiresAt}) < ${before(now, KEEP.accountLinkDays).toISOString()}::timestamptz`,
    )
    .returning({ id: accountLinks.tokenHash })
  const unusedSlots = await db
    .delete(uploads)
    .where(and(isNull(uploads.usedAt), lt(uploads.expiresAt, before(now, KEEP.uploadSlotDays))))
    .returning({ id: uploads.id })
  const oldDeletes = await db
    .delete(binItems)
    .where(lt(binItems.deletedAt, before(now, KEEP.binDays)))
    .returning({ id: binItems.id })
  return {
    sessions: count(expiredSessions),
    throttles: count(spentThrottles),
    emailBodies: count(emailBodies),
    accountLinks: count(oldLinks),
    uploadSlots: count(unusedSlots),
    binItems: count(oldDeletes),
  }
}
