import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { ApiError } from './api'

/**
 * A public page's reads, started by its route's loader. The server waits for them, so the page it
 * sends carries its content (and the browser is handed the same data, never fetching it again); in
 * the browser they start at once and the page renders straight away, each section with its own
 * loading line. A read that fails renders that section's own error words, on both sides.
 */
type Read = Parameters<QueryClient['prefetchQuery']>[0]

export async function readForPage(queryClient: QueryClient, reads: { queryKey: readonly unknown[] }[]) {
  // Each entry is a queryOptions(...) result; only its key's type differs from Query's widest one.
  const started = reads.map((options) => queryClient.prefetchQuery(options as Read))
  if (typeof window === 'undefined') await Promise.all(started)
}

/** Reads the server's page carried, not yet shown by the browser. */
const carriedByPage = new Set<string>()
let takingOver: (() => void) | undefined

/**
 * Before the browser takes over a server-rendered page (main.tsx): every read hydrated from the page
 * is noted, so the screens showing it on that page do not fetch it again. `pageTakenOver` ends that.
 */
export function noteCarriedReads(queryClient: QueryClient) {
  takingOver = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'added') carriedByPage.add(event.query.queryHash)
  })
}

/** Called when the visitor first leaves the page the server sent (main.tsx). */
export function pageTakenOver() {
  takingOver?.()
  takingOver = undefined
  carriedByPage.clear()
}

/**
 * `refetchOnMount` for the screens that read afresh on every visit: always, except the first showing
 * of what the server's page already carried (it was read for this very visit).
 */
export const refetchOnVisit = (query: { queryHash: string }): boolean | 'always' => (carriedByPage.has(query.queryHash) ? false : 'always')

/**
 * A record's page's reads (its loader): as readForPage, and on the server a record that is not
 * there (the API answered 404 or 422) makes the page a not-found page: the router answers 404 and renders
 * the route's notFoundComponent, the same page, which says what is missing. In the browser the
 * page says it as the read fails.
 */
export async function readRecordForPage(
  queryClient: QueryClient,
  record: { queryKey: readonly unknown[] },
  others: { queryKey: readonly unknown[] }[] = [],
) {
  await readForPage(queryClient, [record, ...others])
  if (typeof window !== 'undefined') return
  const { error } = queryClient.getQueryState(record.queryKey) ?? {}
  // 404: no such record; 422: the address names none (an id or a date that is no id or date).
  if (error instanceof ApiError && (error.status === 404 || error.status === 422)) throw notFound()
}
