import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'

/** The staff as About Us shows them, in the order staff set in the Church tab. */
export const staffQueryOptions = () =>
  queryOptions({
    queryKey: ['church', 'staff'],
    queryFn: () => unwrap(api.church.staff.get()),
  })

export const useStaff = () => useQuery(staffQueryOptions())

export type StaffRecord = NonNullable<ReturnType<typeof useStaff>['data']>[number]

/** The member of staff whose title names a ministry ('Minister of Music'), for the page about it. */
export const staffByTitle = (staff: readonly StaffRecord[] | undefined, pattern: RegExp) =>
  staff?.find((person) => pattern.test(person.title))
