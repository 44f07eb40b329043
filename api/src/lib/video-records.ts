import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import type { liveStreams, sermons } from '../db/schema'
import { HttpError, isUniqueViolation } from './errors'
import { youtubeThumbnail, youtubeVideoId } from './video'

/**
 * What a record's video link implies: its id (how imports and syncs recognise the record)
 * and a thumbnail when staff gave none.
 */
export function withVideo<T extends { youtubeUrl?: string; thumbnailUrl?: string }>(input: T) {
  // A write that leaves the link out leaves the video (and its thumbnail) as they are.
  if (input.youtubeUrl === undefined) return input
  const id = input.youtubeUrl ? youtubeVideoId(input.youtubeUrl) : null
  return { ...input, youtubeVideoId: id, thumbnailUrl: input.thumbnailUrl || (id ? youtubeThumbnail(id) : (input.thumbnailUrl ?? '')) }
}

/** Runs a write; a second record with the same video becomes a 409 naming the field. */
export async function oneRecordPerVideo<T>(what: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const message = `Another ${what} already uses this YouTube video`
    throw new HttpError(409, message, { youtubeUrl: message })
  }
}

/** A record's fields as the YouTube sync reads and writes them. */
export type VideoValues = Record<string, unknown>

/**
 * How the YouTube sync reaches a table of video records (sermons, recorded services): matched by
 * video id, created and updated. Each content module's repo.ts hands out its own.
 */
export function videoRecordStore(table: typeof sermons | typeof liveStreams) {
  return {
    async byVideoIds(db: Db, ids: string[]): Promise<VideoValues[]> {
      return db
        .select()
        .from(table as typeof sermons)
        .where(inArray(table.youtubeVideoId, ids))
    },
    async insert(db: Db, rows: VideoValues[]): Promise<void> {
      await db.insert(table as typeof sermons).values(rows as (typeof sermons.$inferInsert)[])
    },
    async update(db: Db, id: string, values: VideoValues): Promise<void> {
      await db
        .update(table as typeof sermons)
        .set(values)
        .where(eq(table.id, id))
    },
  }
}
