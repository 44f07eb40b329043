import type { SermonInput } from '@church/api/models/sermons'
import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** POST /api/admin/sermons. */
export const useCreateSermon = () =>
  useAdminMutation({
    mutationFn: (sermon: SermonInput) => unwrap(api.admin.sermons.post(sermon)),
    success: 'Sermon created successfully',
  })
