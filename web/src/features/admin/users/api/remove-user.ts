import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** DELETE /api/admin/users/{id}. The server refuses removing the last admin (409). */
export const useRemoveUser = () =>
  useAdminMutation({
    mutationFn: (id: string) => unwrap(api.admin.users({ id }).delete()),
    success: 'Item deleted successfully',
  })
