import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { ADMIN_LIST_LIMIT, adminQueryOptions } from '../../api/admin-query'

/** The Sunday services, newest first (SPEC §7 /api/sunday-services?limit=100). */
export const adminSundayServicesQueryOptions = () =>
  adminQueryOptions(['sunday-services', { limit: ADMIN_LIST_LIMIT }], () =>
    unwrap(api['sunday-services'].get({ query: { limit: ADMIN_LIST_LIMIT } })),
  )

export const useAdminSundayServices = () => useQuery(adminSundayServicesQueryOptions())

export type AdminSundayService = NonNullable<ReturnType<typeof useAdminSundayServices>['data']>[number]
