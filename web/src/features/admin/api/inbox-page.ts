import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

/** The inbox shows 10 at a time, newest first (docs/product.md#messages-tab), then older ones on request. */
export const INBOX_PAGE_SIZE = 10

/** The next offset to ask for, or undefined once a page came back short (nothing older is left). */
export const nextInboxOffset = (lastPage: unknown[], pages: unknown[][]) =>
  lastPage.length < INBOX_PAGE_SIZE ? undefined : pages.length * INBOX_PAGE_SIZE

/**
 * The loaded pages as one list. A message arriving between two loads shifts the offsets by one,
 * so the same item can come back on the next page: keep its first (newest) copy.
 */
export function flattenInbox<T extends { id: string }>(pages: T[][] | undefined): T[] {
  const seen = new Set<string>()
  return (pages ?? []).flat().filter((item) => {
    if (seen.has(item.id)) return false
    seen.add(item.id)
    return true
  })
}

/** What one page of an inbox list asks for: ten from `offset`, of one status (none for 'all'). */
export type InboxQuery<F extends string> = { limit: number; offset: number; status?: Exclude<F, 'all'> }

/**
 * The hook of one inbox list (contact messages, visitor requests): one page of one status (or
 * 'all'), newest first; the page before stays on screen while the next loads; no retry. Every page
 * of every filter sits under `key`, so a status change refreshes them all. A list that must not stay
 * on the device (`keptOnDevice: false`) is left out of the offline dashboard's saved data.
 */
export function inboxPages<F extends string, T>(
  key: readonly string[],
  fetchPage: (query: InboxQuery<F>) => Promise<T[]>,
  { keptOnDevice = true }: { keptOnDevice?: boolean } = {},
) {
  return (filter: F, page: number) =>
    useQuery(
      queryOptions({
        queryKey: [...key, filter, page],
        queryFn: () =>
          fetchPage({
            limit: INBOX_PAGE_SIZE,
            offset: page * INBOX_PAGE_SIZE,
            ...(filter === 'all' ? {} : { status: filter as Exclude<F, 'all'> }),
          }),
        placeholderData: keepPreviousData,
        retry: false,
        // keptOnDevice false: never saved for the offline dashboard (prayer requests' words, decision 0053).
        meta: { admin: true, keptOnDevice },
      }),
    )
}
