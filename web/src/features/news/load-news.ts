import type { QueryClient } from '@tanstack/react-query'
import { readForPage } from '../../lib/page-reads'
import { newsQueryOptions } from './api/get-news'

/** The /news route's loader (loaded when first asked): a page of the posts, which the server waits for. */
export const loadNews = (queryClient: QueryClient, page: number | undefined) => readForPage(queryClient, [newsQueryOptions(page)])
