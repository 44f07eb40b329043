import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'

/** One event for its detail page (/api/events/{id}). */
export const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['events', 'detail', id],
    queryFn: () => unwrap(api.events({ id }).get()),
    enabled: id !== '',
  })

export const useEvent = (id: string) => useQuery(eventQueryOptions(id))

export type ChurchEvent = NonNullable<ReturnType<typeof useEvent>['data']>
