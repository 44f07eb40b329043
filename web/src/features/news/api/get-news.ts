import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'
import { refetchOnVisit } from '../../../lib/page-reads'

/** GET /api/news: one page of the live posts, newest first, and how many there are. */
export const fetchNews = (page: number | undefined, limit?: number) =>
  unwrap(api.news.get({ query: { ...(page && page > 1 && { page }), ...(limit && { limit }) } }))

/** A post on a list (/news, home's Latest news): its card's words, never its body. */
export type NewsCardItem = Awaited<ReturnType<typeof fetchNews>>['items'][number]

/** The /news list a page at a time; the previous cards stay on screen while the next page loads. */
export const newsQueryOptions = (page: number | undefined) =>
  queryOptions({
    queryKey: ['news', 'list', page ?? 1],
    queryFn: () => fetchNews(page),
    refetchOnMount: refetchOnVisit,
    placeholderData: keepPreviousData,
  })

export const useNews = (page: number | undefined) => useQuery(newsQueryOptions(page))
