import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { ADMIN_LIST_LIMIT, adminQueryOptions } from '../../api/admin-query'

const fetchAdminSermons = () => unwrap(api.admin.sermons.get({ query: { limit: ADMIN_LIST_LIMIT } }))

/** The newest 100 sermons, whole (GET /api/admin/sermons?limit=100: the public list carries only what cards show). */
export const adminSermonsQueryOptions = () => adminQueryOptions(['sermons', { limit: ADMIN_LIST_LIMIT }], fetchAdminSermons)

export const useAdminSermons = () => useQuery(adminSermonsQueryOptions())

export type AdminSermon = Awaited<ReturnType<typeof fetchAdminSermons>>[number]
