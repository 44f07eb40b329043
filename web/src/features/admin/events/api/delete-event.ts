import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** DELETE /api/admin/events/{id}. */
export const useDeleteEvent = () =>
  useAdminMutation({
    mutationFn: (id: string) => unwrap(api.admin.events({ id }).delete()),
    success: 'Item deleted successfully',
  })
