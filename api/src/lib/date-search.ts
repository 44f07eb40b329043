/**
 * What a staff search means as a date: a span of days (`from` inclusive, `to` exclusive, both
 * 'YYYY-MM-DD'), or a month (and day) in any year. Null when the search does not read as a date.
 */
export type DateSearch = { from: string; to: string } | { month: number; day?: number }

/** Longer searches are not dates ('Wednesday, November 24th, 2024' is 30 characters). */
const LONGEST = 40
const FIRST_YEAR = 1800
const LAST_YEAR = 2999

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]

/** 1–12 for a month's name or its short form ('nov', 'sept'), else 0. */
function monthOf(word: string): number {
  const short = word === 'sept' ? 'sep' : word
  const i = MONTHS.indexOf(short)
  if (i >= 0) return i + 1
  return MONTH_NAMES.indexOf(word) + 1
}

/** A day of the month as written: '24', '24th', '1st'. */
const dayOf = (word: string) => {
  const m = /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(word)
  return m ? Number(m[1]) : 0
}
const yearOf = (word: string) => (/^\d{4}$/.test(word) && Number(word) >= FIRST_YEAR && Number(word) <= LAST_YEAR ? Number(word) : 0)

/** 'YYYY-MM-DD' of a calendar day (UTC arithmetic, so no time zone or summer time shifts it; 13 months roll over). */
const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10)
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate()
const year = (y: number): DateSearch => ({ from: iso(y, 1, 1), to: iso(y + 1, 1, 1) })
const month = (y: number, m: number): DateSearch => ({ from: iso(y, m, 1), to: iso(y, m + 1, 1) })
const validDay = (y: number, m: number, d: number) => m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m)
const day = (y: number, m: number, d: number): DateSearch | null =>
  validDay(y, m, d) ? { from: iso(y, m, d), to: iso(y, m, d + 1) } : null
/** A month and day in any year (2000 is a leap year, so 29 February passes). */
const yearless = (m: number, d?: number): DateSearch | null => (d === undefined || validDay(2000, m, d) ? { month: m, day: d } : null)

/**
 * Reads a search as people write a date, month or year: '2024', 'November 2024', 'Nov 2024',
 * '2024-11', '11/2024', '2024-11-24', '11/24/2024' and '11/24' (month first), 'Nov 24, 2024', '24 Nov 2024',
 * 'Nov 24th', '24 Nov' and 'November' (any year). Letter case, commas and full stops do not matter.
 * Pure, linear in the (bounded) search, and never throws: anything else is null.
 */
export function readDateSearch(search: string): DateSearch | null {
  if (typeof search !== 'string' || search.length > LONGEST) return null
  const text = search.trim().toLowerCase()
  if (!text) return null

  // Numbers only: 2024, 2024-11, 2024-11-24, 2024/11/24, 11/2024, 11/24/2024.
  const numeric = /^(\d{1,4})([-/.])(\d{1,2})(?:[-/.](\d{1,4}))?$/.exec(text)
  if (numeric) {
    const [, a, , b, c] = numeric
    if (yearOf(a)) {
      if (c !== undefined) return day(Number(a), Number(b), Number(c))
      return validDay(2000, Number(b), 1) ? month(Number(a), Number(b)) : null
    }
    if (a.length > 2) return null
    // Month first, as written in the United States: 11/24 (any year), 11/24/2024.
    if (c === undefined) return yearless(Number(a), Number(b))
    return yearOf(c) ? day(Number(c), Number(a), Number(b)) : null
  }
  const monthYear = /^(\d{1,2})[-/.](\d{4})$/.exec(text)
  if (monthYear) {
    const [, m, y] = monthYear
    return yearOf(y) && validDay(2000, Number(m), 1) ? month(Number(y), Number(m)) : null
  }
  if (yearOf(text)) return year(Number(text))

  // Words: a month's name with a day and/or a year, in either order.
  const words = text.split(/[\s,.]+/).filter(Boolean)
  if (words.length > 4) return null
  let m = 0
  let d = 0
  let y = 0
  for (const word of words) {
    if (!m && monthOf(word)) m = monthOf(word)
    else if (!y && yearOf(word)) y = yearOf(word)
    else if (!d && dayOf(word)) d = dayOf(word)
    else if (word === 'of') continue
    else return null
  }
  if (!m) return null
  if (y && d) return day(y, m, d)
  if (y) return month(y, m)
  return yearless(m, d || undefined)
}

/** Whether `date` ('YYYY-MM-DD') falls in what the search reads as (the unit tests' yardstick). */
export function dateFallsIn(date: string, span: DateSearch): boolean {
  if ('from' in span) return date >= span.from && date < span.to
  const [, mm, dd] = date.split('-').map(Number)
  return mm === span.month && (span.day === undefined || dd === span.day)
}
