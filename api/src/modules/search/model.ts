import * as v from 'valibot'
import { optionalText } from '../../lib/fields'

/** The kinds of record the site search finds, in the order a tie is settled. */
export const SEARCH_KINDS = ['page', 'sermon', 'event', 'news', 'service'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** How many results a page of the search shows, and how many pages it reaches. */
export const SEARCH_PAGE_SIZE = 10
export const SEARCH_PAGES = 50

/** GET /api/search: the words searched, and the page after the first. */
export const SearchQuery = v.object({
  q: optionalText(200, 'Search'),
  page: v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform(Number),
      v.integer('Page must be a whole number'),
      v.minValue(1, 'Page must be at least 1'),
      v.maxValue(SEARCH_PAGES, `The search shows its first ${SEARCH_PAGES} pages`),
    ),
  ),
})
export type SearchQuery = v.InferOutput<typeof SearchQuery>

/** One thing found: what it is, its title and address, its date ('YYYY-MM-DD', none for a page) and a line of its words. */
export const SearchResult = v.object({
  kind: v.picklist(SEARCH_KINDS),
  id: v.string(),
  title: v.string(),
  href: v.string(),
  date: v.nullable(v.string()),
  summary: v.string(),
})
export type SearchResult = v.InferOutput<typeof SearchResult>

/** A page of results, best first, with how many were found in all. */
export const SearchAnswer = v.object({
  q: v.string(),
  page: v.number(),
  total: v.number(),
  pages: v.number(),
  results: v.array(SearchResult),
})
export type SearchAnswer = v.InferOutput<typeof SearchAnswer>
