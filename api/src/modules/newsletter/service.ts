import { createHash, randomBytes } from 'node:crypto'
import { and, count, desc, eq, gt, inArray, is, ne, sql } from 'drizzle-orm'
import { PgliteDatabase } from 'drizzle-orm/pglite'
import { checkpointLog, type Db, inTransaction } from '../../db/client'
import { newsletterIssues, newsletterSubscribers, outboxEmails } from '../../db/schema'
import { HttpError, isUuid, notFound, plural } from '../../lib/errors'
import type { Logger } from '../../lib/log'
import { type PageQuery, pageOf, searching } from '../../lib/paging'
import { nextTurn } from '../../lib/turns'
import { confirmPageUrl, unsubscribeHeaders, unsubscribePageUrl } from '../email/links'
import { headerValue, isEmailAddress, notEmailedBecause } from '../email/mailer'
import { enqueueEmail, enqueueForSubscribers, ISSUE_BEING_WRITTEN } from '../email/outbox'
import { newsletterConfirmation, newsletterIssue } from '../email/templates'
import { getSiteConfig } from '../site-config/service'
import { CONFIRM_LINK_INVALID, type NewsletterIssueInput, type SubscribeInput, UNSUBSCRIBE_LINK_INVALID } from './model'

/** A confirmation email is sent at most this often per address (re-subscribing re-sends it). */
export const CONFIRMATION_RESEND_MS = 10 * 60_000
/** An unconfirmed link stops working after a week; subscribing again sends a new one. */
export const CONFIRMATION_VALID_MS = 7 * 24 * 3_600_000

type MailContext = { origin: string; log?: Logger }
type SubscriberRow = typeof newsletterSubscribers.$inferSelect

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * Double opt-in. The address is stored lower-cased, one row per address. A new address starts
 * inactive and gets a confirmation email; an unconfirmed one gets it again (at most once per
 * 10 minutes); an active one gets nothing. The answer is the same for every address, so the form
 * never tells anyone whether an address is subscribed. The email is queued in the same transaction.
 *
 * While email is not set up (or site emails are off) the confirmation is stored 'not_sent' instead
 * (`confirmationSentAt` stays empty) and the outbox queues it once email is set up, within a week
 * (`queueOwedConfirmations`, decision 0031); `emailReady` says which, for the visitor's answer.
 * A new link replaces the subscriber's earlier unsent confirmations: theirs no longer work.
 */
export async function subscribe(
  db: Db,
  input: SubscribeInput,
  mail: MailContext,
  now = new Date(),
): Promise<{ queued: boolean; emailReady: boolean }> {
  const email = input.email.toLowerCase()
  return inTransaction(db, async (transaction) => {
    const tx = transaction
    const config = await getSiteConfig(tx)
    const notEmailed = notEmailedBecause(config)
    const emailReady = notEmailed === null
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
      return { queued: false, emailReady }
    }
    const token = randomBytes(32).toString('hex')
    await tx
      .update(newsletterSubscribers)
      .set({ ...names, confirmTokenHash: sha256(token), confirmationSentAt: emailReady ? now : null })
      .where(eq(newsletterSubscribers.id, row.id))
    await tx
      .delete(outboxEmails)
      .where(and(eq(outboxEmails.kind, 'newsletter-confirmation'), eq(outboxEmails.sourceId, row.id), eq(outboxEmails.status, 'not_sent')))
    const stored = await enqueueEmail(
      tx,
      newsletterConfirmation(config, row, {
        confirmUrl: confirmPageUrl(mail.origin, token),
        unsubscribeUrl: unsubscribePageUrl(mail.origin, row.unsubscribeToken),
        headers: unsubscribeHeaders(mail.origin, row.unsubscribeToken),
      }),
      mail.log,
      { notSent: notEmailed ?? undefined },
    )
    return { queued: stored && emailReady, emailReady }
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
 * Subscribers read, and their emails written, per statement while a newsletter is queued. Measured
 * on PGlite (16,000 subscribers, quiet machine): 500 emails took 11–89 ms to write, and a loaded
 * CI machine makes that several times longer; 250 keeps a margin under the 200 ms the site answers in.
 */
export const SEND_CHUNK = 250

/** Sends on PGlite in this process, by idempotency key: one with the same key waits for the one before. */
const sending = new WeakMap<Db, Map<string, Promise<unknown>>>()

/**
 * 'Send newsletter': one email per active subscriber, each with its own unsubscribe link and
 * List-Unsubscribe headers, queued with the issue they belong to, all or nothing. The issue's
 * idempotency key is unique: the same key again (a double click, a retried request, two requests
 * at the same moment) queues nothing and answers the issue already sent.
 *
 * The emails are written SEND_CHUNK subscribers to a statement (one `insert … select`), with a
 * turn of the event loop between chunks. On PostgreSQL all of it is one transaction, which holds
 * up no one else. On PGlite a transaction keeps every other query out until it ends (16,000
 * subscribers kept the site waiting 10 s), so each chunk commits on its own: the issue is stored
 * first as ISSUE_BEING_WRITTEN, which keeps its emails from the outbox worker until the count is
 * set at the end, and a failure on the way removes the issue and what was written. A crash on the
 * way leaves an issue that was never sent (its emails wait): the same key again writes it afresh.
 */
export async function sendNewsletter(db: Db, issue: NewsletterIssueInput, mail: MailContext) {
  if (!is(db, PgliteDatabase)) return inTransaction(db, (tx) => queueIssue(tx, issue, mail, false))
  const byKey = sending.get(db) ?? new Map<string, Promise<unknown>>()
  sending.set(db, byKey)
  const before = byKey.get(issue.idempotencyKey) ?? Promise.resolve()
  // Once its emails are written (a row each), PGlite's write-ahead log is folded into the data (db/client.ts).
  const run = before
    .catch(() => {})
    .then(() => queueIssue(db, issue, mail, true))
    .finally(() => checkpointLog(db).catch(() => {}))
  byKey.set(issue.idempotencyKey, run)
  try {
    return await run
  } finally {
    if (byKey.get(issue.idempotencyKey) === run) byKey.delete(issue.idempotencyKey)
  }
}

async function queueIssue(db: Db, issue: NewsletterIssueInput, mail: MailContext, chunksCommit: boolean) {
  const config = await getSiteConfig(db)
  // Email not set up, or site emails off: the issue and its emails are saved 'not_sent', and the
  // answer says nobody received it (decision 0031). They are never sent later on their own.
  const notEmailed = notEmailedBecause(config)
  // On PostgreSQL a second request with the key waits here for the first to commit, then finds its issue.
  let [created] = await db
    .insert(newsletterIssues)
    .values({ idempotencyKey: issue.idempotencyKey, subject: issue.subject, recipients: ISSUE_BEING_WRITTEN })
    .onConflictDoNothing({ target: newsletterIssues.idempotencyKey })
    .returning()
  if (!created) {
    const [sent] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.idempotencyKey, issue.idempotencyKey))
    if (sent.recipients === ISSUE_BEING_WRITTEN) {
      // Left half written by a crash (nothing of it went out): written again from the start.
      await removeIssueEmails(db, sent.id)
      created = sent
    } else {
      // Emailed unless every one of its emails was kept 'not_sent'.
      const [went] = await db
        .select({ n: count() })
        .from(outboxEmails)
        .where(and(eq(outboxEmails.issueId, sent.id), ne(outboxEmails.status, 'not_sent')))
      const emailed = went.n > 0
      return {
        issueId: sent.id,
        queued: sent.recipients,
        alreadySent: true,
        emailed,
        reason: emailed ? '' : (notEmailed ?? ''),
        message: emailed
          ? `This newsletter was already sent to ${plural(sent.recipients, 'subscriber')}: it was not sent again.`
          : 'This newsletter was already saved (and not emailed): it was not saved again.',
      }
    }
  }
  const issueId = created.id
  let queued: number
  try {
    queued = await queueRecipients(db, config, issue, issueId, mail, notEmailed)
    await db.update(newsletterIssues).set({ recipients: queued }).where(eq(newsletterIssues.id, issueId))
  } catch (error) {
    if (chunksCommit) {
      await removeIssueEmails(db, issueId)
      await db.delete(newsletterIssues).where(eq(newsletterIssues.id, issueId))
    }
    throw error
  }
  if (notEmailed !== null)
    return {
      issueId,
      queued,
      alreadySent: false,
      emailed: false,
      reason: notEmailed,
      message: `The newsletter was saved but not emailed, because ${notEmailed}. None of the ${plural(queued, 'subscriber')} received it.`,
    }
  return {
    issueId,
    queued,
    alreadySent: false,
    emailed: true,
    reason: '',
    message: `The newsletter is on its way to ${plural(queued, 'subscriber')}.`,
  }
}

/**
 * Queues the issue's email to every active subscriber, SEND_CHUNK at a time in subscriber id order:
 * one statement per chunk (`enqueueForSubscribers`); an address `headerValue` would change goes
 * through `enqueueEmail` on its own, as every address did before. Returns how many were queued.
 */
async function queueRecipients(
  db: Db,
  config: Awaited<ReturnType<typeof getSiteConfig>>,
  issue: NewsletterIssueInput,
  issueId: string,
  mail: MailContext,
  notEmailed: string | null,
) {
  // Each subscriber's unsubscribe token takes the place of this one in the links and headers.
  const token = `unsubscribe-token-${randomBytes(16).toString('hex')}`
  const email = {
    ...newsletterIssue(config, { email: '', id: '' }, issue, {
      unsubscribeUrl: unsubscribePageUrl(mail.origin, token),
      headers: unsubscribeHeaders(mail.origin, token),
    }),
    issueId,
  }
  const opts = { notSent: notEmailed ?? undefined }
  let queued = 0
  let readers = 0
  let after: string | undefined
  for (;;) {
    if (after) await nextTurn()
    const page = await db
      .select({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        unsubscribeToken: newsletterSubscribers.unsubscribeToken,
      })
      .from(newsletterSubscribers)
      .where(and(eq(newsletterSubscribers.isActive, true), after ? gt(newsletterSubscribers.id, after) : undefined))
      .orderBy(newsletterSubscribers.id)
      .limit(SEND_CHUNK)
    if (page.length === 0) break
    readers += page.length
    after = page[page.length - 1].id
    const plain = new Set(page.filter((reader) => headerValue(reader.email) === reader.email && isEmailAddress(reader.email)))
    await nextTurn()
    queued += await enqueueForSubscribers(
      db,
      email,
      token,
      [...plain].map((reader) => reader.id),
      opts,
    )
    for (const reader of page) {
      if (plain.has(reader)) continue
      const own = newsletterIssue(config, reader, issue, {
        unsubscribeUrl: unsubscribePageUrl(mail.origin, reader.unsubscribeToken),
        headers: unsubscribeHeaders(mail.origin, reader.unsubscribeToken),
      })
      if (await enqueueEmail(db, { ...own, issueId }, mail.log, opts)) queued++
    }
    if (page.length < SEND_CHUNK) break
  }
  if (readers === 0) throw new HttpError(409, 'There are no active subscribers to send the newsletter to.')
  return queued
}

/** Deletes an issue's emails, SEND_CHUNK to a statement with a turn between. */
async function removeIssueEmails(db: Db, issueId: string) {
  for (;;) {
    const removed = await db
      .delete(outboxEmails)
      .where(
        inArray(
          outboxEmails.id,
          db.select({ id: outboxEmails.id }).from(outboxEmails).where(eq(outboxEmails.issueId, issueId)).limit(SEND_CHUNK),
        ),
      )
      .returning({ id: outboxEmails.id })
    if (removed.length < SEND_CHUNK) return
    await nextTurn()
  }
}

/** At most this many failures are listed with their reasons (the count is always whole). */
const FAILURES_LISTED = 200

/**
 * How an issue is going out, counted from its emails in the outbox: sent (a mail server took it),
 * failed (with each address and the server's reason), not sent (no mail server is set up) and
 * still to go. `id` 'latest' is the newest issue; null when there is none.
 */
export async function newsletterProgress(db: Db, id: string) {
  const [issue] =
    id === 'latest'
      ? await db.select().from(newsletterIssues).orderBy(desc(newsletterIssues.createdAt)).limit(1)
      : isUuid(id)
        ? await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id))
        : []
  if (!issue) {
    if (id === 'latest') return { issue: null }
    throw notFound('Newsletter')
  }
  const [byStatus, failures] = await Promise.all([
    db
      .select({ status: outboxEmails.status, n: count() })
      .from(outboxEmails)
      .where(eq(outboxEmails.issueId, issue.id))
      .groupBy(outboxEmails.status),
    db
      .select({ to: outboxEmails.toAddress, reason: outboxEmails.lastResponse })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.issueId, issue.id), eq(outboxEmails.status, 'failed')))
      .orderBy(outboxEmails.toAddress)
      .limit(FAILURES_LISTED),
  ])
  const of = (status: string) => byStatus.find((row) => row.status === status)?.n ?? 0
  return {
    issue: {
      id: issue.id,
      subject: issue.subject,
      createdAt: issue.createdAt,
      // Not yet counted while its emails are being written.
      total: Math.max(issue.recipients, 0),
      sent: of('sent'),
      failed: of('failed'),
      notSent: of('not_sent'),
      waiting: of('pending') + of('sending') + of('retrying'),
      failures,
    },
  }
}

/** The subscriber counts Overview and the Newsletter tab show, made by the database. */
export async function subscriberCounts(db: Db) {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${newsletterSubscribers.isActive})`.mapWith(Number),
      awaitingConfirmation:
        sql<number>`count(*) filter (where not ${newsletterSubscribers.isActive} and ${newsletterSubscribers.confirmTokenHash} is not null)`.mapWith(
          Number,
        ),
    })
    .from(newsletterSubscribers)
  return row
}

/** Subscribers, newest first, a page at a time, searched by email or name; the link tokens stay on the server. */
export async function listSubscribers(db: Db, q: PageQuery) {
  const where = searching(q.search, [
    newsletterSubscribers.email,
    sql`${newsletterSubscribers.firstName} || ' ' || ${newsletterSubscribers.lastName}`,
  ])
  const page = await pageOf(db, newsletterSubscribers, q, where, [desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id)])
  return { items: page.items.map(shownSubscriber), total: page.total }
}

function shownSubscriber({ confirmTokenHash, unsubscribeToken: _token, ...rest }: SubscriberRow) {
  return {
    ...rest,
    /** Subscribed but not yet confirmed from the email. */
    awaitingConfirmation: !rest.isActive && confirmTokenHash !== null,
  }
}
