import * as v from 'valibot'
import { MaybeInstant, storedRecord, texts } from '../../lib/answers'
import { optionalFlag, optionalText, requiredText } from '../../lib/fields'

export const PLAYLIST_TYPES = ['sermons', 'live_streams'] as const

/** Left out, the server uses the fallback (50 for playlists, 20 for the channel form). */
const maxResults = () =>
  v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.transform(Number))], 'Max results must be a number from 1 to 50'),
      v.number('Max results must be a number from 1 to 50'),
      v.integer('Max results must be a number from 1 to 50'),
      v.minValue(1, 'Max results must be a number from 1 to 50'),
      v.maxValue(50, 'Max results must be a number from 1 to 50'),
    ),
  )

/** POST /api/admin/youtube/sync-playlist */
export const PlaylistSyncInput = v.object({
  playlistId: requiredText('Playlist ID is required', 100, 'Playlist ID'),
  type: v.picklist(PLAYLIST_TYPES, 'Type must be sermons or live_streams'),
  maxResults: maxResults(),
})

/** The legacy channel sync form (docs/product.md#youtube-tab). */
export const ChannelSyncInput = v.object({
  channelId: requiredText('YouTube Channel ID is required', 100, 'Channel ID'),
  maxResults: maxResults(),
})

/** Editing one of the two configured playlists. */
export const YoutubeConfigInput = v.object({
  name: requiredText('Name is required', 100, 'Name'),
  playlistId: optionalText(100, 'Playlist ID'),
  isActive: optionalFlag(),
})

/** A playlist the archives are synced from, with how its last sync went. */
export const YoutubeConfig = storedRecord({
  type: v.picklist(PLAYLIST_TYPES),
  ...texts('name', 'playlistId'),
  isActive: v.boolean(),
  lastSyncedAt: MaybeInstant,
  ...texts('lastSyncStatus', 'lastSyncMessage'),
})
export const YoutubeConfigList = v.array(YoutubeConfig)

/** Whether syncing can work at all: the server has a YouTube Data API key. */
export const YoutubeStatus = v.object({ connected: v.boolean() })

/** What a sync did (sync.ts SyncResult). */
export const SyncAnswer = v.object({
  message: v.string(),
  synced: v.number(),
  created: v.number(),
  updated: v.number(),
  unchanged: v.number(),
  keptEdits: v.number(),
  skipped: v.number(),
})
