import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** DELETE /api/admin/live-streams/{id} → 'Item deleted successfully', with Undo (docs/product.md#undo). */
export const useDeleteLiveStream = () =>
  useAdminMutation({
    mutationFn: (id: string) => unwrap(api.admin['live-streams']({ id }).delete()),
    success: 'Item deleted successfully',
  })
