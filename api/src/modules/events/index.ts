import { Elysia } from 'elysia'
import * as v from 'valibot'
import type { AppContext } from '../../context'
import { IdParams, isCalendarDate } from '../../lib/fields'
import { AdminEventQuery, DateChangeInput, EventBulkInput, EventInput, EventQuery } from './model'
import * as events from './service'

/** An event and one of its dates: /events/{id}/dates/2026-11-25. */
const DateParams = v.object({ id: v.string(), date: v.pipe(v.string(), v.check(isCalendarDate, 'Not a date: write it YYYY-MM-DD')) })

export const eventRoutes = ({ db, config }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .get('/events', ({ query }) => events.listEvents(db, query, config.timezone), { query: EventQuery })
    .get('/admin/events', ({ query }) => events.listEventsPage(db, query, config.timezone), { query: AdminEventQuery })
    .get('/events/:id', ({ params }) => events.getEvent(db, params.id, config.timezone), { params: IdParams })
    .get('/events/:id/dates/:date', ({ params }) => events.getEventDate(db, params.id, params.date, config.timezone), {
      params: DateParams,
    })
    .put('/admin/events/:id/dates/:date', ({ params, body }) => events.changeEventDate(db, params.id, params.date, body, config.timezone), {
      params: DateParams,
      body: DateChangeInput,
    })
    .delete('/admin/events/:id/dates/:date', ({ params }) => events.restoreEventDate(db, params.id, params.date, config.timezone), {
      params: DateParams,
    })
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
