import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions } from '../../api/admin-query'
import { type PageRequest, usePagedList } from '../../api/paged-list'

/** What the Activity tab filters by: a person's id, a kind of change, and church days (YYYY-MM-DD); '' for any. */
export type ActivityFilters = { person: string; kind: string; from: string; to: string }
export const NO_FILTERS: ActivityFilters = { person: '', kind: '', from: '', to: '' }

const fetchActivity =
  (filters: ActivityFilters) =>
  async ({ limit, offset }: PageRequest) => {
    const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''))
    return unwrap(api.admin.activity.get({ query: { limit, offset, ...query } }))
  }
type ActivityPage = Awaited<ReturnType<ReturnType<typeof fetchActivity>>>
export type ActivityLine = ActivityPage['items'][number]

/**
 * GET /api/admin/activity: the log a page at a time, newest first, as `filters` ask (each set of
 * filters is its own list in the cache). What the caller may see is decided by the server.
 */
export const useActivityPage = (filters: ActivityFilters) => usePagedList(`activity:${JSON.stringify(filters)}`, fetchActivity(filters))

/** The church's time zone, and whether the list holds everything (an admin) or the content's changes (an editor). */
export const activityFacts = (list: ReturnType<typeof useActivityPage>) => {
  const data = list.query.data as ActivityPage | undefined
  return data ? { timeZone: data.timeZone, everything: data.everything } : undefined
}

/** GET /api/admin/activity/people: the accounts to filter the log by. */
export const useActivityPeople = () => useQuery(adminQueryOptions(['activity', 'people'], () => unwrap(api.admin.activity.people.get())))
