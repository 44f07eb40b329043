import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'
import { refetchOnVisit } from '../../../lib/page-reads'

const HOME_NEWS_COUNT = 3

/**
 * Home's Latest news: the three newest posts (GET /api/news?limit=3), refetched on every mount. Its
 * own file, apart from the /news list's reads, so home's first load carries only this (web/first-load.budget.ts).
 */
export const latestNewsQueryOptions = () =>
  queryOptions({
    queryKey: ['news', { limit: HOME_NEWS_COUNT }],
    queryFn: () => unwrap(api.news.get({ query: { limit: HOME_NEWS_COUNT } })),
    select: (page) => page.items,
    refetchOnMount: refetchOnVisit,
  })

export const useLatestNews = () => useQuery(latestNewsQueryOptions())
