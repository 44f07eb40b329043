import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { IdParams } from '../../lib/fields'
import { AdminEventQuery, EventBulkInput, EventInput, EventQuery } from './model'
import * as events from './service'

export const eventRoutes = ({ db, config }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .get('/events', ({ query }) => events.listEvents(db, query, config.timezone), { query: EventQuery })
    .get('/admin/events', ({ query }) => events.listEventsPage(db, query, config.timezone), { query: AdminEventQuery })
    .get('/events/:id', ({ params }) => events.getEvent(db, params.id, config.timezone), { params: IdParams })
    .post('/admin/events', async ({ body, status }) => status(201, await events.createEvent(db, body, config.timezone)), {
      body: EventInput,
    })
    .post(
      '/admin/events/bulk-import',
      async ({ body, status }) => status(body.dryRun ? 200 : 201, await events.bulkImportEvents(db, body, config.timezone)),
      {
        body: EventBulkInput,
      },
    )
    .delete('/admin/events/clear-all', () => events.clearAllEvents(db))
    .put('/admin/events/:id', ({ params, body }) => events.updateEvent(db, params.id, body, config.timezone), {
      params: IdParams,
      body: EventInput,
    })
    .delete(
      '/admin/events/:id',
      async ({ params }) => {
        const { undo } = await events.deleteEvent(db, params.id)
        return { message: 'Item deleted successfully', undo }
      },
      { params: IdParams },
    )
