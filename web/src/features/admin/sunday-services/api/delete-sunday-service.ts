import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** DELETE /api/admin/sunday-services/{id}. */
export const useDeleteSundayService = () =>
  useAdminMutation({
    mutationFn: (id: string) => unwrap(api.admin['sunday-services']({ id }).delete()),
    success: 'Item deleted successfully',
  })
