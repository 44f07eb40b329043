import type { NewsletterIssueInput } from '@church/api/models/newsletter'
import { useQuery } from '@tanstack/react-query'
import { notify } from '../../../../components/ui/toaster'
import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions, useAdminMutation } from '../../api/admin-query'

/**
 * POST /api/admin/newsletter/send with the issue's idempotency key: one email per active
 * subscriber, once; the server's answer is the toast (also when the key was already sent). When
 * the server says nobody was emailed (email not set up) the toast says so, never 'Success'.
 */
export const useSendNewsletter = () =>
  useAdminMutation({
    mutationFn: (issue: NewsletterIssueInput) => unwrap(api.admin.newsletter.send.post(issue)),
    onSuccess: (result) => {
      if (result.emailed) void notify.success('Success', result.message)
      else void notify.info('Saved, not emailed', result.message)
    },
  })

/** While any email of the issue is still to go, its progress is read again this often. */
const PROGRESS_EVERY_MS = 2000

/**
 * GET /api/admin/newsletter/issues/latest: how the newest newsletter is going out (sent, failed with
 * reasons, not sent, still to go), read again every two seconds until nothing is left to go.
 */
export const useLatestNewsletter = () =>
  useQuery({
    ...adminQueryOptions(['newsletters', 'latest-issue'], () => unwrap(api.admin.newsletter.issues({ id: 'latest' }).get())),
    refetchInterval: (query) => ((query.state.data?.issue?.waiting ?? 0) > 0 ? PROGRESS_EVERY_MS : false),
  })

export type NewsletterProgress = NonNullable<NonNullable<ReturnType<typeof useLatestNewsletter>['data']>['issue']>
