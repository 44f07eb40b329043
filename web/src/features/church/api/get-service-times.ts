import { listedServices, mainService } from '@church/api/lib/service-times'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'
import { useSiteConfig } from '../../site-config/api/get-site-config'
import { withDefaults } from '../../site-config/site-config'

/** The church's regular service times, in the order staff set in the Church tab. */
export const serviceTimesQueryOptions = () =>
  queryOptions({
    queryKey: ['church', 'service-times'],
    queryFn: () => unwrap(api.church['service-times'].get()),
  })

export type ServiceTimeRecord = NonNullable<ReturnType<typeof useServiceTimesQuery>['data']>[number]

export const useServiceTimesQuery = () => useQuery(serviceTimesQueryOptions())

/**
 * What public pages show: the main Sunday service (hero, promo, plan a visit), the Kids Church time,
 * the listed times (footer, contact) and the church's time zone. Until the list has loaded there is
 * no main service: pages show a placeholder (ServiceClock), never a guessed time.
 */
export function useServiceTimes() {
  const { data } = useServiceTimesQuery()
  const { data: config } = useSiteConfig()
  const { timezone } = withDefaults(config)
  const times = data ?? []
  const main = data ? mainService(data) : undefined
  return {
    loaded: Boolean(data),
    times,
    listed: listedServices(times),
    main,
    kids: times.find((t) => t.role === 'kids'),
    /** The church's zone: the live-streams screens write the main time with its label (clockWithZone). */
    timezone,
  }
}
