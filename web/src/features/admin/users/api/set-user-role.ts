import { aRole, type StaffRole } from '@church/api/lib/staff-roles'
import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** PATCH /api/admin/users/{id}: the account's role. The server refuses taking the last admin's away (409). */
export const useSetUserRole = () =>
  useAdminMutation({
    mutationFn: ({ id, role }: { id: string; role: StaffRole }) => unwrap(api.admin.users({ id }).patch({ role })),
    success: (user) => `${user.email} is now ${aRole(user.role)}`,
  })
