import type { PLAYLIST_TYPES } from '@church/api/models/youtube'
import { useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'
import { youtubeConfigsQueryOptions } from './get-youtube-configs'
import { syncSuccessMessage } from './sync-message'

/** A playlist sync asks for 50 videos (docs/product.md#youtube-tab). */
const PLAYLIST_SYNC_MAX_RESULTS = 50
const SYNCED = 'YouTube playlist synced successfully'

export type PlaylistType = (typeof PLAYLIST_TYPES)[number]

/**
 * POST /api/admin/youtube/sync-playlist `{ playlistId, type, maxResults: 50 }`; the server's message
 * is shown. A failed sync is kept on the playlist too, so its card is refreshed either way.
 */
export function useSyncPlaylist() {
  const queryClient = useQueryClient()
  return useAdminMutation({
    mutationFn: async ({ playlistId, type }: { playlistId: string; type: PlaylistType }): Promise<unknown> =>
      unwrap(api.admin.youtube['sync-playlist'].post({ playlistId, type, maxResults: PLAYLIST_SYNC_MAX_RESULTS })),
    success: (data) => syncSuccessMessage(data, SYNCED),
    onError: () => queryClient.invalidateQueries({ queryKey: youtubeConfigsQueryOptions().queryKey }),
  })
}
