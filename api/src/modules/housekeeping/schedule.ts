import type { Config } from '../../config'
import type { Database } from '../../db/client'
import type { Logger } from '../../lib/log'
import { storageFor } from '../uploads/storage'
import { pruneLeftovers, pruneUnusedPictures } from './service'

/** How often the server tidies up; the first round runs a minute after start. */
const EVERY_MS = 6 * 60 * 60 * 1000
const FIRST_AFTER_MS = 60 * 1000

/**
 * Housekeeping in the background: every six hours (an unref'd timer), one instance at a time (the
 * database lock every background job takes), removes what a year of use would pile up, and
 * uploaded pictures nothing uses any more.
 */
export function startHousekeeping(deps: { config: Config; database: Database; log: Logger; now?: () => Date; firstAfterMs?: number }) {
  const { database, log } = deps
  const storage = storageFor(deps.config)
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined
  let stopped = false

  async function round() {
    const run = await database.withExclusiveLock('church-site-housekeeping', async () => ({
      ...(await pruneLeftovers(database.db, deps.now?.())),
      pictures: await pruneUnusedPictures(database.db, storage, deps.now?.()),
    }))
    if (!run.acquired) return
    const removed = Object.entries(run.value).filter(([, n]) => n > 0)
    if (removed.length > 0) log.info(`Housekeeping: ${removed.map(([what, n]) => `${n} ${what}`).join(', ')}`)
  }

  function schedule(after: number) {
    if (stopped) return
    timer = setTimeout(() => {
      running = round()
        .catch((error) => log.warn(`Housekeeping failed: ${(error as Error).message}`))
        .finally(() => {
          running = undefined
          schedule(EVERY_MS)
        })
    }, after)
    timer.unref?.()
  }
  schedule(deps.firstAfterMs ?? FIRST_AFTER_MS)

  return {
    /** One round now (tests). */
    runNow: round,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
