import { count, desc, eq, lt, or } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client'
import { prayerRequests, users } from '../../db/schema'
import { isUuid, notFound } from '../../lib/errors'
import type { Logger } from '../../lib/log'
import { type Actor, recordActivity } from '../activity/service'
import { enqueueEmail } from '../email/outbox'
import { prayerNotification } from '../email/templates'
import { getSiteConfig } from '../site-config/service'
import { keepDays, PRAYER_STATUSES, type PrayerRequestInput, type PrayerStatus, STATUS_WORDS } from './model'

const DAY_MS = 24 * 60 * 60 * 1000
/** The most accounts one request notifies (a church's pastoral team is a handful; the bound keeps a form cheap). */
const NOTIFY_AT_MOST = 50

/**
 * Stores a request sent from /prayer, with status 'new'. In the same transaction, when site emails are
 * on, each account that may read it (admins and those given pastoral care) is told one arrived, never
 * its words nor its sender (email/templates.ts prayerNotification). Sent again with the same send key
 * (its answer was lost), the request is stored once and tells no one again.
 */
export const savePrayerRequest = (db: Db, input: PrayerRequestInput, mail: { origin: string; log?: Logger }) =>
  inTransaction(db, async (tx) => {
    const values = {
      name: input.name ?? '',
      email: input.email ?? '',
      request: input.request,
      audience: input.audience,
      sendKey: input.sendKey,
    }
    const [row] = await tx.insert(prayerRequests).values(values).onConflictDoNothing({ target: prayerRequests.sendKey }).returning()
    if (!row) {
      const [before] = await tx
        .select()
        .from(prayerRequests)
        .where(eq(prayerRequests.sendKey, input.sendKey as string))
      return before
    }
    const config = await getSiteConfig(tx)
    if (!config.emailEnabled) return row
    for (const reader of await readers(tx)) await enqueueEmail(tx, prayerNotification(config, row, reader.email, mail.origin), mail.log)
    return row
  })

/** The accounts that may read prayer requests: admins, and any account given pastoral care. */
const readers = (db: Db) =>
  db
    .select({ email: users.email })
    .from(users)
    .where(or(eq(users.role, 'admin'), eq(users.pastoralCare, true)))
    .orderBy(users.email)
    .limit(NOTIFY_AT_MOST)

type Page = { status?: PrayerStatus; limit?: number; offset?: number }

/** A page of requests, newest first (the id settles a tie), of one status or all. */
export const listPrayerRequests = (db: Db, page: Page) =>
  db
    .select()
    .from(prayerRequests)
    .where(page.status ? eq(prayerRequests.status, page.status) : undefined)
    .orderBy(desc(prayerRequests.createdAt), desc(prayerRequests.id))
    .limit(page.limit ?? 10)
    .offset(page.offset ?? 0)

/** How many requests there are of each status, and in all, counted by the database. */
export async function prayerCounts(db: Db) {
  const rows = await db.select({ status: prayerRequests.status, count: count() }).from(prayerRequests).groupBy(prayerRequests.status)
  const counts = Object.fromEntries(PRAYER_STATUSES.map((status) => [status, 0])) as Record<PrayerStatus | 'all', number>
  counts.all = 0
  for (const row of rows) {
    counts[row.status] = row.count
    counts.all += row.count
  }
  return counts
}

/**
 * How a request is named in the activity log: when it arrived and for whom, never its words or its
 * sender (editors cannot see these lines, but the log is kept two years and backed up).
 */
const logTitle = (row: { createdAt: Date; audience: string }, timeZone: string) =>
  `received ${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(row.createdAt)}${row.audience === 'clergy' ? ', clergy only' : ''}`

/** Marks a request prayed for, answered, archived or new again; noted in the activity log when it changed. */
export async function setPrayerStatus(db: Db, id: string, status: PrayerStatus, by: Actor, timeZone: string) {
  if (!isUuid(id)) throw notFound('Prayer request')
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(prayerRequests).where(eq(prayerRequests.id, id)).for('update')
    if (!before) throw notFound('Prayer request')
    const [after] = await tx.update(prayerRequests).set({ status }).where(eq(prayerRequests.id, id)).returning()
    if (before.status !== status)
      await recordActivity(tx, {
        by,
        kind: 'status',
        area: 'prayer',
        recordId: id,
        title: logTitle(before, timeZone),
        // As the log's sentence reads them: 'marked the prayer request ‘received Dec 2, 2026’ prayed for'.
        changes: [{ field: 'status', from: STATUS_WORDS[before.status].toLowerCase(), to: STATUS_WORDS[status].toLowerCase() }],
      })
    return after
  })
}

/**
 * Deletes a request for good: it never goes to the bin (Recently deleted is an editor's, and keeps
 * what it holds 30 days). Noted in the activity log without its words.
 */
export async function deletePrayerRequest(db: Db, id: string, by: Actor, timeZone: string) {
  if (!isUuid(id)) throw notFound('Prayer request')
  await inTransaction(db, async (tx) => {
    const [gone] = await tx.delete(prayerRequests).where(eq(prayerRequests.id, id)).returning()
    if (!gone) throw notFound('Prayer request')
    await recordActivity(tx, { by, kind: 'delete', area: 'prayer', recordId: id, title: logTitle(gone, timeZone) })
  })
}

/**
 * Deletes the requests older than the days staff keep them, whatever their status (housekeeping, every
 * six hours). Answers how many went. No line in the activity log: the setting is the decision.
 */
export async function prunePrayerRequests(db: Db, now = new Date()) {
  const days = keepDays((await getSiteConfig(db)).prayerKeepDays)
  const cutoff = new Date(now.getTime() - days * DAY_MS)
  const gone = await db.delete(prayerRequests).where(lt(prayerRequests.createdAt, cutoff)).returning({ id: prayerRequests.id })
  return gone.length
}
