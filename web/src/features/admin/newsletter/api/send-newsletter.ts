import type { NewsletterIssueInput } from '@church/api/models/newsletter'
import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** POST /api/admin/newsletter/send: one email per active subscriber; the server's count is the toast. */
export const useSendNewsletter = () =>
  useAdminMutation({
    mutationFn: (issue: NewsletterIssueInput) => unwrap(api.admin.newsletter.send.post(issue)),
    success: (result) => result.message,
  })
