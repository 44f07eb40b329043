import { count, desc, eq } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client'
import { contactMessages, visitorRequests } from '../../db/schema'
import { crud } from '../../lib/crud'
import type { Logger } from '../../lib/log'
import { clockWithZone } from '../../lib/service-times'
import { createThrottle } from '../../lib/throttle'
import { getMainService } from '../church/service'
import { enqueueEmail } from '../email/outbox'
import { contactAutoReply, contactNotification, type OutgoingEmail, type SiteConfigRow, visitorWelcome } from '../email/templates'
import { getSiteConfig } from '../site-config/service'
import { CONTACT_MESSAGE_STATUSES, type ContactInput, VISITOR_REQUEST_STATUSES, type VisitorRequestInput } from './model'

const contacts = crud(contactMessages, 'Contact message')
const visitors = crud(visitorRequests, 'Visitor request')

/** Staff's two inboxes: contact messages and plan-a-visit requests. */
type Inbox = typeof contactMessages | typeof visitorRequests

/**
 * The form stored, or, when its send key was stored before (the same form sent again after its answer
 * was lost), the row stored then: `fresh` says which. Of two sent at the same instant, the second
 * waits for the first's row at the unique index and finds it.
 */
async function storeOnce<T extends Inbox>(tx: Db, table: T, values: T['$inferInsert']) {
  const inbox: Inbox = table
  const [row] = await tx
    .insert(inbox)
    .values(values as never)
    .onConflictDoNothing({ target: inbox.sendKey })
    .returning()
  if (row) return { row: row as T['$inferSelect'], fresh: true }
  const [before] = await tx
    .select()
    .from(inbox)
    .where(eq(inbox.sendKey, values.sendKey as string))
  return { row: before as T['$inferSelect'], fresh: false }
}

/**
 * Stored first, with status 'new'; nothing a visitor sends is lost. The emails it causes are queued
 * in the same transaction (when site emails are on), and sent later by the outbox: the visitor never
 * waits for a mail server, and a mail failure never loses the message. Sent again with the same
 * send key, it is answered as before and causes nothing more.
 */
const received = <Row>(db: Db, mail: MailContext, save: (tx: Db) => Promise<{ row: Row; fresh: boolean }>, emails: Emails<Row>) =>
  inTransaction(db, async (tx) => {
    const { row: saved, fresh } = await save(tx)
    if (!fresh) return saved
    const config = await getSiteConfig(tx)
    if (!config.emailEnabled) return saved
    for (const email of await emails(tx, config, saved)) {
      if (VISITOR_BOUND.has(email.kind) && !(await firstToday(tx, email, mail.now))) continue
      await enqueueEmail(tx, email, mail.log)
    }
    return saved
  })

/**
 * An address a visitor types gets at most one email of each of these kinds in this long: anyone can
 * type anyone's address, and the site must not be a way to mail a stranger again and again. The
 * form is saved and the office told either way, and the visitor's answer is the same.
 */
export const VISITOR_EMAIL_WINDOW_MS = 24 * 3_600_000
const VISITOR_BOUND: ReadonlySet<string> = new Set<OutgoingEmail['kind']>(['visitor-welcome', 'contact-auto-reply'])
const perRecipient = { limit: 1, windowMs: VISITOR_EMAIL_WINDOW_MS, blockMs: VISITOR_EMAIL_WINDOW_MS }

/**
 * Counts an email of its kind to its address (trimmed, lower-cased) in the shared throttles table,
 * in one upsert inside the form's transaction: of two forms at the same instant one is first, and the
 * other waits for its row and finds it counted. Housekeeping removes the count once its day is over.
 */
const firstToday = async (tx: Db, email: OutgoingEmail, now = new Date()) =>
  (await createThrottle(tx, perRecipient).attempt(`mail-to:${email.kind}:${email.to.trim().toLowerCase()}`, now)).allowed
/** The emails a saved message causes, in the order they are queued. */
type Emails<Row> = (tx: Db, config: SiteConfigRow, saved: Row) => Promise<OutgoingEmail[]> | OutgoingEmail[]

/** The office's notification and, when turned on, the automatic reply. */
export const saveContactMessage = (db: Db, input: ContactInput, mail: MailContext) =>
  received(
    db,
    mail,
    (tx) => storeOnce(tx, contactMessages, input),
    (_, config, saved) => [
      contactNotification(config, saved, mail.origin),
      ...(config.autoReplyEnabled ? [contactAutoReply(config, saved)] : []),
    ],
  )

/** The visitor's welcome email, which says when the main Sunday service begins. */
export const saveVisitorRequest = (db: Db, input: VisitorRequestInput, mail: MailContext) =>
  received(
    db,
    mail,
    (tx) => storeOnce(tx, visitorRequests, input),
    async (tx, config, saved) => [
      visitorWelcome(config, saved, clockWithZone(await getMainService(tx), mail.timezone ?? 'America/Chicago')),
    ],
  )

/**
 * What queuing an email needs from the request: where links point, a log for addresses it skips,
 * and the instant that counts for the per-recipient limit (now unless a test says).
 */
type MailContext = { origin: string; log?: Logger; timezone?: string; now?: Date }
/** How a form a visitor sent is saved (saveContactMessage, saveVisitorRequest). */
export type SaveForm<Form> = (db: Db, form: Form, mail: MailContext) => Promise<{ id: string }>

type ContactStatus = (typeof contactMessages.$inferSelect)['status']
type VisitorStatus = (typeof visitorRequests.$inferSelect)['status']
type Page<S> = { status?: S; limit?: number; offset?: number }

/** A page of an inbox, newest first (the id settles a tie), of one status or all. */
const newestFirst =
  <T extends Inbox>(table: T) =>
  async (db: Db, page: Page<T['$inferSelect']['status']>) => {
    const inbox: Inbox = table
    const rows = await db
      .select()
      .from(inbox)
      .where(page.status ? eq(inbox.status, page.status) : undefined)
      .orderBy(desc(inbox.createdAt), desc(inbox.id))
      .limit(page.limit ?? 10)
      .offset(page.offset ?? 0)
    return rows as T['$inferSelect'][]
  }
export const listContactMessages = newestFirst(contactMessages)
export const listVisitorRequests = newestFirst(visitorRequests)

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
/** A message's or request's status and who sent it (the activity log reads them before a change). */
export const getContactMessage = async (db: Db, id: string) => {
  const m = await contacts.get(db, id)
  return { status: m.status, name: `${m.firstName} ${m.lastName}`.trim() }
}
export const getVisitorRequest = async (db: Db, id: string) => {
  const r = await visitors.get(db, id)
  return { status: r.status, name: r.fullName }
}
export const setContactMessageStatus = (db: Db, id: string, change: { status: ContactStatus }) => contacts.update(db, id, change)
export const setVisitorRequestStatus = (db: Db, id: string, change: { status: VisitorStatus }) => visitors.update(db, id, change)
