import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'
import { refetchOnVisit } from '../../../lib/page-reads'

const HOME_SERMON_COUNT = 3

/** The newest sermons for the home page, refetched on every mount. */
export const recentSermonsQueryOptions = () =>
  queryOptions({
    queryKey: ['sermons', { limit: HOME_SERMON_COUNT }],
    queryFn: () => unwrap(api.sermons.get({ query: { limit: HOME_SERMON_COUNT } })),
    // The list answers a page ({ items, total }); home shows the cards.
    select: (page) => page.items,
    refetchOnMount: refetchOnVisit,
  })

export const useRecentSermons = () => useQuery(recentSermonsQueryOptions())
