import type { LiveStreamInput } from '@church/api/models/live-streams'
import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** POST /api/admin/live-streams: a recorded service added by hand. */
export const useCreateLiveStream = () =>
  useAdminMutation({
    mutationFn: (stream: LiveStreamInput) => unwrap(api.admin['live-streams'].post(stream)),
    success: 'Live stream created successfully',
  })

/** PUT /api/admin/live-streams/{id}: the whole form, so a cleared field is cleared (live or recorded is left as it is). */
export const useUpdateLiveStream = () =>
  useAdminMutation({
    mutationFn: ({ id, stream }: { id: string; stream: LiveStreamInput }) => unwrap(api.admin['live-streams']({ id }).put(stream)),
    success: 'Live stream updated successfully',
  })
