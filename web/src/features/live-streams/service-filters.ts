import type { SERVICE_SORTS as SORTS, SERVICE_TYPES as TYPES } from '@church/api/models/live-streams'
import { oneOf, searchReader, urlText, wholeNumber } from '../../lib/search-params'

export type ServiceType = (typeof TYPES)[number]
export type ServiceSort = (typeof SORTS)[number]
export const SERVICE_TYPES: Record<ServiceType, string> = { all: 'All Services', live: 'Live Now', recorded: 'Recorded' }
export const SERVICE_SORTS: Record<ServiceSort, string> = { date: 'Date (Newest First)', title: 'Title (A-Z)', duration: 'Duration' }

const keys = <T extends object>(labels: T) => Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]]

/**
 * The live-stream list's view as it lives in the URL: search text, type filter, sort and page (after
 * the first). Unknown values are dropped (the defaults apply), so any shared link opens.
 */
export type ServiceView = { search?: string; type?: ServiceType; sort?: ServiceSort; page?: number }
export const readServiceView = searchReader<ServiceView>({
  search: urlText,
  type: oneOf(keys(SERVICE_TYPES)),
  sort: oneOf(keys(SERVICE_SORTS)),
  page: wholeNumber(2, 10_000),
})

/** What GET /api/live-streams is asked: the view without its defaults and empty search, and the page after the first. */
export function serviceListQuery(view: ServiceView) {
  const search = view.search?.trim()
  return {
    ...(search ? { search } : {}),
    ...(view.type && view.type !== 'all' ? { type: view.type } : {}),
    ...(view.sort && view.sort !== 'date' ? { sort: view.sort } : {}),
    ...(view.page ? { page: view.page } : {}),
  }
}

/** 'N service(s) found', with ` for "term"` when searching (docs/product.md#live-streams). */
export function serviceCountLine(count: number, search: string | undefined): string {
  const term = search?.trim() ?? ''
  return `${count} service(s) found${term ? ` for "${term}"` : ''}`
}
