import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** DELETE /api/admin/pages/{id}: into Recently deleted, with Undo in the toast. */
export const useDeleteSitePage = () =>
  useAdminMutation({
    mutationFn: (id: string) => unwrap(api.admin.pages({ id }).delete()),
    success: 'Item deleted successfully',
  })
