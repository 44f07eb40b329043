import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions } from '../../api/admin-query'
import { type PageRequest, usePagedList } from '../../api/paged-list'

/** GET /api/admin/sermons: one page of whole sermons, newest first, with how many match. */
const fetchSermonsPage = (request: PageRequest) => unwrap(api.admin.sermons.get({ query: request }))

export type AdminSermon = Awaited<ReturnType<typeof fetchSermonsPage>>['items'][number]

/** The Sermons tab's list, a page at a time with its search. */
export const useSermonsPage = () => usePagedList('sermons', fetchSermonsPage)

/** The newest few and how many there are in all (the Overview). */
export const useNewestSermons = (limit: number) =>
  useQuery(adminQueryOptions(['sermons', 'newest', limit], () => fetchSermonsPage({ limit, offset: 0 })))
