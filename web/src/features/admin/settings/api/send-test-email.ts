import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/**
 * POST /api/admin/email/test: sends now with the saved settings and answers with what the mail
 * server said (a failure is a 502 carrying the server's exact error).
 */
export const useSendTestEmail = () =>
  useAdminMutation({
    mutationFn: (to: string) => unwrap(api.admin.email.test.post(to ? { to } : {})),
  })
