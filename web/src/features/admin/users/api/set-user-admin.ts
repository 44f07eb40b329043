import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** PATCH /api/admin/users/{id}: the admin flag. The server refuses demoting the last admin (409). */
export const useSetUserAdmin = () =>
  useAdminMutation({
    mutationFn: ({ id, isAdmin }: { id: string; isAdmin: boolean }) => unwrap(api.admin.users({ id }).patch({ isAdmin })),
    success: (user) => (user.isAdmin ? `${user.email} is now an admin` : `${user.email} is no longer an admin`),
  })
