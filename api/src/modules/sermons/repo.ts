import { and, count, desc, eq, getTableColumns, max, ne, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sermonPassages, sermons } from '../../db/schema'
import { liveAt } from '../../lib/live'
import { BOOKS } from '../../lib/scripture'
import { videoRecordStore } from '../../lib/video-records'
import { onPassages, passagesIn } from './passages'

/**
 * The sermons table's door for other modules: the feeds, page heads, sitemap and YouTube sync read
 * and write sermons only through here (this module's own rules live in service.ts). Every read for
 * visitors takes `now` and reads only live sermons (lib/live.ts, decision 0042): no draft or
 * scheduled sermon reaches a feed, the sitemap or a choice list.
 */
export type SermonRow = typeof sermons.$inferSelect

export async function findSermon(db: Db, id: string): Promise<SermonRow | undefined> {
  const [row] = await db.select().from(sermons).where(eq(sermons.id, id))
  return row
}

type PodcastFilter = { series?: string; speaker?: string }

/** The podcast's episodes: sermons with audio, optionally of one series or speaker. */
const episodesOf = (filter: PodcastFilter, now: Date) =>
  and(
    liveAt(sermons, now),
    ne(sermons.audioUrl, ''),
    filter.series ? eq(sermons.series, filter.series) : undefined,
    filter.speaker ? eq(sermons.speaker, filter.speaker) : undefined,
  )

/** A sermon as a feed reads it: its row without the transcript's texts (an episode names only its file). */
export type EpisodeRow = Omit<SermonRow, 'transcript' | 'transcriptText'>
const { transcript: _t, transcriptText: _w, ...EPISODE } = getTableColumns(sermons)

/** The podcast's episodes, newest first. */
export const sermonsWithAudio = (db: Db, filter: PodcastFilter, limit: number, now: Date): Promise<EpisodeRow[]> =>
  db.select(EPISODE).from(sermons).where(episodesOf(filter, now)).orderBy(desc(sermons.date), desc(sermons.createdAt)).limit(limit)

/** How many episodes the podcast (of one series or speaker) has: sermons with audio. */
export async function podcastEpisodeCount(db: Db, filter: PodcastFilter, now: Date): Promise<number> {
  const [row] = await db.select({ episodes: count() }).from(sermons).where(episodesOf(filter, now))
  return row?.episodes ?? 0
}

/** Every distinct series or speaker name of the live sermons (blank ones included; callers skip them). */
export async function sermonNames(db: Db, kind: 'series' | 'speaker', now: Date): Promise<string[]> {
  const rows = await db.selectDistinct({ name: sermons[kind] }).from(sermons).where(liveAt(sermons, now))
  return rows.map((row) => row.name)
}

/** Each live sermon's page and when it last changed, newest sermon first (the sitemap). */
export const sermonPages = (db: Db, now: Date) =>
  db.select({ id: sermons.id, updatedAt: sermons.updatedAt }).from(sermons).where(liveAt(sermons, now)).orderBy(desc(sermons.date))

/**
 * Each book of the Bible with live sermons on it, by its page's address ('john'), and when the newest
 * change to one of them was: the sitemap's Scripture pages (decision 0059), in the Bible's order.
 */
export async function sermonBookPages(db: Db, now: Date): Promise<{ slug: string; updatedAt: Date }[]> {
  const rows = await db
    .select({ book: sermonPassages.book, updatedAt: max(sermons.updatedAt) })
    .from(sermonPassages)
    .innerJoin(sermons, eq(sermons.id, sermonPassages.sermonId))
    .where(liveAt(sermons, now))
    .groupBy(sermonPassages.book)
  const changed = new Map(rows.map((row) => [row.book, row.updatedAt]))
  return BOOKS.flatMap(({ id, slug }) => {
    const at = changed.get(id)
    return at ? [{ slug, updatedAt: new Date(at) }] : []
  })
}

/**
 * The sermons on verses of the passage a search reads as ('John 3' finds John 3:16-21; decision
 * 0059), for the site search; undefined when the search is no passage.
 */
export function sermonsOnPassageSearched(typed: string): SQL | undefined {
  const passages = passagesIn(typed)
  return passages.length > 0 ? onPassages(passages) : undefined
}

/** Reads the passages of every sermon a sync (or another writer of many) saved (db/sermon-passages.ts). */
export { readUnreadPassages as readSavedSermonsPassages } from '../../db/sermon-passages'

/** The video records the YouTube sync matches by video id, creates and updates. */
export const sermonVideos = videoRecordStore(sermons)
