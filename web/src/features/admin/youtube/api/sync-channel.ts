import type { ChannelSyncInput } from '@church/api/models/youtube'
import type * as v from 'valibot'
import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'
import { syncSuccessMessage } from './sync-message'

/** POST /api/admin/youtube/sync `{ channelId, maxResults }`: the legacy channel sync. */
export const useSyncChannel = () =>
  useAdminMutation({
    mutationFn: async (input: v.InferOutput<typeof ChannelSyncInput>): Promise<unknown> => unwrap(api.admin.youtube.sync.post(input)),
    success: (data) => syncSuccessMessage(data, 'YouTube videos synced successfully'),
  })
