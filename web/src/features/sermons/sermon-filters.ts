import { searchReader, urlText, wholeNumber } from '../../lib/search-params'

/**
 * True for a real calendar date written YYYY-MM-DD: the API's isCalendarDate (api/src/lib/fields.ts),
 * written again here because that module brings valibot with it (search-params.test.ts keeps the two
 * the same).
 */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
}

const searchDate = (value: unknown) => (typeof value === 'string' && isCalendarDate(value) ? value : undefined)

/**
 * The sermon list's filters and page as they live in the URL. A
 * missing value means no filter (or the first page); an unknown or invalid one is dropped, so any
 * shared link still opens.
 */
export type SermonFilters = {
  search?: string
  /** A passage ('John 3'): the sermons on verses of it (a sermon page's and a book page's links). */
  passage?: string
  speaker?: string
  series?: string
  startDate?: string
  endDate?: string
  page?: number
}
export const readSermonFilters = searchReader<SermonFilters>({
  search: urlText,
  passage: urlText,
  speaker: urlText,
  series: urlText,
  startDate: searchDate,
  endDate: searchDate,
  // A page after the first (the first is the list without one), as the server allows it: up to 10,000.
  page: wholeNumber(2, 10_000),
})

export const FILTER_KEYS = ['search', 'passage', 'speaker', 'series', 'startDate', 'endDate'] as const

/** The filters worth sending to the server: empty ones left out (empty means no filter). */
export function activeFilters(filters: SermonFilters): SermonFilters {
  const active: SermonFilters = {}
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim()
    if (value) active[key] = value
  }
  return active
}

export const hasActiveFilters = (filters: SermonFilters) => Object.keys(activeFilters(filters)).length > 0

/** What GET /api/sermons is asked: the active filters and, after the first, the page. */
export const sermonListQuery = (filters: SermonFilters) => ({
  ...activeFilters(filters),
  ...(filters.page ? { page: filters.page } : {}),
})

/** Options for a dropdown, keeping the chosen value even when no loaded sermon has it (a shared link). */
export const withChosen = (options: string[], chosen: string | undefined) =>
  chosen && !options.includes(chosen) ? [chosen, ...options] : options
