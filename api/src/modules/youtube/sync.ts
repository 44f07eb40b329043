import { and, eq } from 'drizzle-orm'
import type { Config } from '../../config'
import { type Database, type Db, inTransaction } from '../../db/client'
import { youtubeConfigs } from '../../db/schema'
import { HttpError, plural } from '../../lib/errors'
import type { Logger } from '../../lib/log'
import { liveStreamVideos } from '../live-streams/repo'
import { readSavedSermonsPassages, sermonVideos } from '../sermons/repo'
import { type YoutubeSource, youtubeSource } from './data-api'
import type { PLAYLIST_TYPES } from './model'
import { readSermonText } from './sermon-text'
import { mergeSynced, type Values } from './synced-fields'
import { bestThumbnail, formatDuration, isLiveNow, videoDate, watchUrl, type YoutubeVideo } from './video-facts'

export type PlaylistType = (typeof PLAYLIST_TYPES)[number]

export interface SyncDeps {
  database: Database
  config: Config
  log: Logger
  /** Stops requests in flight (the scheduler, when the server shuts down). */
  signal?: AbortSignal
}

export interface SyncResult {
  message: string
  /** Videos synced: created + updated + unchanged. */
  synced: number
  created: number
  updated: number
  unchanged: number
  /** Records where a field staff edited was left alone although YouTube says something else. */
  keptEdits: number
  /** Playlist entries YouTube gave no details for (private or deleted videos). */
  skipped: number
}

/** A playlist is read 50 videos a page; the channel form asks for 20 unless told (docs/product.md#youtube-tab). */
export const PLAYLIST_PAGE_SIZE = 50
export const CHANNEL_DEFAULT_COUNT = 20

/** One sync at a time per table written, across every server instance (decision 0008). */
export const syncLockName = (type: PlaylistType) => `youtube-sync:${type}`

/** The sync needs the YouTube Data API; without a key the admin is told exactly that. */
export function requireApiKey(key: string | undefined): string {
  if (!key)
    throw new HttpError(503, 'YouTube sync is not set up: the server has no YOUTUBE_API_KEY. Ask whoever runs the server to add it.')
  return key
}

const sourceFor = (deps: SyncDeps): YoutubeSource =>
  youtubeSource({ apiKey: requireApiKey(deps.config.youtubeApiKey), baseUrl: deps.config.youtubeApiBaseUrl, signal: deps.signal })

/** POST /api/admin/youtube/sync-playlist: the whole playlist into sermons or the live-stream archive. */
export async function syncPlaylist(deps: SyncDeps, input: { playlistId: string; type: PlaylistType; maxResults?: number }) {
  const run = await deps.database.withExclusiveLock(syncLockName(input.type), () => syncPlaylistNow(deps, input))
  if (!run.acquired) throw new HttpError(409, 'A sync of this playlist is already running')
  return run.value
}

/** The playlist sync itself; the caller holds the lock. Its result (or failure) is kept on the playlist's row. */
export async function syncPlaylistNow(
  deps: SyncDeps,
  { playlistId, type, maxResults = PLAYLIST_PAGE_SIZE }: { playlistId: string; type: PlaylistType; maxResults?: number },
): Promise<SyncResult> {
  try {
    const source = sourceFor(deps)
    const ids = await source.playlistVideoIds(playlistId, { pageSize: maxResults })
    const videos = await source.videos(ids)
    return await writeVideos(deps, type, ids, videos, (tx, message) => recordOutcome(tx, type, playlistId, 'ok', message))
  } catch (error) {
    const failure = asHttpError(deps.log, error, `YouTube sync of playlist ${playlistId}`)
    await recordOutcome(deps.database.db, type, playlistId, 'failed', failure.message).catch((e) =>
      deps.log.error('Could not record the failed YouTube sync', e),
    )
    throw failure
  }
}

/** POST /api/admin/youtube/sync: the channel's latest uploads (1 to 50) become sermons. */
export async function syncChannel(
  deps: SyncDeps,
  { channelId, maxResults = CHANNEL_DEFAULT_COUNT }: { channelId: string; maxResults?: number },
) {
  const run = await deps.database.withExclusiveLock(syncLockName('sermons'), async () => {
    try {
      const source = sourceFor(deps)
      const uploads = await source.uploadsPlaylistId(channelId)
      const ids = await source.playlistVideoIds(uploads, { pageSize: maxResults, limit: maxResults })
      const videos = await source.videos(ids)
      return await writeVideos(deps, 'sermons', ids, videos)
    } catch (error) {
      throw asHttpError(deps.log, error, `YouTube sync of channel ${channelId}`)
    }
  })
  if (!run.acquired) throw new HttpError(409, 'A sermon sync is already running; try again when it has finished')
  return run.value
}

function asHttpError(log: Logger, error: unknown, what: string): HttpError {
  if (error instanceof HttpError) return error
  log.error(`${what} failed`, error)
  return new HttpError(500, 'The sync failed unexpectedly and nothing was changed. The server log has the details.')
}

/** The playlist row this sync belongs to (same type and playlist id) keeps when and how it last went. */
async function recordOutcome(db: Db, type: PlaylistType, playlistId: string, status: 'ok' | 'failed', message: string) {
  await db
    .update(youtubeConfigs)
    .set({ lastSyncedAt: new Date(), lastSyncStatus: status, lastSyncMessage: message })
    .where(and(eq(youtubeConfigs.type, type), eq(youtubeConfigs.playlistId, playlistId)))
}

/** The fields a video gives a record, as the sync would write them. */
export function videoValues(type: PlaylistType, video: YoutubeVideo, timeZone: string): Values {
  const title = clip(video.snippet.title.trim() || video.id, 300)
  const description = clip(video.snippet.description ?? '', 20000)
  const common = {
    title,
    description,
    date: videoDate(video, timeZone),
    duration: formatDuration(video.contentDetails?.duration),
    thumbnailUrl: bestThumbnail(video),
    youtubeUrl: watchUrl(video.id),
  }
  if (type === 'live_streams') return { ...common, isLive: isLiveNow(video) }
  const read = readSermonText(title, description)
  return {
    ...common,
    title: read.title,
    // Only what was recognised: a blank here would mean "YouTube says nothing", not "clear it".
    speaker: read.speaker || undefined,
    scripture: read.scripture || undefined,
    series: read.series || undefined,
  }
}

const clip = (text: string, max: number) => (text.length <= max ? text : text.slice(0, max))

/** Fields a sync overwrites whatever staff did: the live state is YouTube's alone. */
const ALWAYS: Record<PlaylistType, readonly string[]> = { sermons: [], live_streams: ['isLive'] }
const INSERT_CHUNK = 100

/** Every video written in one transaction: all of them, or (on any failure) none. */
async function writeVideos(
  deps: SyncDeps,
  type: PlaylistType,
  ids: string[],
  videos: YoutubeVideo[],
  alsoInTransaction?: (tx: Db, message: string) => Promise<void>,
): Promise<SyncResult> {
  const records = type === 'sermons' ? sermonVideos : liveStreamVideos
  const byId = new Map(videos.map((video) => [video.id, video]))
  const found = ids.filter((id) => byId.has(id))
  const counts = { created: 0, updated: 0, unchanged: 0, keptEdits: 0, skipped: ids.length - found.length }

  const message = await inTransaction(deps.database.db, async (txn) => {
    const tx = txn
    const existing = new Map<string, Values>()
    for (let i = 0; i < found.length; i += 500) {
      const rows = await records.byVideoIds(tx, found.slice(i, i + 500))
      for (const row of rows) existing.set(String(row.youtubeVideoId), row)
    }

    const inserts: Values[] = []
    for (const id of found) {
      const incoming = videoValues(type, byId.get(id) as YoutubeVideo, deps.config.timezone)
      const row = existing.get(id)
      if (!row) {
        const values = Object.fromEntries(Object.entries(incoming).filter(([, value]) => value !== undefined))
        inserts.push({ ...values, youtubeVideoId: id, youtubeSynced: values })
        counts.created++
        continue
      }
      // Matched by video id, the record's link already points at this video, in whatever form staff wrote it.
      const { youtubeUrl: _sameVideo, ...update } = incoming
      const merge = mergeSynced(row, row.youtubeSynced as Values | null, update, ALWAYS[type])
      if (merge.keptEdits.length > 0) counts.keptEdits++
      const changed = Object.keys(merge.changes).length > 0
      if (changed) counts.updated++
      else counts.unchanged++
      if (changed || JSON.stringify(merge.snapshot) !== JSON.stringify(row.youtubeSynced ?? {})) {
        await records.update(tx, String(row.id), { ...merge.changes, youtubeSynced: merge.snapshot })
      }
    }
    for (let i = 0; i < inserts.length; i += INSERT_CHUNK) {
      await records.insert(tx, inserts.slice(i, i + INSERT_CHUNK))
    }
    // The synced sermons' passages, in the same transaction (decision 0059).
    if (type === 'sermons') await readSavedSermonsPassages(tx)
    const text = syncMessage(counts)
    await alsoInTransaction?.(tx, text)
    return text
  })
  // Cached public lists (plugins/public-cache.ts) are read afresh, also after a scheduled sync.
  deps.database.content.changed()
  return { message, synced: found.length, ...counts }
}

/** 'Synced 123 videos (120 new, 3 updated)', with kept edits and skipped videos only when there are any. */
export function syncMessage({
  created,
  updated,
  unchanged,
  keptEdits,
  skipped,
}: Pick<SyncResult, 'created' | 'updated' | 'unchanged' | 'keptEdits' | 'skipped'>): string {
  const edited = keptEdits > 0 ? `, ${keptEdits} left as edited` : ''
  const text = `Synced ${plural(created + updated + unchanged, 'video')} (${created} new, ${updated} updated${edited})`
  return skipped > 0 ? `${text}; skipped ${plural(skipped, 'private or deleted video')}` : text
}
