import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { youtubeConfigs } from '../../db/schema'
import { isUuid, notFound } from '../../lib/errors'

/** The two playlists (sermons, live-stream archive), created on first read. */
export async function listYoutubeConfigs(db: Db, defaults: { sermons: string; live_streams: string }) {
  await db
    .insert(youtubeConfigs)
    .values([
      { type: 'sermons', name: 'Sermons', playlistId: defaults.sermons },
      { type: 'live_streams', name: 'Live Stream Archive', playlistId: defaults.live_streams },
    ])
    .onConflictDoNothing({ target: youtubeConfigs.type })
  return db.select().from(youtubeConfigs).orderBy(asc(youtubeConfigs.type))
}

/** Editing a playlist; a new playlist id starts with no last sync (the old one was another playlist's). */
export async function updateYoutubeConfig(db: Db, id: string, input: { name: string; playlistId?: string; isActive?: boolean }) {
  if (!isUuid(id)) throw notFound('Playlist')
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(youtubeConfigs).where(eq(youtubeConfigs.id, id)).for('update')
    if (!before) return undefined
    const newPlaylist = input.playlistId !== undefined && input.playlistId !== before.playlistId
    const [after] = await tx
      .update(youtubeConfigs)
      .set(newPlaylist ? { ...input, lastSyncedAt: null, lastSyncStatus: '', lastSyncMessage: '' } : input)
      .where(eq(youtubeConfigs.id, id))
      .returning()
    return after
  })
  if (!row) throw notFound('Playlist')
  return row
}
