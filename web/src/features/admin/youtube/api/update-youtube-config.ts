import type { YoutubeConfigInput } from '@church/api/models/youtube'
import type * as v from 'valibot'
import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** PUT /api/admin/youtube-configs/{id} `{ name, playlistId, isActive }`. */
export const useUpdateYoutubeConfig = () =>
  useAdminMutation({
    mutationFn: ({ id, input }: { id: string; input: v.InferOutput<typeof YoutubeConfigInput> }) =>
      unwrap(api.admin['youtube-configs']({ id }).put(input)),
    success: 'Playlist updated successfully',
  })
