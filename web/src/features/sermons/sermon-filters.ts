import { isCalendarDate } from '@church/api/lib/fields'
import * as v from 'valibot'
import { urlText } from '../../lib/search-params'

const searchDate = v.fallback(v.optional(v.pipe(v.string(), v.check(isCalendarDate))), undefined)
/** A page after the first (the first is the list without one), as the server allows it: up to 10,000. */
const searchPage = v.fallback(
  v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer(), v.minValue(2), v.maxValue(10_000))),
  undefined,
)

/**
 * The sermon list's filters and page as they live in the URL. A
 * missing value means no filter (or the first page); an unknown or invalid one is dropped, so any
 * shared link still opens.
 */
export const SermonFilters = v.object({
  search: urlText,
  speaker: urlText,
  series: urlText,
  startDate: searchDate,
  endDate: searchDate,
  page: searchPage,
})
export type SermonFilters = v.InferOutput<typeof SermonFilters>

export const FILTER_KEYS = ['search', 'speaker', 'series', 'startDate', 'endDate'] as const

/** The filters worth sending to the server: empty ones left out (SPEC: empty means no filter). */
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

/**
 * The page numbers to offer around `page` of `pages`: the first, the last, and the current one with
 * its neighbours; 'gap' where numbers are left out. Short enough for a phone's width.
 */
export function pageNumbers(page: number, pages: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b)
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1] > 1 ? ['gap' as const, n] : [n]))
}

/** Options for a dropdown, keeping the chosen value even when no loaded sermon has it (a shared link). */
export const withChosen = (options: string[], chosen: string | undefined) =>
  chosen && !options.includes(chosen) ? [chosen, ...options] : options
