import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions } from '../../api/admin-query'
import { type PageRequest, usePagedList } from '../../api/paged-list'
import type { PublicationFilter } from '../../components/publish-fields'

/**
 * GET /api/admin/events: one page of whole events, upcoming first, then past, with how many match;
 * `state` keeps only drafts, submitted, scheduled or published ones (decision 0042).
 */
const fetchEventsPage = (request: PageRequest & { upcoming?: boolean; state?: PublicationFilter }) =>
  unwrap(api.admin.events.get({ query: request }))

export type AdminEvent = Awaited<ReturnType<typeof fetchEventsPage>>['items'][number]

/** The Events tab's list, a page at a time with its search, of the events standing as `state` says. */
export const useEventsPage = (state: PublicationFilter = '') =>
  usePagedList(state ? `events-${state}` : 'events', (request) => fetchEventsPage({ ...request, ...(state && { state }) }))

/** Events submitted for review, soonest first (the Overview's 'Waiting for review', for editors and admins). */
export const useSubmittedEvents = (limit: number, enabled: boolean) =>
  useQuery({
    ...adminQueryOptions(['events', 'submitted', limit], () => fetchEventsPage({ limit, offset: 0, state: 'submitted' })),
    enabled,
  })

/** The soonest few upcoming events and how many are upcoming in all (the Overview). */
export const useSoonestEvents = (limit: number) =>
  useQuery(adminQueryOptions(['events', 'upcoming', limit], () => fetchEventsPage({ limit, offset: 0, upcoming: true })))

/** GET /api/admin/events/{id}: one event however it stands, as its page shows it, for staff (the Preview). */
export const adminEventQuery = (id: string) => adminQueryOptions(['events', 'one', id], () => unwrap(api.admin.events({ id }).get()))
