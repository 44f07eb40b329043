import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { BulkAnswer, ClearedAnswer, DeletedAnswer } from '../../lib/answers'
import { IdParams } from '../../lib/fields'
import { PageQuerySchema } from '../../lib/paging'
import { PublicSermon, Sermon, SermonBulkInput, SermonCardPage, SermonChoices, SermonInput, SermonPage, SermonQuery } from './model'
import * as sermons from './service'

export const sermonRoutes = ({ db }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .get('/sermons', async ({ query }) => sermons.listSermons(db, query), { query: SermonQuery, response: { 200: SermonCardPage } })
    // Registered before '/sermons/:id' so 'choices' is never taken for an id.
    .get('/sermons/choices', async () => sermons.listSermonChoices(db), { response: { 200: SermonChoices } })
    .get('/admin/sermons', async ({ query }) => sermons.listSermonsForStaff(db, query), {
      query: PageQuerySchema,
      response: { 200: SermonPage },
    })
    .get('/sermons/:id', async ({ params }) => sermons.getSermon(db, params.id), { params: IdParams, response: { 200: PublicSermon } })
    .post('/admin/sermons', async ({ body, status }) => status(201, await sermons.createSermon(db, body)), {
      body: SermonInput,
      response: { 201: Sermon },
    })
    .post('/admin/sermons/bulk-update', async ({ body }) => sermons.bulkUpdateSermons(db, body), {
      body: SermonBulkInput,
      response: { 200: BulkAnswer },
    })
    // Registered before '/admin/sermons/:id' so 'clear-all' is never taken for an id.
    .delete('/admin/sermons/clear-all', async () => sermons.clearAllSermons(db), { response: { 200: ClearedAnswer } })
    .put('/admin/sermons/:id', async ({ params, body }) => sermons.updateSermon(db, params.id, body), {
      params: IdParams,
      body: SermonInput,
      response: { 200: Sermon },
    })
    .delete(
      '/admin/sermons/:id',
      async ({ params }) => {
        const { undo } = await sermons.deleteSermon(db, params.id)
        return { message: 'Item deleted successfully', undo }
      },
      { params: IdParams, response: { 200: DeletedAnswer } },
    )
