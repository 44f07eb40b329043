import type { Db } from '../../db/client'
import type { Logger } from '../../lib/log'
import { onOutboxWake, sendDueEmails } from './outbox'

/** How long stopping waits for an email being sent; after that its lock lets the next start take it. */
const STOP_GRACE_MS = 10_000

/**
 * Sends the outbox in the background: every `intervalMs` (an unref'd timer, so it never keeps the
 * process alive) and at once whenever a route queues an email. One pass at a time; a wake-up during
 * a pass runs another pass right after it.
 */
export function startOutboxWorker(deps: { db: Db; log: Logger; intervalMs?: number }): { stop(): Promise<void>; kick(): void } {
  let stopped = false
  let again = false
  let running: Promise<void> | undefined

  const kick = () => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = (async () => {
      do {
        again = false
        try {
          await sendDueEmails(deps.db, deps.log, { stopping: () => stopped })
        } catch (error) {
          deps.log.error('The outbox could not send emails', error)
        }
      } while (again && !stopped)
    })().finally(() => {
      running = undefined
    })
  }

  const timer = setInterval(kick, deps.intervalMs ?? 15_000)
  timer.unref()
  const stopListening = onOutboxWake(deps.db, kick)
  // Emails left from before a restart go out now, not in 15 seconds.
  kick()

  return {
    kick,
    async stop() {
      stopped = true
      clearInterval(timer)
      stopListening()
      if (running) await Promise.race([running, Bun.sleep(STOP_GRACE_MS)])
    },
  }
}
