import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'

/**
 * One date of a series for its own page (/api/events/{id}/dates/{date}, `date` the date the rule
 * gives): the event shown at that occurrence, `next` being it with its change applied.
 */
export const eventDateQueryOptions = (id: string, date: string) =>
  queryOptions({
    queryKey: ['events', 'detail', id, 'dates', date],
    queryFn: () => unwrap(api.events({ id }).dates({ date }).get()),
  })

export const useEventDate = (id: string, date: string) => useQuery(eventDateQueryOptions(id, date))
