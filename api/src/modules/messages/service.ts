import { desc } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client'
import { contactMessages, visitorRequests } from '../../db/schema'
import { crud } from '../../lib/crud'
import type { Logger } from '../../lib/log'
import { clockWithZone } from '../../lib/service-times'
import { getMainService } from '../church/service'
import { enqueueEmail } from '../email/outbox'
import { contactAutoReply, contactNotification, visitorWelcome } from '../email/templates'
import { getSiteConfig } from '../site-config/service'
import type { ContactInput, VisitorRequestInput } from './model'

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

type Page = { limit?: number; offset?: number }

export const listContactMessages = (db: Db, page: Page) =>
  db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt))
    .limit(page.limit ?? 10)
    .offset(page.offset ?? 0)
export const listVisitorRequests = (db: Db, page: Page) =>
  db
    .select()
    .from(visitorRequests)
    .orderBy(desc(visitorRequests.createdAt))
    .limit(page.limit ?? 10)
    .offset(page.offset ?? 0)

/** Setting the same status twice is harmless (an offline replay may do it). */
export const setContactMessageStatus = (db: Db, id: string, status: (typeof contactMessages.$inferSelect)['status']) =>
  contacts.update(db, id, { status })
export const setVisitorRequestStatus = (db: Db, id: string, status: (typeof visitorRequests.$inferSelect)['status']) =>
  visitors.update(db, id, { status })
