import { sql } from 'drizzle-orm'
import { Elysia } from 'elysia'
import * as v from 'valibot'
import type { AppContext } from '../../context'
import { rowsOf } from '../../db/bulk'
import {
  events,
  featuredContent,
  liveStreams,
  newsPosts,
  pageItems,
  sermons,
  serviceTimes,
  sitePages,
  staffMembers,
  sundayServices,
} from '../../db/schema'
import { readPassagesOf } from '../../db/sermon-passages'
import { BIN_KEEP_DAYS, binPage, restoreFromBin } from '../../lib/bin'
import { HttpError, plural } from '../../lib/errors'
import { DEFAULT_PAGE_SIZE } from '../../lib/paging'
import { editor } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import type { ActivityArea } from '../activity/model'
import { recordActivity } from '../activity/service'
import { keepRevisionsOf, REVISION_KIND_OF_TABLE } from '../revisions/service'
import { BinPageAnswer, BinQuery, RestoredAnswer } from './model'

/** What a delete can put in the bin, and the word for one of each (by table name). */
const TABLES = [sermons, events, sundayServices, featuredContent, liveStreams, staffMembers, serviceTimes, pageItems, sitePages, newsPosts]
const WORDS: Record<string, string> = {
  sermons: 'sermon',
  events: 'event',
  sunday_services: 'Sunday service',
  featured_content: 'featured item',
  live_streams: 'live stream',
  staff_members: 'staff member',
  service_times: 'service time',
  page_items: 'item',
  site_pages: 'page',
  news_posts: 'news post',
}

/** Where the activity log files a restore, by table name. */
const AREAS: Record<string, ActivityArea> = {
  sermons: 'sermons',
  events: 'events',
  sunday_services: 'sunday-services',
  featured_content: 'featured',
  live_streams: 'live-streams',
  staff_members: 'church',
  service_times: 'church',
  page_items: 'church',
  site_pages: 'pages',
  news_posts: 'news',
}

/** Kinds whose video is unique: one added again with the same video is a clash too. */
const VIDEO_KINDS = new Set(['sermons', 'live_streams'])

const BatchParams = v.object({ batch: v.pipe(v.string(), v.uuid('Not a deleted batch')) })

/** '“Easter, and after”', '“A”, “B” and 1 more': the titles a refused restore names. */
function named(titles: string[], count: number) {
  const quoted = titles.map((t) => `“${t}”`)
  const more = count - titles.length
  if (more > 0) return `${quoted.join(', ')} and ${more} more`
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}` : (quoted[0] ?? '')
}

/**
 * The bin (admin only, by path): Recently deleted lists what is in it, one entry per delete or
 * Clear All, newest first; a restore (the toast's Undo, or Restore in the list) puts a whole batch
 * back as it was, or nothing when part of it is on the site again.
 */
export const binRoutes = ({ db, config, userOf }: AppContext) =>
  new Elysia({ prefix: '/api/admin' })
    .use(policies)
    .get(
      '/bin',
      async ({ query }) => ({
        ...(await binPage(db, { limit: query.limit ?? DEFAULT_PAGE_SIZE, offset: query.offset ?? 0 })),
        keepDays: BIN_KEEP_DAYS,
        timeZone: config.timezone,
      }),
      { policy: editor, query: BinQuery, response: { 200: BinPageAnswer } },
    )
    .post(
      '/bin/:batch/restore',
      async ({ params, request }) => {
        const by = await userOf(request)
        // The records the batch holds, whose history gets the version put back (decision 0043).
        const held = rowsOf<{ id: string }>(
          await db.execute(sql`select record->>'id' as id from bin_items where batch = ${params.batch}::uuid`),
        )
        const back = await restoreFromBin(db, params.batch, TABLES, async (tx, { kind, restored, title }) => {
          await recordActivity(tx, { by, kind: 'restore', area: AREAS[kind] ?? 'church', title, count: restored })
          // Sermons put back get their passages again (their rows went with them: decision 0059).
          if (kind === 'sermons')
            await readPassagesOf(
              tx,
              held.map((row) => row.id),
            )
          const revision = REVISION_KIND_OF_TABLE[kind]
          if (revision)
            await keepRevisionsOf(
              tx,
              revision,
              held.map((row) => row.id),
              by,
            )
        })
        if (!back) throw new HttpError(404, 'There is nothing to restore: it was already put back, or it has left the bin.')
        const word = WORDS[back.kind] ?? 'item'
        if (!back.ok) {
          const which =
            back.clashes === 1
              ? `the ${word} ${named(back.titles, 1)} is`
              : `${plural(back.clashes, word)} in it (${named(back.titles, back.clashes)}) are`
          const how = VIDEO_KINDS.has(back.kind) ? 'added again since, or with the same video' : 'added again since'
          throw new HttpError(
            409,
            `Nothing was restored: ${which} on the site again (${how}). Delete ${back.clashes === 1 ? 'that one' : 'those'} first, then restore; until then it stays in Recently deleted.`,
          )
        }
        return { message: `Restored ${plural(back.restored, word)}.`, restored: back.restored }
      },
      { policy: editor, params: BatchParams, response: { 200: RestoredAnswer } },
    )
