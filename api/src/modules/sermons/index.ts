import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { inTransaction } from '../../db/client'
import { BulkAnswer, ClearedAnswer } from '../../lib/answers'
import { deleterName } from '../../lib/bin'
import { IdParams } from '../../lib/fields'
import { PageQuerySchema } from '../../lib/paging'
import { recordRoutes } from '../../lib/record-routes'
import { admin, content, editor } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import { recordActivity } from '../activity/service'
import { PublicSermon, Sermon, SermonBulkInput, SermonCardPage, SermonChoices, SermonInput, SermonPage, SermonQuery } from './model'
import * as sermons from './service'

export const sermonRoutes = ({ db, config, userOf }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .use(policies)
    .get('/sermons', async ({ query }) => sermons.listSermons(db, query), {
      policy: content({ detailsAhead: true }),
      query: SermonQuery,
      response: { 200: SermonCardPage },
    })
    // Registered before '/sermons/:id' so 'choices' is never taken for an id.
    .get('/sermons/choices', async () => sermons.listSermonChoices(db), { policy: content(), response: { 200: SermonChoices } })
    .get('/admin/sermons', async ({ query }) => sermons.listSermonsForStaff(db, query), {
      policy: editor,
      query: PageQuerySchema,
      response: { 200: SermonPage },
    })
    .get('/sermons/:id', async ({ params }) => sermons.getSermon(db, params.id), {
      policy: content(),
      params: IdParams,
      response: { 200: PublicSermon },
    })
    .post(
      '/admin/sermons/bulk-update',
      async ({ body, request }) => {
        const done = await sermons.bulkUpdateSermons(db, body)
        if (!body.dryRun && done.created + done.updated > 0)
          await recordActivity(db, { by: await userOf(request), kind: 'import', area: 'sermons', count: done.created + done.updated })
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
          const cleared = await sermons.clearAllSermons(tx, deleterName(by))
          await recordActivity(tx, { by, kind: 'clear', area: 'sermons', count: cleared.deleted })
          return cleared
        })
      },
      {
        policy: admin,
        response: { 200: ClearedAnswer },
      },
    )
    .use(recordRoutes('/sermons', { db, config, userOf }, { input: SermonInput, saved: Sermon }, sermons.sermonRecords))
