import { createHash, randomBytes } from 'node:crypto'
import { desc, eq, sql } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client'
import { newsletterSubscribers } from '../../db/schema'
import { HttpError } from '../../lib/errors'
import type { Logger } from '../../lib/log'
import { confirmPageUrl, unsubscribeHeaders, unsubscribePageUrl } from '../email/links'
import { enqueueEmail } from '../email/outbox'
import { newsletterConfirmation, newsletterIssue } from '../email/templates'
import { getSiteConfig } from '../site-config/service'
import { CONFIRM_LINK_INVALID, type NewsletterIssueInput, type SubscribeInput, UNSUBSCRIBE_LINK_INVALID } from './model'

/** A confirmation email is sent at most this often per address (re-subscribing re-sends it). */
export const CONFIRMATION_RESEND_MS = 10 * 60_000
/** An unconfirmed link stops working after a week; subscribing again sends a new one. */
export const CONFIRMATION_VALID_MS = 7 * 24 * 3_600_000

type MailContext = { origin: string; log?: Logger }
type Subscriber = typeof newsletterSubscribers.$inferSelect

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * Double opt-in. The address is stored lower-cased, one row per address. A new address starts
 * inactive and gets a confirmation email; an unconfirmed one gets it again (at most once per
 * 10 minutes); an active one gets nothing. The answer is the same in every case, so the form never
 * tells anyone whether an address is subscribed. The email is queued in the same transaction.
 */
export async function subscribe(db: Db, input: SubscribeInput, mail: MailContext, now = new Date()): Promise<{ queued: boolean }> {
  const email = input.email.toLowerCase()
  return inTransaction(db, async (transaction) => {
    const tx = transaction
    await tx
      .insert(newsletterSubscribers)
      .values({ email, firstName: input.firstName, lastName: input.lastName, isActive: false })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
    // Locked: two subscriptions of one address at the same moment send one email.
    const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).for('update')
    // A name given before is kept when none is given now.
    const names = { firstName: input.firstName || row.firstName, lastName: input.lastName || row.lastName }
    const sentRecently = row.confirmationSentAt && now.getTime() - row.confirmationSentAt.getTime() < CONFIRMATION_RESEND_MS
    if (row.isActive || sentRecently) {
      await tx.update(newsletterSubscribers).set(names).where(eq(newsletterSubscribers.id, row.id))
      return { queued: false }
    }
    const config = await getSiteConfig(tx)
    const token = randomBytes(32).toString('hex')
    await tx
      .update(newsletterSubscribers)
      .set({ ...names, confirmTokenHash: sha256(token), confirmationSentAt: config.emailEnabled ? now : row.confirmationSentAt })
      .where(eq(newsletterSubscribers.id, row.id))
    if (!config.emailEnabled) return { queued: false }
    const queued = await enqueueEmail(
      tx,
      newsletterConfirmation(config, row, {
        confirmUrl: confirmPageUrl(mail.origin, token),
        unsubscribeUrl: unsubscribePageUrl(mail.origin, row.unsubscribeToken),
        headers: unsubscribeHeaders(mail.origin, row.unsubscribeToken),
      }),
      mail.log,
    )
    return { queued }
  })
}

/**
 * The link in the confirmation email: the subscriber becomes active. Opening it again is harmless
 * (the token stays valid for its own subscription until the reader unsubscribes or asks for a new one).
 */
export async function confirmSubscription(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, sha256(token)))
  if (!row) throw new HttpError(404, CONFIRM_LINK_INVALID)
  if (row.isActive) return { message: "You're subscribed" }
  const sentAt = row.confirmationSentAt ?? row.createdAt
  if (now.getTime() - sentAt.getTime() > CONFIRMATION_VALID_MS) {
    throw new HttpError(400, 'This confirmation link has expired. Please subscribe again to get a new one.')
  }
  await db
    .update(newsletterSubscribers)
    .set({ isActive: true, confirmedAt: now, unsubscribedAt: null })
    .where(eq(newsletterSubscribers.id, row.id))
  return { message: "You're subscribed" }
}

/**
 * One click from an email (or the page it opens): the subscriber becomes inactive. The row and its
 * history stay; a pending confirmation link stops working. Unsubscribing twice is harmless.
 */
export async function unsubscribe(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({
      isActive: false,
      confirmTokenHash: null,
      unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ id: newsletterSubscribers.id })
  if (!row) throw new HttpError(404, UNSUBSCRIBE_LINK_INVALID)
  return { message: "You're unsubscribed. You won't receive any more newsletters from us." }
}

/**
 * 'Send newsletter': one email per active subscriber, each with its own unsubscribe link and
 * List-Unsubscribe headers, queued together in one transaction.
 */
export async function sendNewsletter(db: Db, issue: NewsletterIssueInput, mail: MailContext) {
  return inTransaction(db, async (transaction) => {
    const tx = transaction
    const config = await getSiteConfig(tx)
    if (!config.emailEnabled) throw new HttpError(409, 'Site emails are turned off in Settings, so the newsletter was not sent.')
    const readers = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.isActive, true))
    if (readers.length === 0) throw new HttpError(409, 'There are no active subscribers to send the newsletter to.')
    let queued = 0
    for (const reader of readers) {
      const email = newsletterIssue(config, reader, issue, {
        unsubscribeUrl: unsubscribePageUrl(mail.origin, reader.unsubscribeToken),
        headers: unsubscribeHeaders(mail.origin, reader.unsubscribeToken),
      })
      if (await enqueueEmail(tx, email, mail.log)) queued++
    }
    return { queued, message: `The newsletter is on its way to ${queued} ${queued === 1 ? 'subscriber' : 'subscribers'}.` }
  })
}

/** Every subscriber, newest first; the link tokens stay on the server. */
export async function listSubscribers(db: Db) {
  const rows = await db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.createdAt))
  return rows.map(({ confirmTokenHash, unsubscribeToken: _token, ...rest }: Subscriber) => ({
    ...rest,
    /** Subscribed but not yet confirmed from the email. */
    awaitingConfirmation: !rest.isActive && confirmTokenHash !== null,
  }))
}
