import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { liveStreams } from '../../db/schema'
import { videoRecordStore } from '../../lib/video-records'

/**
 * The live streams table's door for other modules: the page heads, sitemap and YouTube sync read
 * and write recorded services only through here (this module's own rules live in service.ts).
 */
export type LiveStreamRow = typeof liveStreams.$inferSelect

export async function findLiveStream(db: Db, id: string): Promise<LiveStreamRow | undefined> {
  const [row] = await db.select().from(liveStreams).where(eq(liveStreams.id, id))
  return row
}

/**
 * The service being streamed on `date`: the newest stream of that day marked live (by staff or by
 * the YouTube sync, which reads the broadcast's own state), or undefined.
 */
export async function liveStreamOnAir(db: Db, date: string): Promise<LiveStreamRow | undefined> {
  const [row] = await db
    .select()
    .from(liveStreams)
    .where(and(eq(liveStreams.date, date), eq(liveStreams.isLive, true)))
    .orderBy(desc(liveStreams.createdAt))
    .limit(1)
  return row
}

/** Each recorded service's page and when it last changed, newest first (the sitemap). */
export const liveStreamPages = (db: Db) =>
  db.select({ id: liveStreams.id, updatedAt: liveStreams.updatedAt }).from(liveStreams).orderBy(desc(liveStreams.date))

/** The video records the YouTube sync matches by video id, creates and updates. */
export const liveStreamVideos = videoRecordStore(liveStreams)
