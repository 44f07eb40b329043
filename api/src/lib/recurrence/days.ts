/**
 * Calendar arithmetic on day numbers (days since 1970-01-01) in the proleptic Gregorian calendar,
 * without Date objects: what the recurrence engine counts, steps and compares dates in.
 */

/** Day number of a proleptic Gregorian date (month 1-12). */
export function dayNumber(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y
  const era = Math.floor(yy / 400)
  const yoe = yy - era * 400
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146097 + doe - 719468
}

/** The year, month (1-12) and day of a day number: dayNumber undone. */
export function civil(n: number): [number, number, number] {
  const z = n + 719468
  const era = Math.floor(z / 146097)
  const doe = z - era * 146097
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365)
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1
  const m = mp < 10 ? mp + 3 : mp - 9
  return [m <= 2 ? era * 400 + yoe + 1 : era * 400 + yoe, m, d]
}

/** Whether year y has a Feb 29. */
export const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
/** How many days month m (1-12) of year y has. */
export const monthLength = (y: number, m: number) =>
  m === 2 ? (isLeap(y) ? 29 : 28) : [31, 0, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]
/** 0 (Sunday) to 6; 1970-01-01 was a Thursday. */
export const weekdayOf = (n: number) => (((n + 4) % 7) + 7) % 7
const pad = (value: number, size = 2) => String(value).padStart(size, '0')

/** The day number of a 'YYYY-MM-DD' date, or null when it is not one the calendar has. */
export function readDate(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (m < 1 || m > 12 || d < 1 || d > monthLength(y, m)) return null
  return dayNumber(y, m, d)
}

/** A day number as 'YYYY-MM-DD'. */
export function formatDay(n: number): string {
  const [y, m, d] = civil(n)
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`
}
