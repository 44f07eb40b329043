import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions } from '../../api/admin-query'
import { type PageRequest, usePagedList } from '../../api/paged-list'

/** GET /api/admin/events: one page of whole events, upcoming first, then past, with how many match. */
const fetchEventsPage = (request: PageRequest & { upcoming?: boolean }) => unwrap(api.admin.events.get({ query: request }))

export type AdminEvent = Awaited<ReturnType<typeof fetchEventsPage>>['items'][number]

/** The Events tab's list, a page at a time with its search. */
export const useEventsPage = () => usePagedList('events', fetchEventsPage)

/** The soonest few upcoming events and how many are upcoming in all (the Overview). */
export const useSoonestEvents = (limit: number) =>
  useQuery(adminQueryOptions(['events', 'upcoming', limit], () => fetchEventsPage({ limit, offset: 0, upcoming: true })))

/** GET /api/admin/events/{id}: one event however it stands, as its page shows it, for staff (the Preview). */
export const adminEventQuery = (id: string) => adminQueryOptions(['events', 'one', id], () => unwrap(api.admin.events({ id }).get()))
