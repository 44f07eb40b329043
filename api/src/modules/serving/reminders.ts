import { and, eq, gte, isNull, lte, ne } from 'drizzle-orm'
import type { Config } from '../../config'
import { type Database, type Db, inTransaction } from '../../db/client'
import { servingRoles, servingSignups } from '../../db/schema'
import { churchNow } from '../../lib/dates'
import { addDays, MAX_EVENT_DAYS } from '../../lib/event-times'
import type { Logger } from '../../lib/log'
import { occurrenceOn } from '../../lib/recurrence'
import { enqueueEmail, wakeOutbox } from '../email/outbox'
import { findEvent } from '../events/repo'
import { getSiteConfig, siteAddress } from '../site-config/service'
import { servingReminder } from './emails'
import { newToken, REMIND_DAYS_BEFORE, slotWords } from './service'

/** How many slots one round looks at (the next round takes the rest). */
const BATCH = 200

/**
 * Queues the reminder of every slot whose date is at most two days away (church time) and not yet
 * reminded, with a withdraw link of its own. Each slot is marked `reminded_at` by the statement that
 * claims it (`where reminded_at is null`), in the transaction that queues its email: two instances at
 * once, or a round run twice, remind each slot once. A slot of a date already past is marked without
 * an email; a cancelled date, a draft or deleted event is left (nothing sent). Nothing is queued while
 * site emails are off. Answers how many reminders were queued.
 */
export async function queueServingReminders(db: Db, opts: { now: Date; timeZone: string; origin: string; log?: Logger }) {
  const config = await getSiteConfig(db)
  if (!config.emailEnabled) return 0
  const today = churchNow(opts.timeZone, opts.now).date
  const until = addDays(today, REMIND_DAYS_BEFORE)
  // A moved date may lie a few weeks from the series' date it is stored under.
  const candidates = await db
    .select({ signup: servingSignups, role: servingRoles })
    .from(servingSignups)
    .innerJoin(servingRoles, eq(servingRoles.id, servingSignups.roleId))
    .where(
      and(
        isNull(servingSignups.remindedAt),
        ne(servingSignups.email, ''),
        gte(servingSignups.date, addDays(today, -MAX_EVENT_DAYS)),
        lte(servingSignups.date, addDays(until, MAX_EVENT_DAYS)),
      ),
    )
    .orderBy(servingSignups.date)
    .limit(BATCH)
  let queued = 0
  for (const { signup, role } of candidates) {
    const event = await findEvent(db, role.eventId, opts.now)
    if (!event) continue
    const occurrence = occurrenceOn(event, signup.date)
    const past = occurrence.date < today
    if (!past && (occurrence.cancelled || occurrence.date > until)) continue
    const link = newToken()
    await inTransaction(db, async (tx) => {
      const [claimed] = await tx
        .update(servingSignups)
        .set({ remindedAt: opts.now, ...(past ? {} : { reminderTokenHash: link.hash }) })
        .where(and(eq(servingSignups.id, signup.id), isNull(servingSignups.remindedAt)))
        .returning()
      if (!claimed || past) return
      if (await enqueueEmail(tx, servingReminder(config, slotWords(event, claimed.date, role, claimed), link.token, opts.origin), opts.log))
        queued++
    })
  }
  return queued
}

const EVERY_MS = 15 * 60 * 1000
const FIRST_AFTER_MS = 20 * 1000

/**
 * Reminders in the background: every 15 minutes (an unref'd timer), under the database lock every
 * background job takes, so one instance does a round at a time (and the claim above makes each
 * reminder once even without it).
 */
export function startServingReminders(deps: { config: Config; database: Database; log: Logger; now?: () => Date }) {
  const { database, log, config } = deps
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined
  let stopped = false
  async function round() {
    const run = await database.withExclusiveLock('church-site-serving-reminders', async () =>
      queueServingReminders(database.db, {
        now: deps.now?.() ?? new Date(),
        timeZone: config.timezone,
        origin: await siteAddress(database.db, config),
        log,
      }),
    )
    if (run.acquired && run.value) {
      log.info(`Serving: ${run.value} reminder email(s) queued`)
      wakeOutbox(database.db)
    }
  }
  function schedule(after: number) {
    if (stopped) return
    timer = setTimeout(() => {
      running = round()
        .catch((error) => log.warn(`Serving reminders failed: ${(error as Error).message}`))
        .finally(() => {
          running = undefined
          schedule(EVERY_MS)
        })
    }, after)
    timer.unref?.()
  }
  schedule(FIRST_AFTER_MS)
  return {
    runNow: round,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
