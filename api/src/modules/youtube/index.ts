import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { HttpError } from '../../lib/errors'
import { IdParams } from '../../lib/fields'
import { ChannelSyncInput, PlaylistSyncInput, YoutubeConfigInput } from './model'
import { listYoutubeConfigs, requireApiKey, updateYoutubeConfig } from './service'

const notYet = () => new HttpError(501, 'YouTube sync is not available in this version of the site yet.')

/** The configured playlists (admins only, see plugins/auth) and the sync calls. */
export const youtubeRoutes = ({ db, config }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .get('/youtube-configs', () =>
      listYoutubeConfigs(db, { sermons: config.youtubeSermonsPlaylistId, live_streams: config.youtubeLivePlaylistId }),
    )
    .put('/admin/youtube-configs/:id', ({ params, body }) => updateYoutubeConfig(db, params.id, body), {
      params: IdParams,
      body: YoutubeConfigInput,
    })
    .post(
      '/admin/youtube/sync-playlist',
      () => {
        requireApiKey(config.youtubeApiKey)
        throw notYet()
      },
      { body: PlaylistSyncInput },
    )
    .post(
      '/admin/youtube/sync',
      () => {
        requireApiKey(config.youtubeApiKey)
        throw notYet()
      },
      { body: ChannelSyncInput },
    )
