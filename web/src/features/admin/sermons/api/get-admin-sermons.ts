import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions } from '../../api/admin-query'
import { type PageRequest, usePagedList } from '../../api/paged-list'
import type { PublicationFilter } from '../../components/publish-fields'

/**
 * GET /api/admin/sermons: one page of whole sermons, newest first, with how many match; `state` keeps
 * only drafts, submitted, scheduled or published ones (a contributor's list holds only their own).
 */
const fetchSermonsPage = (request: PageRequest & { state?: PublicationFilter }) => unwrap(api.admin.sermons.get({ query: request }))

export type AdminSermon = Awaited<ReturnType<typeof fetchSermonsPage>>['items'][number]

/** The Sermons tab's list, a page at a time with its search, of the sermons standing as `state` says. */
export const useSermonsPage = (state: PublicationFilter = '') =>
  usePagedList(state ? `sermons-${state}` : 'sermons', (request) => fetchSermonsPage({ ...request, ...(state && { state }) }))

/** Sermons submitted for review, newest first (the Overview's 'Waiting for review', for editors and admins). */
export const useSubmittedSermons = (limit: number, enabled: boolean) =>
  useQuery({
    ...adminQueryOptions(['sermons', 'submitted', limit], () => fetchSermonsPage({ limit, offset: 0, state: 'submitted' })),
    enabled,
  })

/** GET /api/admin/sermons/{id}: one sermon however it stands, for staff (the Preview). */
export const adminSermonQuery = (id: string) => adminQueryOptions(['sermons', 'one', id], () => unwrap(api.admin.sermons({ id }).get()))

/** The newest few and how many there are in all (the Overview). */
export const useNewestSermons = (limit: number) =>
  useQuery(adminQueryOptions(['sermons', 'newest', limit], () => fetchSermonsPage({ limit, offset: 0 })))
