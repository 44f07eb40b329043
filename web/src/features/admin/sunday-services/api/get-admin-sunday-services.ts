import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions } from '../../api/admin-query'
import { type PageRequest, usePagedList } from '../../api/paged-list'

/** GET /api/admin/sunday-services: one page of the Sunday services, newest first, with how many match. */
const fetchSundayServicesPage = (request: PageRequest) => unwrap(api.admin['sunday-services'].get({ query: request }))

export type AdminSundayService = Awaited<ReturnType<typeof fetchSundayServicesPage>>['items'][number]

/** The Sunday Services tab's list, a page at a time with its search. */
export const useSundayServicesPage = () => usePagedList('sunday-services', fetchSundayServicesPage)

/** How many Sunday services there are (the Overview). */
export const useSundayServicesCount = () =>
  useQuery(adminQueryOptions(['sunday-services', 'count'], () => fetchSundayServicesPage({ limit: 1, offset: 0 })))
