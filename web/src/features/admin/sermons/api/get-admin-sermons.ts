import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions } from '../../api/admin-query'

/** SPEC §9: admin lists ask for 100. */
export const ADMIN_LIST_LIMIT = 100

const fetchAdminSermons = () => unwrap(api.sermons.get({ query: { limit: ADMIN_LIST_LIMIT } }))

/** Every sermon for the admin table, newest first (GET /api/sermons?limit=100). */
export const adminSermonsQueryOptions = () => adminQueryOptions(['sermons', { limit: ADMIN_LIST_LIMIT }], fetchAdminSermons)

export const useAdminSermons = () => useQuery(adminSermonsQueryOptions())

export type AdminSermon = Awaited<ReturnType<typeof fetchAdminSermons>>[number]
