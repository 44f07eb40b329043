import type { QueryClient } from '@tanstack/react-query'

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
