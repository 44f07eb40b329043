import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { IdParams } from '../../lib/fields'
import { PageQuerySchema } from '../../lib/paging'
import { SermonBulkInput, SermonInput, SermonQuery } from './model'
import * as sermons from './service'

export const sermonRoutes = ({ db }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .get('/sermons', ({ query }) => sermons.listSermons(db, query), { query: SermonQuery })
    // Registered before '/sermons/:id' so 'choices' is never taken for an id.
    .get('/sermons/choices', () => sermons.listSermonChoices(db))
    .get('/admin/sermons', ({ query }) => sermons.listSermonsForStaff(db, query), { query: PageQuerySchema })
    .get('/sermons/:id', ({ params }) => sermons.getSermon(db, params.id), { params: IdParams })
    .post('/admin/sermons', async ({ body, status }) => status(201, await sermons.createSermon(db, body)), { body: SermonInput })
    .post('/admin/sermons/bulk-update', ({ body }) => sermons.bulkUpdateSermons(db, body), { body: SermonBulkInput })
    // Registered before '/admin/sermons/:id' so 'clear-all' is never taken for an id.
    .delete('/admin/sermons/clear-all', () => sermons.clearAllSermons(db))
    .put('/admin/sermons/:id', ({ params, body }) => sermons.updateSermon(db, params.id, body), { params: IdParams, body: SermonInput })
    .delete(
      '/admin/sermons/:id',
      async ({ params }) => {
        const { undo } = await sermons.deleteSermon(db, params.id)
        return { message: 'Item deleted successfully', undo }
      },
      { params: IdParams },
    )
