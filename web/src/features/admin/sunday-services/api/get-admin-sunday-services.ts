import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions } from '../../api/admin-query'
import { type PageRequest, usePagedList } from '../../api/paged-list'
import type { PublicationFilter } from '../../components/publish-fields'

/**
 * GET /api/admin/sunday-services: one page of the Sunday services, newest first, with how many match;
 * `state` keeps only drafts, submitted, scheduled or published ones (decision 0042). A contributor
 * reads their own.
 */
const fetchSundayServicesPage = (request: PageRequest & { state?: PublicationFilter }) =>
  unwrap(api.admin['sunday-services'].get({ query: request }))

export type AdminSundayService = Awaited<ReturnType<typeof fetchSundayServicesPage>>['items'][number]

/** The Sunday Services tab's list, a page at a time with its search, of the services standing as `state` says. */
export const useSundayServicesPage = (state: PublicationFilter = '') =>
  usePagedList(state ? `sunday-services-${state}` : 'sunday-services', (request) =>
    fetchSundayServicesPage({ ...request, ...(state && { state }) }),
  )

/** How many Sunday services there are (the Overview). */
export const useSundayServicesCount = () =>
  useQuery(adminQueryOptions(['sunday-services', 'count'], () => fetchSundayServicesPage({ limit: 1, offset: 0 })))

/** Sunday services submitted for review, newest first (the Overview's 'Waiting for review', for editors and admins). */
export const useSubmittedSundayServices = (limit: number, enabled: boolean) =>
  useQuery({
    ...adminQueryOptions(['sunday-services', 'submitted', limit], () => fetchSundayServicesPage({ limit, offset: 0, state: 'submitted' })),
    enabled,
  })
