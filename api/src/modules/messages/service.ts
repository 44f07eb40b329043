import { count, desc, eq } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client'
import { contactMessages, visitorRequests } from '../../db/schema'
import { crud } from '../../lib/crud'
import type { Logger } from '../../lib/log'
import { clockWithZone } from '../../lib/service-times'
import { getMainService } from '../church/service'
import { enqueueEmail } from '../email/outbox'
import { contactAutoReply, contactNotification, visitorWelcome } from '../email/templates'
import { getSiteConfig } from '../site-config/service'
import { CONTACT_MESSAGE_STATUSES, type ContactInput, VISITOR_REQUEST_STATUSES, type VisitorRequestInput } from './model'

const contacts = crud(contactMessages, 'Contact message')
const visitors = crud(visitorRequests, 'Visitor request')

/**
 * Stored first, with status 'new'; nothing a visitor sends is lost. The emails it causes are queued
 * in the same transaction (the office's notification and, when turned on, the automatic reply), and
 * sent later by the outbox: the visitor never waits for a mail server, and a mail failure never
 * loses the message.
 */
export const saveContactMessage = (db: Db, input: ContactInput, mail: MailContext) =>
  inTransaction(db, async (transaction) => {
    const tx = transaction
    const saved = await contacts.create(tx, input)
    const config = await getSiteConfig(tx)
    if (config.emailEnabled) {
      await enqueueEmail(tx, contactNotification(config, saved, mail.origin), mail.log)
      if (config.autoReplyEnabled) await enqueueEmail(tx, contactAutoReply(config, saved), mail.log)
    }
    return saved
  })

/** Stored first; the visitor's welcome email is queued with it (when site emails are on). */
export const saveVisitorRequest = (db: Db, input: VisitorRequestInput, mail: MailContext) =>
  inTransaction(db, async (transaction) => {
    const tx = transaction
    const saved = await visitors.create(tx, input)
    const config = await getSiteConfig(tx)
    if (config.emailEnabled) {
      const sunday = clockWithZone(await getMainService(tx), mail.timezone ?? 'America/Chicago')
      await enqueueEmail(tx, visitorWelcome(config, saved, sunday), mail.log)
    }
    return saved
  })

/** What queuing an email needs from the request: where links point, and a log for addresses it skips. */
type MailContext = { origin: string; log?: Logger; timezone?: string }

type ContactStatus = (typeof contactMessages.$inferSelect)['status']
type VisitorStatus = (typeof visitorRequests.$inferSelect)['status']
type Page<S> = { status?: S; limit?: number; offset?: number }

/** Newest first (the id settles a tie), of one status or all. */
export const listContactMessages = (db: Db, page: Page<ContactStatus>) =>
  db
    .select()
    .from(contactMessages)
    .where(page.status ? eq(contactMessages.status, page.status) : undefined)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(page.limit ?? 10)
    .offset(page.offset ?? 0)
export const listVisitorRequests = (db: Db, page: Page<VisitorStatus>) =>
  db
    .select()
    .from(visitorRequests)
    .where(page.status ? eq(visitorRequests.status, page.status) : undefined)
    .orderBy(desc(visitorRequests.createdAt), desc(visitorRequests.id))
    .limit(page.limit ?? 10)
    .offset(page.offset ?? 0)

/** Each status's count (0 when none) and `all`, from counted rows. */
function tally<S extends string>(statuses: readonly S[], rows: { status: S; count: number }[]) {
  const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<S | 'all', number>
  counts.all = 0
  for (const row of rows) {
    counts[row.status] = row.count
    counts.all += row.count
  }
  return counts
}

/**
 * How many messages and visit requests there are of each status: the inbox's filter labels, its
 * page counts, the Messages tab's badge and the Overview read these, counted by the database
 * (two small grouped counts), never by downloading the lists.
 */
export async function inboxCounts(db: Db) {
  const [contacts, visitors] = await Promise.all([
    db.select({ status: contactMessages.status, count: count() }).from(contactMessages).groupBy(contactMessages.status),
    db.select({ status: visitorRequests.status, count: count() }).from(visitorRequests).groupBy(visitorRequests.status),
  ])
  return { contactMessages: tally(CONTACT_MESSAGE_STATUSES, contacts), visitorRequests: tally(VISITOR_REQUEST_STATUSES, visitors) }
}

/** Setting the same status twice is harmless (an offline replay may do it). */
export const setContactMessageStatus = (db: Db, id: string, status: ContactStatus) => contacts.update(db, id, { status })
export const setVisitorRequestStatus = (db: Db, id: string, status: VisitorStatus) => visitors.update(db, id, { status })
