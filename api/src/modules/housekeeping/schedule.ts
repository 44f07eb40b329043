import type { Config } from '../../config'
import { checkpointLog, type Database } from '../../db/client'
import type { Logger } from '../../lib/log'
import { createThrottle } from '../../lib/throttle'
import { publishKeptPictures } from '../uploads/picture-uses'
import { storageFor } from '../uploads/storage'
import { pruneLeftovers, pruneUnusedPictures } from './service'

/**
 * How often the server tidies up; the first look 15 s after start, as the backup and YouTube
 * schedules look (the pages are warm by then). A restart never adds a round: the period's turn is claimed.
 */
const EVERY_MS = 6 * 60 * 60 * 1000
const FIRST_AFTER_MS = 15 * 1000

/** The turn of one period, claimed across instances: a little shorter, so an instance's own next round always finds it over. */
const TURN_MS = EVERY_MS - 5 * 60 * 1000

/**
 * Housekeeping in the background: every six hours (an unref'd timer), once across all instances,
 * removes what a year of use would pile up, and uploaded pictures nothing uses any more. Each
 * instance looks every six hours; the first to claim the period's turn runs the round (one atomic
 * upsert of a row, lib/throttle.ts, so instances at the same moment or in turn never both run it),
 * under the database lock every background job takes.
 */
export function startHousekeeping(deps: { config: Config; database: Database; log: Logger; now?: () => Date; firstAfterMs?: number }) {
  const { database, log } = deps
  const storage = storageFor(deps.config)
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined
  let stopped = false

  const turns = createThrottle(database.db, { limit: 1, windowMs: TURN_MS, blockMs: 0 })

  async function round() {
    const run = await database.withExclusiveLock('church-site-housekeeping', async () => {
      if (!(await turns.attempt('job:housekeeping', deps.now?.())).allowed) return null
      return {
        ...(await pruneLeftovers(database.db, deps.now?.())),
        pictures: await pruneUnusedPictures(database.db, storage, deps.now?.()),
        publishedPictures: await publishKeptPictures(database.db, storage, database.content),
      }
    })
    // Each round (every six hours), so PGlite's write-ahead log never holds more than that much writing (db/client.ts).
    if (run.acquired)
      await checkpointLog(database.db).catch((error) => log.warn(`Housekeeping: the checkpoint failed: ${(error as Error).message}`))
    if (!run.acquired || !run.value) {
      log.debug(`Housekeeping skipped: ${run.acquired ? "another instance took this period's turn" : 'another instance is at it'}`)
      return
    }
    // One line per round, on the instance that ran it: with several instances the logs show it ran once.
    const removed = Object.entries(run.value).filter(([, n]) => n > 0)
    log.info(`Housekeeping: ${removed.length > 0 ? removed.map(([what, n]) => `${n} ${what}`).join(', ') : 'nothing to remove'}`)
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
