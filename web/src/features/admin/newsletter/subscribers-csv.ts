import { format, isValid } from 'date-fns'

/** What the CSV needs of a subscriber (the API row has more). */
export type CsvSubscriber = {
  email: string
  firstName: string
  lastName: string
  phone: string
  isActive: boolean
  createdAt: string | Date
}

export const CSV_HEADER = ['Email', 'First Name', 'Last Name', 'Phone', 'Status', 'Subscribed Date'] as const

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula,
 * so a subscriber who typed `=HYPERLINK(...)` as a name could attack whoever opens the file.
 * A leading apostrophe makes it text. OWASP "CSV Injection".
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell
}

/** RFC 4180: quote a cell holding a comma, a quote or a line break, doubling its quotes. */
export function quoteCell(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell
}

const csvCell = (value: string) => quoteCell(neutraliseFormula(value))

/** 'yyyy-MM-dd' in the church's local time; the raw value when it is not a date. */
function subscribedDate(at: string | Date): string {
  const date = new Date(at)
  return isValid(date) ? format(date, 'yyyy-MM-dd') : String(at)
}

/** The subscriber list for the church's mail tool: a header row, one line per subscriber, CRLF line ends. */
export function subscribersCsv(subscribers: readonly CsvSubscriber[]): string {
  const rows = subscribers.map((s) => [
    s.email,
    s.firstName,
    s.lastName,
    s.phone,
    s.isActive ? 'Active' : 'Inactive',
    subscribedDate(s.createdAt),
  ])
  return [[...CSV_HEADER], ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')
}

/** 'newsletter-subscribers-2026-05-03.csv' */
export const subscribersCsvFileName = (today: Date = new Date()) => `newsletter-subscribers-${format(today, 'yyyy-MM-dd')}.csv`
