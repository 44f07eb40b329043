import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** PATCH /api/admin/live-streams/{id} `{ isLive }`: live now, or a recording, without resending the rest. */
export const useSetStreamLive = () =>
  useAdminMutation({
    mutationFn: ({ id, isLive }: { id: string; isLive: boolean }) => unwrap(api.admin['live-streams']({ id }).patch({ isLive })),
    success: (saved) => (saved.isLive ? 'Live stream marked as live' : 'Live stream marked as recorded'),
  })
