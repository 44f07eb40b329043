import type { PublishInput } from '@church/api/lib/publication'
import type { NewsPostInput } from '@church/api/models/news'
import { notify } from '../../../../components/ui/toaster'
import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'
import { useSaveRecord } from '../../api/save-record'

/** A post as the dialog sends it: the whole form, and how to publish it (decision 0042). */
export type NewsPostSent = NewsPostInput & { publish?: PublishInput }

/** POST /api/admin/news; PUT /api/admin/news/{id}: the whole form, so a cleared field is cleared. */
export const useSaveNewsPost = () =>
  useSaveRecord<NewsPostSent>({
    noun: 'Post',
    create: (post) => unwrap(api.admin.news.post(post)),
    update: (id, post) => unwrap(api.admin.news({ id }).put(post)),
  })

/** DELETE /api/admin/news/{id}: into Recently deleted, with Undo in the toast. */
export const useDeleteNewsPost = () =>
  useAdminMutation({
    mutationFn: (id: string) => unwrap(api.admin.news({ id }).delete()),
    success: 'Item deleted successfully',
  })

/**
 * 'Send as newsletter' (POST /api/admin/news/{id}/newsletter) with the key made once when the
 * question was asked: a retry of the same question never sends twice. The server composes the issue
 * (the title, the summary and the link) and answers as 'Send newsletter' does, also when email is not set up.
 */
export const useSendNewsAsNewsletter = () =>
  useAdminMutation({
    mutationFn: ({ id, idempotencyKey }: { id: string; idempotencyKey: string }) =>
      unwrap(api.admin.news({ id }).newsletter.post({ idempotencyKey })),
    onSuccess: (result) => {
      if (result.emailed) void notify.success('Success', result.message)
      else void notify.info('Saved, not emailed', result.message)
    },
  })
