import { oneOf, searchReader, urlText } from '../../lib/search-params'

export const SERVICE_TYPES = { all: 'All Services', live: 'Live Now', recorded: 'Recorded' } as const
export const SERVICE_SORTS = { date: 'Date (Newest First)', title: 'Title (A-Z)', duration: 'Duration' } as const
export type ServiceType = keyof typeof SERVICE_TYPES
export type ServiceSort = keyof typeof SERVICE_SORTS

const keys = <T extends object>(labels: T) => Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]]

/**
 * The live-stream list's view as it lives in the URL: search text, type filter and sort.
 * Unknown values are dropped (the defaults apply), so any shared link opens.
 */
export type ServiceView = { search?: string; type?: ServiceType; sort?: ServiceSort }
export const readServiceView = searchReader<ServiceView>({
  search: urlText,
  type: oneOf(keys(SERVICE_TYPES)),
  sort: oneOf(keys(SERVICE_SORTS)),
})

type Service = { title: string; description: string; date: string; duration: string; isLive: boolean }

/**
 * docs/product.md#live-streams: search is case-insensitive over title and description; 'Live Now' keeps live
 * services, 'Recorded' the others; sort by date newest first, title A to Z, or duration as a
 * descending text comparison of the duration string (so '58:00' sorts above '1:05:00').
 */
export function filterServices<T extends Service>(services: readonly T[], view: ServiceView): T[] {
  const term = view.search?.trim().toLowerCase() ?? ''
  const type = view.type ?? 'all'
  const shown = services.filter(
    (service) =>
      (type === 'all' || (type === 'live') === service.isLive) &&
      (!term || service.title.toLowerCase().includes(term) || service.description.toLowerCase().includes(term)),
  )
  switch (view.sort ?? 'date') {
    case 'title':
      return shown.sort((a, b) => a.title.localeCompare(b.title, 'en'))
    case 'duration':
      return shown.sort((a, b) => b.duration.localeCompare(a.duration, 'en'))
    default:
      return shown.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
  }
}

/** 'N service(s) found', with ` for "term"` when searching (docs/product.md#live-streams). */
export function serviceCountLine(count: number, search: string | undefined): string {
  const term = search?.trim() ?? ''
  return `${count} service(s) found${term ? ` for "${term}"` : ''}`
}
