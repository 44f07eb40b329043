import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions } from '../../api/admin-query'
import { type PageRequest, usePagedList } from '../../api/paged-list'

/** GET /api/admin/newsletters: one page of subscribers, newest first, with how many match. */
export const fetchSubscribersPage = (request: PageRequest) => unwrap(api.admin.newsletters.get({ query: request }))
export type Subscriber = Awaited<ReturnType<typeof fetchSubscribersPage>>['items'][number]

/** The Newsletter tab's list, a page at a time with its search. */
export const useSubscribersPage = () => usePagedList('newsletters', fetchSubscribersPage)

/**
 * GET /api/admin/newsletter/counts: active subscribers (the ones a newsletter goes to), all of them,
 * and those awaiting confirmation, counted by the server. Overview and the Newsletter tab both say
 * 'subscribers' for the active ones, with the total beside.
 */
export const useSubscriberCounts = () =>
  useQuery(adminQueryOptions(['newsletters', 'counts'], () => unwrap(api.admin.newsletter.counts.get())))

/** Every subscriber for the CSV, read a page at a time. */
export async function fetchAllSubscribers(): Promise<Subscriber[]> {
  const all: Subscriber[] = []
  for (;;) {
    const page = await fetchSubscribersPage({ limit: 100, offset: all.length })
    all.push(...page.items)
    if (page.items.length < 100 || all.length >= page.total) return all
  }
}
