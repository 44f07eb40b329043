import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions } from '../../api/admin-query'

/** GET /api/admin/users: every staff account, by email (never a password or its hash). */
export const usersQueryOptions = () => adminQueryOptions(['users'], () => unwrap(api.admin.users.get()))

export const useUsers = () => useQuery(usersQueryOptions())

export type StaffAccount = NonNullable<ReturnType<typeof useUsers>['data']>[number]
