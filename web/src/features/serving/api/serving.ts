import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'

/**
 * A date's roles for the 'Help on this day' section (/api/events/{id}/serving): each role's slots and
 * how many are taken. Without `date`, the event's next date.
 */
export const servingDayQueryOptions = (eventId: string, date?: string) =>
  queryOptions({
    queryKey: ['serving', eventId, date ?? 'next'],
    queryFn: () => unwrap(api.events({ id: eventId }).serving.get({ query: date ? { date } : {} })),
  })

export const useServingDay = (eventId: string, date?: string) => useQuery(servingDayQueryOptions(eventId, date))
export type ServingDayData = NonNullable<ReturnType<typeof useServingDay>['data']>

/** The slot a withdraw link names (/api/serving/withdraw?token=…): read, never changed, by opening the page. */
export const withdrawSlotQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['serving', 'withdraw', token],
    queryFn: () => unwrap(api.serving.withdraw.get({ query: { token } })),
    enabled: token !== '',
    retry: false,
    // A link that does not work says so on the server's page too (an errored read would otherwise show as loading).
    retryOnMount: false,
  })

/** After a slot is taken or given up, every date's counts are read again. */
export function useServingChanged() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: ['serving'] })
}

export const useWithdraw = () => useMutation({ mutationFn: (token: string) => unwrap(api.serving.withdraw.post({ token })) })
