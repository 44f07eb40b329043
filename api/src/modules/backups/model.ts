import * as v from 'valibot'
import { requiredTime } from '../../lib/fields'

/** What a church keeps unless staff choose otherwise: the newest backup of each of 14 days and of 8 weeks. */
export const BACKUP_DEFAULTS = { time: '03:00', keepDaily: 14, keepWeekly: 8 } as const

const count = (label: string, min: number, max: number) =>
  v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(`${label} is required`), v.transform(Number))],
      `${label} must be a number`,
    ),
    v.number(`${label} must be a number`),
    v.integer(`${label} must be a whole number`),
    v.minValue(min, `${label} must be between ${min} and ${max}`),
    v.maxValue(max, `${label} must be between ${min} and ${max}`),
  )

/** The Backups section's settings (PUT /api/admin/backups/settings), shared with its form. */
export const BackupSettingsInput = v.object({
  /** The nightly backup's time on the church's clock. */
  time: requiredTime('Backup time is required'),
  keepDaily: count('Daily backups kept', 1, 60),
  keepWeekly: count('Weekly backups kept', 0, 52),
})

/** A kept backup's file name: `church-{UTC time}-{random}.tar.gz` (the random part keeps a bucket's copy unguessable). */
export const BACKUP_NAME = /^church-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-[0-9a-f]{32}\.tar\.gz$/

export const BackupNameParams = v.object({
  name: v.pipe(v.string(), v.regex(BACKUP_NAME, 'There is no such backup')),
})

/** The settings as saved (or the defaults). */
export const BackupSettings = v.object({ time: v.string(), keepDaily: v.number(), keepWeekly: v.number() })
export type BackupSettings = v.InferOutput<typeof BackupSettings>

/** One backup taken or tried; its times as ISO 8601. */
const BackupRecord = v.nullable(
  v.object({
    id: v.string(),
    trigger: v.picklist(['scheduled', 'manual', 'command']),
    /** 'catch-up': a scheduled one taken late (the server was off at the nightly time, or it was tried again). */
    kind: v.picklist(['scheduled', 'catch-up', 'manual', 'command']),
    status: v.picklist(['running', 'ok', 'failed']),
    startedAt: v.string(),
    finishedAt: v.nullable(v.string()),
    name: v.string(),
    sizeBytes: v.number(),
    error: v.string(),
    requestedBy: v.string(),
  }),
)

/** What the Backups section and the Overview's warning show. */
export const BackupStatus = v.object({
  settings: BackupSettings,
  timeZone: v.string(),
  storage: v.picklist(['folder', 'bucket']),
  where: v.string(),
  picturesIncluded: v.boolean(),
  running: BackupRecord,
  /** How far the running backup has got: its step, a percentage, and the tables read. */
  progress: v.nullable(
    v.object({
      step: v.picklist(['database', 'pictures', 'saving']),
      percent: v.number(),
      tablesDone: v.number(),
      tables: v.number(),
    }),
  ),
  last: BackupRecord,
  lastGood: BackupRecord,
  stale: v.boolean(),
  nextAt: v.string(),
  kept: v.array(v.object({ name: v.string(), createdAt: v.string(), sizeBytes: v.number() })),
  listError: v.string(),
  dataSize: v.object({ databaseBytes: v.number(), picturesBytes: v.nullable(v.number()), backupsBytes: v.number() }),
})

/** 'Back up now' begun: 202 with the backup's id. */
export const BackupStarted = v.object({ message: v.string(), id: v.string() })

/** The settings saved, as saved. */
export const BackupSettingsSaved = v.object({ message: v.string(), settings: BackupSettings })
