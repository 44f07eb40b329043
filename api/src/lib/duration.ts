/** Durations as staff write them ('1:05:23', '42:07', '90'), read for feeds and structured data. */

/** Seconds, or null when the text is not a duration. */
export function durationSeconds(duration: string): number | null {
  if (!/^\d+(:\d{1,2}){0,2}$/.test(duration.trim())) return null
  return duration
    .trim()
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0)
}

/** ISO 8601 ('1:05:23' → 'PT1H5M23S'), or undefined when the text is not a duration. */
export function isoDuration(duration: string): string | undefined {
  const total = durationSeconds(duration)
  if (total === null) return undefined
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`
}
