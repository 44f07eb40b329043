import type { QueryClient } from '@tanstack/react-query'
import { readForPage } from '../../lib/page-reads'
import { searchQueryOptions } from './api/get-search'

/** The /search route's loader (loaded when first asked): the page of results, which the server waits for. */
export const loadSearch = (queryClient: QueryClient, q: string | undefined, page: number | undefined) =>
  q?.trim() ? readForPage(queryClient, [searchQueryOptions(q.trim(), page)]) : undefined
