import type { BackupStatus } from './api/get-backups'

/** '1.4 MB': sizes as a person reads them (1 MB = 1,000,000 bytes, as disks are sold). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`
  const units = ['KB', 'MB', 'GB', 'TB']
  let value = bytes / 1000
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit++
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`
}

/** Instants are written as every dashboard tab writes them. */
export { formatInstant } from '../instant'

/** '2 days ago', '5 hours ago': how long since an instant, roughly. */
export function timeSince(iso: string, now = new Date()): string {
  const hours = Math.floor((now.getTime() - new Date(iso).getTime()) / 3_600_000)
  if (hours < 1) return 'less than an hour ago'
  if (hours < 48) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`
  return `${Math.floor(hours / 24)} days ago`
}

/** How far a backup has got, as the server counts it. */
type BackupProgress = NonNullable<BackupStatus['progress']>

/** 'Backing up… 40%: the content, 12 of 20 parts read': the running backup in words; without progress, just that it runs. */
export function progressWords(progress: BackupProgress | null): string {
  if (!progress) return 'Backing up…'
  const percent = `Backing up… ${Math.min(99, Math.max(0, Math.floor(progress.percent)))}%`
  switch (progress.step) {
    case 'database':
      return `${percent}: the content, ${progress.tablesDone} of ${progress.tables} parts read`
    case 'pictures':
      return `${percent}: the pictures`
    case 'saving':
      return `${percent}: saving the copy`
  }
}
