import { Elysia } from 'elysia'
import * as v from 'valibot'
import type { AppContext } from '../../context'
import { events, featuredContent, liveStreams, pageItems, sermons, serviceTimes, staffMembers, sundayServices } from '../../db/schema'
import { restoreFromBin } from '../../lib/bin'
import { HttpError, plural } from '../../lib/errors'
import { RestoredAnswer } from './model'

/** What a delete can put in the bin, and the word for one of each (by table name). */
const TABLES = [sermons, events, sundayServices, featuredContent, liveStreams, staffMembers, serviceTimes, pageItems]
const WORDS: Record<string, string> = {
  sermons: 'sermon',
  events: 'event',
  sunday_services: 'Sunday service',
  featured_content: 'featured item',
  live_streams: 'live stream',
  staff_members: 'staff member',
  service_times: 'service time',
  page_items: 'item',
}

const BatchParams = v.object({ batch: v.pipe(v.string(), v.uuid('Not a deleted batch')) })

/** Undo: what a delete or Clear All put in the bin goes back as it was (admin only, by path). */
export const binRoutes = ({ db }: AppContext) =>
  new Elysia({ prefix: '/api/admin' }).post(
    '/bin/:batch/restore',
    async ({ params }) => {
      const back = await restoreFromBin(db, params.batch, TABLES)
      if (!back) throw new HttpError(404, 'There is nothing to undo: it was already put back, or it has left the bin.')
      const word = WORDS[back.kind] ?? 'item'
      const skipped = back.skipped
        ? ` ${plural(back.skipped, word)} stayed out: ${back.skipped === 1 ? 'it was' : 'they were'} added again since.`
        : ''
      return { message: `Restored ${plural(back.restored, word)}.${skipped}`, restored: back.restored, skipped: back.skipped }
    },
    { params: BatchParams, response: { 200: RestoredAnswer } },
  )
