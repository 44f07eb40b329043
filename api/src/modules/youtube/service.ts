import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { youtubeConfigs } from '../../db/schema'
import { HttpError, isUuid, notFound } from '../../lib/errors'

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

export async function updateYoutubeConfig(db: Db, id: string, input: { name: string; playlistId?: string; isActive?: boolean }) {
  if (!isUuid(id)) throw notFound('Playlist')
  const [row] = await db.update(youtubeConfigs).set(input).where(eq(youtubeConfigs.id, id)).returning()
  if (!row) throw notFound('Playlist')
  return row
}

/** The sync itself needs the YouTube Data API; without a key the admin is told exactly that. */
export function requireApiKey(key: string | undefined): string {
  if (!key)
    throw new HttpError(503, 'YouTube sync is not set up: the server has no YOUTUBE_API_KEY. Ask whoever runs the server to add it.')
  return key
}
