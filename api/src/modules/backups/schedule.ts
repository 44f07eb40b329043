import type { Logger } from '../../lib/log'
import type { Backups } from './service'

/** How often the server checks whether tonight's backup is due; the first check soon after start. */
const CHECK_EVERY_MS = 60 * 1000
const FIRST_AFTER_MS = 15 * 1000

/**
 * The nightly backup: once a minute (an unref'd timer) the server asks whether the latest nightly
 * time has passed without a backup, and takes it. So a server that was down at that time takes it
 * when it is back, a new site takes its first backup at once, and with several instances the
 * first to hold the lock takes it and the others then find it done.
 */
export function startBackupSchedule(deps: { backups: Backups; log: Logger; firstAfterMs?: number }) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  function schedule(after: number) {
    if (stopped) return
    timer = setTimeout(() => {
      deps.backups
        .runIfDue()
        .catch((error) => deps.log.warn(`Backup check failed: ${(error as Error).message}`))
        .finally(() => schedule(CHECK_EVERY_MS))
    }, after)
    timer.unref?.()
  }
  schedule(deps.firstAfterMs ?? FIRST_AFTER_MS)

  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await deps.backups.idle()
    },
  }
}
