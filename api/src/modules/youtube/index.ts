import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { IdParams } from '../../lib/fields'
import { admin } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import { changedFields, recordActivity } from '../activity/service'
import {
  ChannelSyncInput,
  PlaylistSyncInput,
  SyncAnswer,
  YoutubeConfig,
  YoutubeConfigInput,
  YoutubeConfigList,
  YoutubeStatus,
} from './model'
import { listYoutubeConfigs, updateYoutubeConfig } from './service'
import { syncChannel, syncPlaylist } from './sync'

/** The configured playlists (admins only, see plugins/auth) and the sync calls (decision 0008). */
export const youtubeRoutes = (ctx: AppContext) => {
  const { db, config } = ctx
  const PLAYLIST_DEFAULTS = { sermons: config.youtubeSermonsPlaylistId, live_streams: config.youtubeLivePlaylistId }
  return (
    new Elysia({ prefix: '/api' })
      .use(policies)
      .get(
        '/youtube-configs',
        async () => listYoutubeConfigs(db, { sermons: config.youtubeSermonsPlaylistId, live_streams: config.youtubeLivePlaylistId }),
        { policy: admin, response: { 200: YoutubeConfigList } },
      )
      // Whether syncing can work at all: the server has a YouTube Data API key (never the key itself).
      .get('/admin/youtube/status', async () => ({ connected: Boolean(config.youtubeApiKey) }), {
        policy: admin,
        response: { 200: YoutubeStatus },
      })
      .put(
        '/admin/youtube-configs/:id',
        async ({ params, body, request }) => {
          const before = (await listYoutubeConfigs(db, PLAYLIST_DEFAULTS)).find((c) => c.id === params.id)
          const saved = await updateYoutubeConfig(db, params.id, body)
          const changes = changedFields(before, saved, Object.keys(body))
          if (changes.length > 0)
            await recordActivity(db, {
              by: await ctx.userOf(request),
              kind: 'settings',
              area: 'youtube',
              recordId: params.id,
              title: saved.name,
              changes,
            })
          return saved
        },
        {
          policy: admin,
          params: IdParams,
          body: YoutubeConfigInput,
          response: { 200: YoutubeConfig },
        },
      )
      .post('/admin/youtube/sync-playlist', async ({ body }) => syncPlaylist(ctx, body), {
        policy: admin,
        body: PlaylistSyncInput,
        response: { 200: SyncAnswer },
      })
      .post('/admin/youtube/sync', async ({ body }) => syncChannel(ctx, body), {
        policy: admin,
        body: ChannelSyncInput,
        response: { 200: SyncAnswer },
      })
  )
}
