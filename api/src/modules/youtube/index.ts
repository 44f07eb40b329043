import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { IdParams } from '../../lib/fields'
import { ChannelSyncInput, PlaylistSyncInput, YoutubeConfigInput } from './model'
import { listYoutubeConfigs, updateYoutubeConfig } from './service'
import { syncChannel, syncPlaylist } from './sync'

/** The configured playlists (admins only, see plugins/auth) and the sync calls (decision 0008). */
export const youtubeRoutes = (ctx: AppContext) => {
  const { db, config } = ctx
  return (
    new Elysia({ prefix: '/api' })
      .get('/youtube-configs', () =>
        listYoutubeConfigs(db, { sermons: config.youtubeSermonsPlaylistId, live_streams: config.youtubeLivePlaylistId }),
      )
      // Whether syncing can work at all: the server has a YouTube Data API key (never the key itself).
      .get('/admin/youtube/status', () => ({ connected: Boolean(config.youtubeApiKey) }))
      .put('/admin/youtube-configs/:id', ({ params, body }) => updateYoutubeConfig(db, params.id, body), {
        params: IdParams,
        body: YoutubeConfigInput,
      })
      .post('/admin/youtube/sync-playlist', ({ body }) => syncPlaylist(ctx, body), { body: PlaylistSyncInput })
      .post('/admin/youtube/sync', ({ body }) => syncChannel(ctx, body), { body: ChannelSyncInput })
  )
}
