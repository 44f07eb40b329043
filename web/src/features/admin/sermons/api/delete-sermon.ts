import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** DELETE /api/admin/sermons/{id}. */
export const useDeleteSermon = () =>
  useAdminMutation({
    mutationFn: (id: string) => unwrap(api.admin.sermons({ id }).delete()),
    success: 'Item deleted successfully',
  })
