import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** POST /api/admin/bin/{batch}/restore: the whole delete or Clear All comes back; every list refreshes. */
export const useRestoreBatch = () =>
  useAdminMutation({
    mutationFn: (batch: string) => unwrap(api.admin.bin({ batch }).restore.post()),
    success: (back) => back.message,
  })
