import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { inTransaction } from '../../db/client'
import { BulkAnswer, ClearedAnswer } from '../../lib/answers'
import { checkMayChange } from '../../lib/drafts'
import { IdParams } from '../../lib/fields'
import { recordRoutes } from '../../lib/record-routes'
import { admin, content, contributor, editor, read } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import { changedFields, recordActivity, titleOf } from '../activity/service'
import { keepEdit, keepRevisionsOf } from '../revisions/service'
import {
  PublicSermon,
  Sermon,
  SermonBookPage,
  SermonBookParams,
  SermonBookQuery,
  SermonBooks,
  SermonBulkInput,
  SermonCardPage,
  SermonChoices,
  SermonInput,
  SermonPage,
  SermonQuery,
  SermonStaffQuery,
  StaffSermon,
  TranscriptInput,
} from './model'
import { sermonBooks, sermonsOfBook } from './passages'
import * as sermons from './service'

export const sermonRoutes = ({ db, config, userOf, content: published }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .use(policies)
    // Visitors read only live sermons at the app's clock (decision 0042).
    .get('/sermons', async ({ query }) => sermons.listSermons(db, query, published.clock()), {
      policy: content({ detailsAhead: true }),
      query: SermonQuery,
      response: { 200: SermonCardPage },
    })
    // Registered before '/sermons/:id' so 'choices' is never taken for an id.
    .get('/sermons/choices', async () => sermons.listSermonChoices(db, published.clock()), {
      policy: content(),
      response: { 200: SermonChoices },
    })
    // The books of the Bible with sermons, and one book's sermons in Bible order (decision 0059).
    .get('/sermons/scripture', async () => sermonBooks(db, published.clock()), {
      policy: content(),
      response: { 200: SermonBooks },
    })
    .get('/sermons/scripture/:book', async ({ params, query }) => sermonsOfBook(db, params.book, query.page, published.clock()), {
      policy: content(),
      params: SermonBookParams,
      query: SermonBookQuery,
      response: { 200: SermonBookPage },
    })
    .get('/admin/sermons', async ({ query, request }) => sermons.listSermonsForStaff(db, query, await userOf(request), published.clock()), {
      policy: contributor,
      query: SermonStaffQuery,
      response: { 200: SermonPage },
    })
    // The Preview: a sermon however it stands, for staff (a contributor their own); visitors' read still answers 404.
    .get('/admin/sermons/:id', async ({ params, request }) => sermons.getSermonForStaff(db, params.id, await userOf(request)), {
      policy: contributor,
      params: IdParams,
      response: { 200: StaffSermon },
    })
    .get('/sermons/:id', async ({ params }) => sermons.getSermon(db, params.id, published.clock()), {
      policy: content(),
      params: IdParams,
      response: { 200: PublicSermon },
    })
    .post(
      '/admin/sermons/bulk-update',
      async ({ body, request }) => {
        const done = await sermons.bulkUpdateSermons(db, body)
        if (!body.dryRun && done.created + done.updated > 0) {
          const by = await userOf(request)
          await recordActivity(db, { by, kind: 'import', area: 'sermons', count: done.created + done.updated })
          // Each sermon the paste changed keeps a revision (decision 0043); a row that changed nothing keeps none.
          const saved = done.results.flatMap((row) => (row.action !== 'skip' && row.id ? [row.id] : []))
          await keepRevisionsOf(db, 'sermon', saved, by, { unlessSame: true })
        }
        return done
      },
      {
        policy: editor,
        body: SermonBulkInput,
        response: { 200: BulkAnswer },
      },
    )
    // Registered before '/admin/sermons/:id' so 'clear-all' is never taken for an id.
    .delete(
      '/admin/sermons/clear-all',
      async ({ request }) => {
        const by = await userOf(request)
        return inTransaction(db, async (tx) => {
          const cleared = await sermons.clearAllSermons(tx)
          await recordActivity(tx, { by, kind: 'clear', area: 'sermons', count: cleared.deleted, batch: cleared.undo })
          return cleared
        })
      },
      {
        policy: admin,
        response: { 200: ClearedAnswer },
      },
    )
    // The transcript, kept apart from the dialog's save so a list row (which carries none) can never clear it.
    .put(
      '/admin/sermons/:id/transcript',
      async ({ params, body, request }) => {
        const by = await userOf(request)
        return inTransaction(db, async (tx) => {
          const before = await sermons.sermonRecords.find(tx, params.id)
          checkMayChange(by, before)
          const saved = await sermons.saveTranscript(tx, params.id, body)
          const changes = changedFields(before, saved, ['transcript'])
          if (changes.length > 0) {
            await recordActivity(tx, { by, kind: 'edit', area: 'sermons', recordId: params.id, title: titleOf(saved), changes })
            await keepEdit(tx, { kind: 'sermon', recordId: params.id, data: saved, by, before })
          }
          return saved
        })
      },
      { policy: contributor, params: IdParams, body: TranscriptInput, response: { 200: Sermon } },
    )
    // The transcript as staff gave it (captions with their times, or text), for podcast apps and a download.
    .get('/sermons/:id/transcript', async ({ params }) => sermons.transcriptFile(db, params.id, published.clock()), {
      policy: read,
      params: IdParams,
    })
    .use(recordRoutes('/sermons', { db, config, userOf }, { input: SermonInput, saved: Sermon }, sermons.sermonRecords))
