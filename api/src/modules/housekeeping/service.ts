import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import { rowsOf } from '../../db/bulk'
import type { Db } from '../../db/client'
import { accountLinks, binItems, outboxEmails, sessions, throttles, uploads } from '../../db/schema'
import { BIN_KEEP_DAYS } from '../../lib/bin'
import { pruneActivity } from '../activity/service'
import { unusableSessions } from '../auth/service'
import { prunePrayerRequests } from '../prayer/service'
import { pruneRegistrations } from '../registrations/service'
import { pruneServing } from '../serving/service'
import { pictureAddressesInUse } from '../uploads/picture-uses'
import type { ImageStorage } from '../uploads/storage'

const DAY_MS = 24 * 60 * 60 * 1000

/** How long each kind of leftover is kept before housekeeping removes it. */
export const KEEP = {
  /** A sent email's text and headers (who, when and the mail server's answer stay for good). */
  sentEmailBodyDays: 90,
  /** A throttle row after its window: no window is longer than this (the longest, emails to one visitor address, is a day). */
  throttleDays: 1,
  /** A setup or reset link after it expired or was used (long enough to say 'already used'). */
  accountLinkDays: 30,
  /** An upload slot handed out and never used, after it expired. */
  uploadSlotDays: 1,
  binDays: BIN_KEEP_DAYS,
  /** An uploaded picture nothing refers to: long enough for a dialog left open, or an Undo, to use it. */
  pictureGraceDays: 7,
} as const

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS)
const count = (rows: unknown[]) => rows.length

/**
 * One round of housekeeping, so a year of use does not pile up: sessions that can no longer be
 * used, spent throttle counters, the text of emails sent long ago (their record stays), old
 * account links and unused upload slots, the bin's old deletes, the activity log's lines older than
 * two years, prayer requests older than the days staff keep them, and event registrations a year after
 * their date. Answers how many of each.
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
  const oldActivity = await pruneActivity(db, now)
  // Prayer requests older than the days staff keep them (Settings; decision 0053), whatever their status.
  const oldPrayers = await prunePrayerRequests(db, now)
  // Sign-ups of dates more than a year past, and roles of events gone from the bin (decision 0060).
  const oldServing = await pruneServing(db, now)
  // Event registrations a year after their date (decision 0058): names, emails and phones are not kept longer.
  const oldRegistrations = await pruneRegistrations(db, now)
  return {
    sessions: count(expiredSessions),
    throttles: count(spentThrottles),
    emailBodies: count(emailBodies),
    accountLinks: count(oldLinks),
    uploadSlots: count(unusedSlots),
    binItems: count(oldDeletes),
    activity: oldActivity,
    prayerRequests: oldPrayers,
    servingSlots: oldServing,
    registrations: oldRegistrations,
  }
}

/** At most this many pictures are removed in one round (the rest go in the next). */
const PICTURES_PER_ROUND = 500

/**
 * Uploaded pictures no record uses any more (replaced or deleted), once their grace period has
 * passed: every file of each (its published sizes and formats, its original) goes, so its addresses
 * stop answering, and so does its upload row. A picture is in use while any picture column of the
 * content (uploads/picture-uses.ts) ends with its address, or a delete kept in the bin holds it.
 */
export async function pruneUnusedPictures(db: Db, storage: ImageStorage, now = new Date()) {
  const unused = rowsOf<{ id: string; storage_key: string; files: string[] }>(
    await db.execute(sql`
      select u.id, u.storage_key, u.files from uploads u
      where u.used_at is not null and u.used_at < ${before(now, KEEP.pictureGraceDays).toISOString()}::timestamptz
        and not exists (
          select 1 from (${pictureAddressesInUse()}) used
          where used.url <> '' and right(used.url, length(u.storage_key) + 1) = '/' || u.storage_key
        )
        and not exists (select 1 from bin_items b where strpos(b.record::text, u.storage_key) > 0)
      limit ${PICTURES_PER_ROUND}`),
  )
  for (const picture of unused) {
    for (const key of new Set([picture.storage_key, ...(picture.files ?? [])])) await storage.remove(key)
    await db.delete(uploads).where(eq(uploads.id, picture.id))
  }
  return unused.length
}
