import { and, count, desc, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sermons } from '../../db/schema'
import { videoRecordStore } from '../../lib/video-records'

/**
 * The sermons table's door for other modules: the feeds, page heads, sitemap and YouTube sync read
 * and write sermons only through here (this module's own rules live in service.ts).
 */
export type SermonRow = typeof sermons.$inferSelect

export async function findSermon(db: Db, id: string): Promise<SermonRow | undefined> {
  const [row] = await db.select().from(sermons).where(eq(sermons.id, id))
  return row
}

type PodcastFilter = { series?: string; speaker?: string }

/** The podcast's episodes: sermons with audio, optionally of one series or speaker. */
const episodesOf = (filter: PodcastFilter) =>
  and(
    ne(sermons.audioUrl, ''),
    filter.series ? eq(sermons.series, filter.series) : undefined,
    filter.speaker ? eq(sermons.speaker, filter.speaker) : undefined,
  )

/** The podcast's episodes, newest first. */
export const sermonsWithAudio = (db: Db, filter: PodcastFilter, limit: number) =>
  db.select().from(sermons).where(episodesOf(filter)).orderBy(desc(sermons.date), desc(sermons.createdAt)).limit(limit)

/** How many episodes the podcast (of one series or speaker) has: sermons with audio. */
export async function podcastEpisodeCount(db: Db, filter: PodcastFilter): Promise<number> {
  const [row] = await db.select({ episodes: count() }).from(sermons).where(episodesOf(filter))
  return row?.episodes ?? 0
}

/** Every distinct series or speaker name (blank ones included; callers skip them). */
export async function sermonNames(db: Db, kind: 'series' | 'speaker'): Promise<string[]> {
  const rows = await db.selectDistinct({ name: sermons[kind] }).from(sermons)
  return rows.map((row) => row.name)
}

/** Each sermon's page and when it last changed, newest sermon first (the sitemap). */
export const sermonPages = (db: Db) => db.select({ id: sermons.id, updatedAt: sermons.updatedAt }).from(sermons).orderBy(desc(sermons.date))

/** The video records the YouTube sync matches by video id, creates and updates. */
export const sermonVideos = videoRecordStore(sermons)
