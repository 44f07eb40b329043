import { eq } from 'drizzle-orm'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { youtubeConfigs } from '../../db/schema'
import { todayIn, zonedInstant } from '../../lib/dates'
import type { Logger } from '../../lib/log'
import { listYoutubeConfigs } from './service'
import { type PlaylistType, syncLockName, syncPlaylistNow } from './sync'

/**
 * The Sunday service (10:30 a.m.) with time either side: while it lasts the live-stream archive
 * is synced every two minutes, so the stream shows as live without anyone pressing a button.
 */
export const SUNDAY_SERVICE_WINDOW = { weekday: 0, start: '09:30', end: '13:00', everyMinutes: 2 } as const

const MINUTE = 60_000
/** A playlist synced this recently (by hand, or by another instance) is not due yet. */
const DUE_SLACK_MS = 30_000
/** Never wake more often than this, whatever the clocks say. */
const MIN_DELAY_MS = 30_000
/** The first look after the server starts: it is busy warming up until then. */
const FIRST_DELAY_MS = 15_000

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number)
  return h * 60 + m
}

/** The weekday (0 = Sunday) and minutes since midnight of `now` on the church's clock. */
function churchClock(now: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  )
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday)
  return { weekday, minutes: Number(parts.hour) * 60 + Number(parts.minute) }
}

export function inServiceWindow(now: Date, timeZone: string): boolean {
  const { weekday, minutes } = churchClock(now, timeZone)
  return (
    weekday === SUNDAY_SERVICE_WINDOW.weekday &&
    minutes >= minutesOf(SUNDAY_SERVICE_WINDOW.start) &&
    minutes < minutesOf(SUNDAY_SERVICE_WINDOW.end)
  )
}

/** When the next Sunday service window opens, on the church's clock (daylight saving included). */
export function nextWindowStart(now: Date, timeZone: string): Date {
  const { weekday, minutes } = churchClock(now, timeZone)
  let days = (SUNDAY_SERVICE_WINDOW.weekday - weekday + 7) % 7
  if (days === 0 && minutes >= minutesOf(SUNDAY_SERVICE_WINDOW.start)) days = 7
  const [y, m, d] = todayIn(timeZone, now).split('-').map(Number)
  const date = new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
  return zonedInstant(timeZone, date, SUNDAY_SERVICE_WINDOW.start)
}

/** How long to wait before the next scheduled look: two minutes in the Sunday window, else the interval (or until the window opens). */
export function nextSyncDelay(now: Date, timeZone: string, intervalMinutes = 60): number {
  if (inServiceWindow(now, timeZone)) return SUNDAY_SERVICE_WINDOW.everyMinutes * MINUTE
  return Math.max(0, Math.min(intervalMinutes * MINUTE, nextWindowStart(now, timeZone).getTime() - now.getTime()))
}

/** How often a playlist is synced at `now`: the live-stream archive speeds up in the Sunday window. */
export function syncEveryMinutes(type: PlaylistType, now: Date, timeZone: string, intervalMinutes: number): number {
  return type === 'live_streams' && inServiceWindow(now, timeZone) ? SUNDAY_SERVICE_WINDOW.everyMinutes : intervalMinutes
}

export interface ScheduleDeps {
  config: Config
  database: Database
  log: Logger
  now?: () => Date
  firstDelayMs?: number
}

/**
 * Syncs the configured playlists on its own while the server runs (decision 0008). Without a
 * YOUTUBE_API_KEY it does nothing. The playlists are read afresh each time, so one given an id in
 * the admin starts syncing without a restart. Several instances share the work: each sync runs
 * under the database lock, and one synced moments ago by another instance is not due.
 */
export interface YoutubeSchedule {
  /** Clears the timer, stops a sync in flight (nothing of it is written) and waits for it. */
  stop(): Promise<void>
  /** Looks at the playlists now instead of at the next tick (tests, and nothing else). */
  runNow(): Promise<void>
}

export function startYoutubeSchedule(deps: ScheduleDeps): YoutubeSchedule {
  const { config, database, log } = deps
  if (!config.youtubeApiKey) return { stop: async () => {}, runNow: async () => {} }
  const now = deps.now ?? (() => new Date())
  const abort = new AbortController()
  const syncDeps = { config, database, log, signal: abort.signal }
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined
  let stopped = false

  /** Syncs each due playlist; answers how long until the next one is due. */
  async function tick(): Promise<number> {
    const playlists = await listYoutubeConfigs(database.db, {
      sermons: config.youtubeSermonsPlaylistId,
      live_streams: config.youtubeLivePlaylistId,
    })
    let wait = nextSyncDelay(now(), config.timezone, config.youtubeSyncIntervalMinutes)
    for (const playlist of playlists) {
      if (stopped) break
      if (!playlist.isActive || !playlist.playlistId) continue
      const every = syncEveryMinutes(playlist.type, now(), config.timezone, config.youtubeSyncIntervalMinutes) * MINUTE
      const dueIn = (at: Date | null) => (at ? at.getTime() + every - DUE_SLACK_MS - now().getTime() : 0)
      if (dueIn(playlist.lastSyncedAt) > 0) {
        wait = Math.min(wait, dueIn(playlist.lastSyncedAt) + DUE_SLACK_MS)
        continue
      }
      const run = await database.withExclusiveLock(syncLockName(playlist.type), async () => {
        // Another instance may have synced it while this one was deciding.
        const [fresh] = await database.db.select().from(youtubeConfigs).where(eq(youtubeConfigs.id, playlist.id))
        if (!fresh || fresh.playlistId !== playlist.playlistId || dueIn(fresh.lastSyncedAt) > 0) return
        try {
          const result = await syncPlaylistNow(syncDeps, { playlistId: playlist.playlistId, type: playlist.type })
          log.info(`Scheduled YouTube sync of ${playlist.name}: ${result.message}`)
        } catch (error) {
          log.warn(`Scheduled YouTube sync of ${playlist.name} failed: ${(error as Error).message}`)
        }
      })
      if (!run.acquired) log.debug(`Scheduled YouTube sync of ${playlist.name} skipped: another sync is running`)
      wait = Math.min(wait, every)
    }
    return wait
  }

  function schedule(delay: number) {
    if (stopped) return
    timer = setTimeout(run, delay)
    timer.unref?.()
  }

  /** One look at a time: a second caller waits for the look under way. */
  async function look(): Promise<number> {
    let wait = config.youtubeSyncIntervalMinutes * MINUTE
    while (running) await running
    running = tick()
      .then((next) => {
        wait = next
      })
      .catch((error) => log.error('Scheduled YouTube sync failed', error))
      .finally(() => {
        running = undefined
      })
    await running
    return wait
  }

  async function run() {
    const wait = await look()
    schedule(Math.max(MIN_DELAY_MS, wait))
  }

  schedule(deps.firstDelayMs ?? FIRST_DELAY_MS)
  log.info(
    `YouTube sync scheduled: every ${config.youtubeSyncIntervalMinutes} minutes, every ${SUNDAY_SERVICE_WINDOW.everyMinutes} during the Sunday service`,
  )
  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      abort.abort()
      await running
    },
    async runNow() {
      await look()
    },
  }
}
