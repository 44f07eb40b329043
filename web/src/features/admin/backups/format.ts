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
