import { isCalendarDate } from '@church/api/lib/fields'
import * as v from 'valibot'
import { urlText } from '../../lib/search-params'

const searchDate = v.fallback(v.optional(v.pipe(v.string(), v.check(isCalendarDate))), undefined)

/**
 * The sermon list's filters as they live in the URL (SPEC §3 sermon search state). A missing
 * value means no filter; an unknown or invalid one is dropped, so any shared link still opens.
 */
export const SermonFilters = v.object({
  search: urlText,
  speaker: urlText,
  series: urlText,
  startDate: searchDate,
  endDate: searchDate,
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

/** The speaker and series dropdown options: the distinct non-empty values among the sermons, A to Z. */
export function sermonChoices(sermons: readonly { speaker: string; series: string }[]) {
  const distinct = (values: string[]) =>
    [...new Set(values.map((value) => value.trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b, 'en'))
  return {
    speakers: distinct(sermons.map((sermon) => sermon.speaker)),
    series: distinct(sermons.map((sermon) => sermon.series)),
  }
}

/** Options for a dropdown, keeping the chosen value even when no loaded sermon has it (a shared link). */
export const withChosen = (options: string[], chosen: string | undefined) =>
  chosen && !options.includes(chosen) ? [chosen, ...options] : options
