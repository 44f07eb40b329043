import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** DELETE /api/admin/featured-content/{id}. */
export const useDeleteFeaturedContent = () =>
  useAdminMutation({
    mutationFn: (id: string) => unwrap(api.admin['featured-content']({ id }).delete()),
    success: 'Item deleted successfully',
  })
