import type { SermonInput } from '@church/api/models/sermons'
import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** PUT /api/admin/sermons/{id}: the whole form, so a cleared field is cleared. */
export const useUpdateSermon = () =>
  useAdminMutation({
    mutationFn: ({ id, sermon }: { id: string; sermon: SermonInput }) => unwrap(api.admin.sermons({ id }).put(sermon)),
    success: 'Sermon updated successfully',
  })
