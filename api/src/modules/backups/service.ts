import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { and, desc, eq, gte, type SQL, sql } from 'drizzle-orm'
import type { Config } from '../../config'
import { rowsOf } from '../../db/bulk'
import { checkpointLog, type Database } from '../../db/client'
import { backupSettings, backups } from '../../db/schema'
import { todayIn, zonedInstant } from '../../lib/dates'
import type { Logger } from '../../lib/log'
import { type BackupProgress, picturesNamedBy, wholeArchive, writeBackupArchive } from './archive'
import { BACKUP_DEFAULTS, type BackupSettings } from './model'
import { backupsToRemove } from './retention'
import { type BackupStore, backupName, backupStoreFor } from './store'

/** The lock one instance holds while it takes a backup (several instances on one PostgreSQL). */
const LOCK = 'church-site-backup'
const HOUR_MS = 60 * 60 * 1000
/** Overview warns when the last good backup is older than this. */
export const STALE_AFTER_MS = 36 * HOUR_MS
/** A nightly backup that failed is tried again this long after, until the next night's. */
const RETRY_AFTER_MS = HOUR_MS

export type BackupTrigger = 'scheduled' | 'manual' | 'command'
export type BackupRow = typeof backups.$inferSelect

const addDays = (date: string, days: number) => {
  const day = new Date(`${date}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

/** The latest moment at or before `at` that the nightly backup was due ('HH:MM' on the church's clock). */
export function latestSlot(time: string, timeZone: string, at: Date): Date {
  const today = todayIn(timeZone, at)
  const slot = zonedInstant(timeZone, today, time)
  return slot.getTime() <= at.getTime() ? slot : zonedInstant(timeZone, addDays(today, -1), time)
}

/** The next moment after `at` the nightly backup is due. */
export function nextSlot(time: string, timeZone: string, at: Date): Date {
  const today = todayIn(timeZone, at)
  const slot = zonedInstant(timeZone, today, time)
  return slot.getTime() > at.getTime() ? slot : zonedInstant(timeZone, addDays(today, 1), time)
}

/**
 * How a backup came to be taken, as the Backups section names it: at its nightly time, late to catch up
 * (the server was off at that time, a new site's first, or a failed one tried again), by 'Back up now',
 * or on the server with `bun run db:backup`.
 */
export type BackupKind = 'scheduled' | 'catch-up' | 'manual' | 'command'
/** The schedule checks once a minute: a scheduled backup begun later than this after its time was a catch-up. */
const CATCH_UP_AFTER_MS = 10 * 60 * 1000

export function backupKind(trigger: BackupTrigger, startedAt: Date, time: string, timeZone: string): BackupKind {
  if (trigger !== 'scheduled') return trigger
  const late = startedAt.getTime() - latestSlot(time, timeZone, startedAt).getTime()
  return late > CATCH_UP_AFTER_MS ? 'catch-up' : 'scheduled'
}

/** Why a backup failed, in words staff (or whoever runs the server) can act on. */
export function failureReason(error: unknown, store: BackupStore): string {
  const code = (error as NodeJS.ErrnoException)?.code
  const where = store.where
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return `The backup folder ${where} cannot be written (permission denied). Whoever runs the server must let the site's account write there.`
    case 'EEXIST':
    case 'ENOTDIR':
      return `The backup folder ${where} cannot be used: something that is not a folder is in its place.`
    case 'ENOSPC':
      return `The disk is full: there was no room for the backup in ${where}.`
    case 'EROFS':
      return `The backup folder ${where} is on a read-only disk.`
  }
  const message = error instanceof Error ? error.message : String(error)
  return store.kind === 'bucket' ? `The bucket did not take the backup: ${message}` : `The backup could not be written: ${message}`
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const info = await stat(join(entry.parentPath, entry.name)).catch(() => null)
    total += info?.size ?? 0
  }
  return total
}

type StartResult = { started: true; id: string; done: Promise<BackupRow> } | { started: false }

/**
 * The server's backups: taken one at a time (across instances too), each recorded with its result
 * in `backups`, kept in DATA_DIR/backups or the bucket, and thinned by retention after each good one.
 */
export function createBackups(deps: { config: Config; database: Database; log: Logger; now?: () => Date; store?: BackupStore }) {
  const { config, database, log } = deps
  const db = database.db
  const store = deps.store ?? backupStoreFor(config)
  const now = () => deps.now?.() ?? new Date()
  const inFlight = new Set<Promise<unknown>>()
  /** How far the backup this instance is taking has got (the Backups tab's 'Backing up… 40%'). */
  let progress: { id: string; at: BackupProgress } | undefined

  async function getSettings(): Promise<BackupSettings> {
    const [row] = await db.select().from(backupSettings).where(eq(backupSettings.id, 1))
    return row ? { time: row.time, keepDaily: row.keepDaily, keepWeekly: row.keepWeekly } : { ...BACKUP_DEFAULTS }
  }

  async function saveSettings(input: BackupSettings): Promise<BackupSettings> {
    await db
      .insert(backupSettings)
      .values({ id: 1, ...input })
      .onConflictDoUpdate({ target: backupSettings.id, set: { ...input, updatedAt: new Date() } })
    return getSettings()
  }

  /** Only while holding the lock: a backup still 'running' belongs to a server that stopped during it. */
  async function failAbandoned() {
    await db
      .update(backups)
      .set({ status: 'failed', finishedAt: now(), error: 'The server stopped before this backup was finished.' })
      .where(eq(backups.status, 'running'))
  }

  /** Whether tonight's backup (the latest slot's) is still to be taken, or a failed one to be tried again. */
  async function isDue(at = now()): Promise<boolean> {
    const { time } = await getSettings()
    const since = latestSlot(time, config.timezone, at)
    const tries = await db
      .select()
      .from(backups)
      .where(and(eq(backups.trigger, 'scheduled'), gte(backups.startedAt, since)))
      .orderBy(desc(backups.startedAt))
    if (tries.length === 0) return true
    if (tries.some((t) => t.status !== 'failed')) return false
    return at.getTime() - tries[0].startedAt.getTime() >= RETRY_AFTER_MS
  }

  async function applyRetention() {
    const settings = await getSettings()
    const remove = backupsToRemove(await store.list(), settings, config.timezone, now())
    for (const backup of remove) await store.remove(backup.name)
    if (remove.length > 0) log.info(`Backups: removed ${remove.length} older backup(s) (retention)`)
    await sweepPictures()
  }

  /**
   * Removes the stored pictures no kept backup names. Runs under the lock, after a good backup, so
   * no backup is storing pictures meanwhile; a kept archive that cannot be read keeps them all.
   */
  async function sweepPictures() {
    const { pictures, pathOf } = store
    if (!pictures || !pathOf) return
    const named = new Set<string>()
    for (const backup of await store.list()) {
      for (const entry of await picturesNamedBy(pathOf(backup.name))) named.add(entry.sha256)
    }
    const unused = (await pictures.list()).filter((hash) => !named.has(hash))
    for (const hash of unused) await pictures.remove(hash)
    if (unused.length > 0) log.info(`Backups: removed ${unused.length} picture(s) no kept backup names`)
  }

  /** Takes the backup recorded as `record`; never throws: a failure is recorded with its reason. */
  async function take(record: BackupRow): Promise<BackupRow> {
    const name = backupName(record.startedAt)
    let partial: string | undefined
    let result: Partial<BackupRow>
    try {
      partial = await store.prepare(name)
      const written = await writeBackupArchive({
        db,
        uploadsDir: config.s3 ? undefined : config.uploadsDir,
        pictures: store.pictures,
        target: partial,
        onProgress: (at) => {
          progress = { id: record.id, at }
        },
      })
      const sizeBytes = await store.keep(name, partial)
      partial = undefined
      result = { status: 'ok', name, sizeBytes, finishedAt: now() }
      log.info(
        `Backup ${name} written to ${store.where} (${written.rows} rows${written.withUploads ? `, with ${written.pictures || 'the'} pictures` : ''}, ${sizeBytes} bytes)`,
      )
    } catch (error) {
      result = { status: 'failed', error: failureReason(error, store), finishedAt: now() }
      log.warn(`Backup failed: ${result.error}`, error)
      if (partial) await store.discard(partial).catch(() => {})
    } finally {
      progress = undefined
    }
    const [saved] = await db.update(backups).set(result).where(eq(backups.id, record.id)).returning()
    if (saved.status === 'ok') await applyRetention().catch((error) => log.warn(`Backups: retention failed: ${(error as Error).message}`))
    // The night's quiet moment to fold PGlite's write-ahead log into the data (db/client.ts).
    await checkpointLog(db).catch((error) => log.warn(`Backups: the checkpoint failed: ${(error as Error).message}`))
    return saved
  }

  /**
   * Starts a backup unless one is being taken (here or on another instance) or `onlyIf` says no;
   * answers as soon as it is recorded, with `done` for its end.
   */
  function start(trigger: BackupTrigger, opts: { requestedBy?: string; onlyIf?: () => Promise<boolean> } = {}): Promise<StartResult> {
    return new Promise<StartResult>((resolve, reject) => {
      let record: BackupRow | undefined
      const work = database.withExclusiveLock(LOCK, async () => {
        await failAbandoned()
        if (opts.onlyIf && !(await opts.onlyIf())) return
        ;[record] = await db
          .insert(backups)
          .values({ trigger, startedAt: now(), requestedBy: opts.requestedBy ?? '' })
          .returning()
        // `done` ends once the lock is free again, so the next backup can start at once.
        const started = record
        const done = work.then(
          (result) => (result.acquired && result.value ? result.value : started),
          () => ({ ...started, status: 'failed', error: 'The backup could not be recorded.' }),
        )
        resolve({ started: true, id: record.id, done })
        return take(record)
      })
      inFlight.add(work)
      work
        .then(
          () => {
            if (!record) resolve({ started: false })
          },
          (error) => {
            if (!record) reject(error)
            else log.error('Backup: recording its result failed', error)
          },
        )
        .finally(() => inFlight.delete(work))
    })
  }

  /** Takes a backup now, waiting up to `waitMs` for one under way to end first; null if it never did. */
  async function takeWhenFree(trigger: BackupTrigger, waitMs: number): Promise<BackupRow | null> {
    const deadline = Date.now() + waitMs
    for (;;) {
      const run = await start(trigger)
      if (run.started) return run.done
      if (Date.now() >= deadline) return null
      await Bun.sleep(500)
    }
  }

  /** The nightly check: takes tonight's backup if it is due and no other instance is taking one. */
  async function runIfDue(): Promise<BackupRow | null> {
    const run = await start('scheduled', { onlyIf: () => isDue() })
    return run.started ? run.done : null
  }

  const recordOut = (r: BackupRow | undefined, settings: BackupSettings) =>
    r
      ? {
          id: r.id,
          trigger: r.trigger as BackupTrigger,
          kind: backupKind(r.trigger as BackupTrigger, r.startedAt, settings.time, config.timezone),
          status: r.status as 'running' | 'ok' | 'failed',
          startedAt: r.startedAt.toISOString(),
          finishedAt: r.finishedAt?.toISOString() ?? null,
          name: r.name,
          sizeBytes: r.sizeBytes,
          error: r.error,
          requestedBy: r.requestedBy,
        }
      : null

  /** What the Backups section and the Overview's warning show. */
  async function status() {
    const at = now()
    const settings = await getSettings()
    const newest = (where: SQL) => db.select().from(backups).where(where).orderBy(desc(backups.startedAt)).limit(1)
    // One after another, the running one first: a backup that ends between the reads is then seen as done
    // (and not as running too). Read at once, on PostgreSQL's several connections, the reads could see it
    // neither running nor done, and the section would say no backup was ever taken.
    const [runningThen] = await newest(eq(backups.status, 'running'))
    const [last] = await newest(sql`${backups.status} <> 'running'`)
    const [lastGood] = await newest(eq(backups.status, 'ok'))
    const running = runningThen && runningThen.id !== last?.id ? runningThen : undefined
    let kept: { name: string; createdAt: string; sizeBytes: number }[] = []
    let listError = ''
    try {
      kept = (await store.list()).map((b) => ({ name: b.name, createdAt: b.createdAt.toISOString(), sizeBytes: b.sizeBytes }))
    } catch (error) {
      listError = failureReason(error, store)
    }
    const goodAt = lastGood?.finishedAt ?? lastGood?.startedAt
    const [database] = rowsOf<{ bytes: string | number }>(await db.execute(sql`select pg_database_size(current_database()) as bytes`))
    return {
      settings,
      timeZone: config.timezone,
      storage: store.kind,
      where: store.where,
      /** Pictures in the bucket stay there and are not in the archive. */
      picturesIncluded: !config.s3,
      running: recordOut(running, settings),
      /** Known on the instance taking it; another instance (PostgreSQL) shows the backup without it. */
      progress: running && progress?.id === running.id ? progress.at : null,
      last: recordOut(last, settings),
      lastGood: recordOut(lastGood, settings),
      stale: !goodAt || at.getTime() - goodAt.getTime() > STALE_AFTER_MS,
      nextAt: nextSlot(settings.time, config.timezone, at).toISOString(),
      kept,
      listError,
      dataSize: {
        databaseBytes: Number(database?.bytes ?? 0),
        picturesBytes: config.s3 ? null : await folderBytes(config.uploadsDir),
        // The archives and the pictures they name, kept once beside them.
        backupsBytes: kept.reduce((sum, b) => sum + b.sizeBytes, 0) + (store.pictures ? await folderBytes(store.pictures.dir) : 0),
      },
    }
  }

  return {
    store,
    getSettings,
    saveSettings,
    start,
    takeWhenFree,
    runIfDue,
    isDue,
    status,
    /**
     * A kept backup's bytes, for the download and `db:backup`'s copy: whole, with the pictures it
     * names (so it restores anywhere on its own); its size only when sent as kept.
     */
    open: async (name: string): Promise<{ body: ReadableStream<Uint8Array> | Blob; size: number | null } | null> => {
      const kept = await store.open(name)
      if (!kept || !store.pictures || !store.pathOf) return kept
      const whole = await wholeArchive(store.pathOf(name), store.pictures)
      return whole ? { body: whole, size: null } : kept
    },
    /** Waits for a backup under way (the server's stop). */
    idle: async () => {
      await Promise.allSettled([...inFlight])
    },
  }
}

export type Backups = ReturnType<typeof createBackups>
