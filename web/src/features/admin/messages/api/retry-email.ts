import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** POST /api/admin/emails/{id}/retry: a failed or retrying email goes out again now. */
export const useRetryEmail = () =>
  useAdminMutation({
    mutationFn: (id: string) => unwrap(api.admin.emails({ id }).retry.post()),
    success: (result) => result.message,
  })
