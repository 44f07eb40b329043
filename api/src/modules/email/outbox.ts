import { and, desc, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm'
import { rowsOf } from '../../db/bulk'
import { type Db, inTransaction } from '../../db/client'
import { newsletterSubscribers, outboxEmails } from '../../db/schema'
import { HttpError, isUuid, notFound } from '../../lib/errors'
import type { Logger } from '../../lib/log'
import { nextTurn } from '../../lib/turns'
import { getSiteConfig } from '../site-config/service'
import { createMailer, describeMailFailure, headerValue, isEmailAddress, type Mailer, notEmailedBecause } from './mailer'
import type { OutboxStatus } from './model'
import type { OutgoingEmail } from './templates'

export type OutboxRow = typeof outboxEmails.$inferSelect

/** Waits before attempts 2 to 6; the sixth failure gives up ('failed'). */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000]
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1
/** A worker holds an email this long while sending it; if it dies, another takes it after. */
export const SEND_LOCK_MS = 5 * 60_000

/**
 * Queues an email. Called inside the transaction that stores what caused it, so the submission and
 * its emails are saved together; nothing waits for a mail server. Every header value loses its line
 * breaks here. Returns false (and queues nothing) when the recipient is not a valid address, for
 * example no office address is configured: the submission itself must never fail because of that.
 * `notSent` (why: `notEmailedBecause`) stores it as 'not_sent' at once: kept to be read, never sent
 * by the worker on its own.
 */
export async function enqueueEmail(db: Db, email: OutgoingEmail, log?: Logger, opts: { notSent?: string } = {}): Promise<boolean> {
  const to = headerValue(email.to)
  if (!isEmailAddress(to)) {
    log?.warn(`Email '${email.kind}' not queued: "${to}" is not an email address`)
    return false
  }
  const replyTo = headerValue(email.replyTo ?? '')
  await db.insert(outboxEmails).values({
    // Due times are compared with this server's clock (claimDueEmails), never the database's.
    nextAttemptAt: new Date(),
    kind: email.kind,
    toAddress: to,
    replyTo: isEmailAddress(replyTo) ? replyTo : '',
    subject: headerValue(email.subject),
    text: email.text,
    headers: safeHeaders(email.headers),
    sourceId: email.sourceId ?? null,
    issueId: email.issueId ?? null,
    attachments: email.attachments ?? [],
    ...(opts.notSent ? { status: 'not_sent' as const, lastResponse: `Not sent: ${opts.notSent}` } : {}),
  })
  return true
}

/** Header names are plain tokens; values lose their line breaks. */
function safeHeaders(headers: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => /^[A-Za-z][A-Za-z0-9-]*$/.test(name))
      .map(([name, value]) => [name, headerValue(value)]),
  )
}

/**
 * `recipients` of a newsletter issue while its emails are still being written: they wait
 * (claimDueEmails leaves them) until the count is set, so an issue goes out whole or not at all.
 */
export const ISSUE_BEING_WRITTEN = -1

/**
 * Queues one email to each of the subscribers `ids` that is still active, in one statement: what
 * `enqueueEmail` stores for each, with `token` in `email`'s text and header values replaced by the
 * subscriber's own unsubscribe token. `email.to` is not used: each row goes to the subscriber's
 * address, which the caller has checked is one (`isEmailAddress`, unchanged by `headerValue`).
 * Returns how many were queued.
 */
export async function enqueueForSubscribers(
  db: Db,
  email: OutgoingEmail,
  token: string,
  ids: readonly string[],
  opts: { notSent?: string } = {},
): Promise<number> {
  if (ids.length === 0) return 0
  const replyTo = headerValue(email.replyTo ?? '')
  const status = opts.notSent ? 'not_sent' : 'pending'
  const lastResponse = opts.notSent ? `Not sent: ${opts.notSent}` : ''
  // Written as SQL: one statement reads the subscribers and writes their emails.
  const result = await db.execute(sql`
    insert into outbox_emails (kind, to_address, reply_to, subject, text, headers, status, last_response, next_attempt_at, source_id, issue_id)
    select ${email.kind}, s.email, ${isEmailAddress(replyTo) ? replyTo : ''}, ${headerValue(email.subject)},
      replace(${email.text}, ${token}, s.unsubscribe_token),
      (select coalesce(jsonb_object_agg(h.key, replace(h.value, ${token}, s.unsubscribe_token)), '{}'::jsonb)
        from jsonb_each_text(${JSON.stringify(safeHeaders(email.headers))}::jsonb) h),
      ${status}::outbox_email_status, ${lastResponse},
      ${new Date().toISOString()}::timestamptz, s.id, ${email.issueId ?? null}::uuid
    from newsletter_subscribers s
    where s.id in (select json_array_elements_text(${JSON.stringify(ids)}::json)::uuid) and s.is_active
    returning outbox_emails.id`)
  return rowsOf(result).length
}

/**
 * Takes up to `limit` emails that are due (pending or retrying and their time has come, or left
 * 'sending' by a worker whose lock ran out) and marks them 'sending', counting the attempt.
 * FOR UPDATE SKIP LOCKED: two workers (two server instances) never take the same email.
 */
export async function claimDueEmails(db: Db, opts: { limit?: number; now?: Date } = {}): Promise<OutboxRow[]> {
  const now = opts.now ?? new Date()
  const due = db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(
      and(
        // Said whole as well as in its parts: it names the index of emails still to send
        // (outbox_emails_due_idx), read soonest first, so a claim never sorts a send's 20,000.
        inArray(outboxEmails.status, ['pending', 'retrying', 'sending']),
        or(
          and(inArray(outboxEmails.status, ['pending', 'retrying']), lte(outboxEmails.nextAttemptAt, now)),
          and(eq(outboxEmails.status, 'sending'), lt(outboxEmails.lockedUntil, now)),
        ),
        // Not while its newsletter issue is still being written (ISSUE_BEING_WRITTEN).
        sql`not exists (select 1 from newsletter_issues i where i.id = outbox_emails.issue_id and i.recipients < 0)`,
      ),
    )
    .orderBy(outboxEmails.nextAttemptAt)
    .limit(opts.limit ?? 10)
    .for('update', { skipLocked: true })
  const claimed = await db
    .update(outboxEmails)
    .set({ status: 'sending', lockedUntil: new Date(now.getTime() + SEND_LOCK_MS), attempts: sql`${outboxEmails.attempts} + 1` })
    .where(inArray(outboxEmails.id, due))
    .returning()
  return claimed.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime())
}

/**
 * Sends one claimed email and records the outcome: 'sent' with the server's answer ('not_sent' when
 * no mail server is set up and it only went to the log), or 'retrying'
 * after the next delay, or 'failed' after the last attempt or a permanent refusal. The update only
 * lands while this worker still holds the email (its lock), so a late worker never overwrites
 * another's result.
 */
export async function deliverEmail(db: Db, mailer: Mailer, email: OutboxRow, now: () => Date = () => new Date()) {
  const held = and(
    eq(outboxEmails.id, email.id),
    eq(outboxEmails.status, 'sending'),
    eq(outboxEmails.lockedUntil, email.lockedUntil as Date),
  )
  try {
    const { response, delivered } = await mailer.send({
      to: email.toAddress,
      replyTo: email.replyTo || undefined,
      subject: email.subject,
      text: email.text,
      headers: email.headers,
      attachments: email.attachments,
    })
    await db
      .update(outboxEmails)
      .set({
        status: delivered ? 'sent' : 'not_sent',
        sentAt: delivered ? now() : null,
        lastResponse: response.slice(0, 1000),
        lockedUntil: null,
      })
      .where(held)
    return delivered ? ('sent' as const) : ('not_sent' as const)
  } catch (error) {
    const failure = describeMailFailure(error)
    const giveUp = failure.permanent || email.attempts >= MAX_ATTEMPTS
    const delay = RETRY_DELAYS_MS[Math.min(email.attempts, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0]
    await db
      .update(outboxEmails)
      .set({
        status: giveUp ? 'failed' : 'retrying',
        lastResponse: failure.message,
        lockedUntil: null,
        ...(giveUp ? {} : { nextAttemptAt: new Date(now().getTime() + delay) }),
      })
      .where(held)
    return giveUp ? ('failed' as const) : ('retrying' as const)
  }
}

/**
 * One pass of the outbox: while site emails are on, claims due emails a batch at a time and sends
 * them with the saved settings, giving other requests a turn between emails. With emails turned
 * off, queued emails wait.
 */
export async function sendDueEmails(db: Db, log: Logger, opts: { now?: () => Date; batch?: number; stopping?: () => boolean } = {}) {
  const counts = { sent: 0, not_sent: 0, retrying: 0, failed: 0 }
  const config = await getSiteConfig(db)
  if (!config.emailEnabled) return counts
  if (notEmailedBecause(config) === null) {
    const owed = await queueOwedConfirmations(db, opts.now?.())
    if (owed > 0) log.info(`Email is set up: ${owed} newsletter confirmation email(s) kept unsent are now queued`)
  }
  const mailer = createMailer(config, log)
  const batch = opts.batch ?? 10
  for (;;) {
    // A turn of the event loop before each batch and each email: on PGlite every query runs on this
    // thread, and a run of awaited queries would keep every other request out until the outbox is empty.
    await nextTurn()
    const claimed = await claimDueEmails(db, { limit: batch, now: opts.now?.() })
    for (const email of claimed) {
      await nextTurn()
      const outcome = await deliverEmail(db, mailer, email, opts.now)
      counts[outcome]++
      if (outcome === 'retrying' || outcome === 'failed')
        log.warn(`Email ${email.id} (${email.kind}) ${outcome} after attempt ${email.attempts}`)
    }
    if (claimed.length < batch || opts.stopping?.()) return counts
  }
}

/** A newsletter confirmation kept unsent (email not set up) is sent once email is set up, if asked for this recently. */
export const OWED_CONFIRMATION_MS = 7 * 24 * 3_600_000

/**
 * Newsletter confirmations asked for while email was not set up are stored 'not_sent' (decision
 * 0031). Once emails go out, each one asked for in the last 7 days whose subscriber still awaits it
 * (not active, not unsubscribed, and it is their newest confirmation, so its link still works) is
 * queued again, once: it leaves 'not_sent'. The subscriber's `confirmationSentAt` becomes now, so
 * the link works for a week from the email that carries it. Two instances doing this at the same
 * moment queue each email once (the update only takes rows still 'not_sent').
 */
export async function queueOwedConfirmations(db: Db, now = new Date()): Promise<number> {
  return inTransaction(db, async (tx) => {
    const queued = await tx
      .update(outboxEmails)
      .set({ status: 'pending', nextAttemptAt: now, attempts: 0, lockedUntil: null, lastResponse: '' })
      .where(
        and(
          eq(outboxEmails.kind, 'newsletter-confirmation'),
          eq(outboxEmails.status, 'not_sent'),
          gt(outboxEmails.createdAt, new Date(now.getTime() - OWED_CONFIRMATION_MS)),
          // Written out with their table names: inside a subquery an unqualified column is the inner one.
          sql`exists (select 1 from newsletter_subscribers s where s.id = outbox_emails.source_id
            and not s.is_active and s.confirm_token_hash is not null)`,
          sql`not exists (select 1 from outbox_emails newer where newer.kind = 'newsletter-confirmation'
            and newer.source_id = outbox_emails.source_id and newer.created_at > outbox_emails.created_at)`,
        ),
      )
      .returning({ sourceId: outboxEmails.sourceId })
    const subscribers = queued.flatMap((row) => (row.sourceId ? [row.sourceId] : []))
    if (subscribers.length > 0)
      await tx.update(newsletterSubscribers).set({ confirmationSentAt: now }).where(inArray(newsletterSubscribers.id, subscribers))
    return queued.length
  })
}

/** Newest first, a page at a time; the bodies stay out of the list (they hold other people's links). */
export function listEmails(db: Db, query: { limit?: number; offset?: number; status?: OutboxStatus }) {
  return db
    .select({
      id: outboxEmails.id,
      kind: outboxEmails.kind,
      toAddress: outboxEmails.toAddress,
      subject: outboxEmails.subject,
      status: outboxEmails.status,
      attempts: outboxEmails.attempts,
      nextAttemptAt: outboxEmails.nextAttemptAt,
      lastResponse: outboxEmails.lastResponse,
      sentAt: outboxEmails.sentAt,
      createdAt: outboxEmails.createdAt,
    })
    .from(outboxEmails)
    .where(query.status ? eq(outboxEmails.status, query.status) : undefined)
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(query.limit ?? 10)
    .offset(query.offset ?? 0)
}

/**
 * Staff retry by hand: a failed, retrying or not-sent email (once a mail server is set up) is due
 * again now with a fresh set of attempts.
 * A sent email is never sent twice, and one being sent right now is left to its worker.
 */
export async function retryEmail(db: Db, id: string) {
  if (!isUuid(id)) throw notFound('Email')
  const [row] = await db
    .update(outboxEmails)
    .set({ status: 'pending', nextAttemptAt: new Date(), attempts: 0, lockedUntil: null })
    .where(and(eq(outboxEmails.id, id), inArray(outboxEmails.status, ['failed', 'retrying', 'not_sent'])))
    .returning({ id: outboxEmails.id, status: outboxEmails.status })
  if (row) return row
  const [existing] = await db.select({ status: outboxEmails.status }).from(outboxEmails).where(eq(outboxEmails.id, id))
  if (!existing) throw notFound('Email')
  const why = {
    sent: 'This email was already sent',
    sending: 'This email is being sent right now',
    pending: 'This email is already waiting to be sent',
  }
  throw new HttpError(409, why[existing.status as keyof typeof why] ?? 'This email cannot be retried')
}

/** Records an email sent right away (the settings test), so it shows in the outbox like the rest. */
export async function recordSentNow(db: Db, email: OutgoingEmail, outcome: { status: 'sent' | 'not_sent' | 'failed'; response: string }) {
  await db.insert(outboxEmails).values({
    kind: email.kind,
    toAddress: headerValue(email.to),
    subject: headerValue(email.subject),
    text: email.text,
    status: outcome.status,
    attempts: 1,
    lastResponse: outcome.response.slice(0, 1000),
    sentAt: outcome.status === 'sent' ? new Date() : null,
  })
}

/** Workers listening for new mail on a database; routes wake them right after they queue some. */
const listeners = new WeakMap<Db, Set<() => void>>()

/** Tells this process's outbox worker (if any) that emails were just queued. */
export function wakeOutbox(db: Db) {
  for (const listener of listeners.get(db) ?? []) listener()
}

export function onOutboxWake(db: Db, listener: () => void): () => void {
  const set = listeners.get(db) ?? new Set()
  listeners.set(db, set)
  set.add(listener)
  return () => set.delete(listener)
}
