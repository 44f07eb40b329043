import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** POST /api/admin/users/{id}/reset-link: emails the account a one-time link (an hour) to choose a new password. */
export const useSendResetLink = () =>
  useAdminMutation({
    mutationFn: (id: string) => unwrap(api.admin.users({ id })['reset-link'].post()),
    success: (answer) => answer.message,
  })
