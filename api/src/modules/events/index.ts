import { Elysia } from 'elysia'
import * as v from 'valibot'
import type { AppContext } from '../../context'
import { inTransaction } from '../../db/client'
import { ClearedAnswer } from '../../lib/answers'
import { IdParams, isCalendarDate } from '../../lib/fields'
import { recordRoutes } from '../../lib/record-routes'
import { admin, content, contributor, editor } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import { recordActivity } from '../activity/service'
import { keepRevisionsOf } from '../revisions/service'
import {
  AdminEventQuery,
  DateChangeInput,
  EventBulkInput,
  EventCardList,
  EventImportAnswer,
  EventInput,
  EventMonth,
  EventMonthQuery,
  EventPage,
  EventQuery,
  SavedEvent,
  ShownEvent,
  ShownEventPage,
  StaffEventPage,
} from './model'
import { eventsInMonth } from './month'
import * as events from './service'
import { reportStoredEventProblemsTo } from './stored'

/** An event and one of its dates: /events/{id}/dates/2026-11-25. */
const DateParams = v.object({ id: v.string(), date: v.pipe(v.string(), v.check(isCalendarDate, 'Not a date: write it YYYY-MM-DD')) })

/**
 * The events routes. A stored event's part that cannot be used (stored.ts), its repeat rule among them
 * (bad-rules.ts), is logged once as a warning naming the event, whichever module read it (the feeds
 * and page heads read through repo.ts).
 */
export const eventRoutes = ({ db, config, log, userOf, content: published }: AppContext) => {
  reportStoredEventProblemsTo((bad) => log.warn(`Event ${bad.id}: ${bad.problem}`))
  return (
    new Elysia({ prefix: '/api' })
      .use(policies)
      // Visitors read only live events at the app's clock (decision 0042).
      .get('/events', async ({ query }) => events.listEvents(db, query, config.timezone, published.clock()), {
        policy: content({ detailsAhead: true }),
        query: EventQuery,
        response: { 200: EventCardList },
      })
      // The month view: every date of every live event in one month (month.ts).
      .get('/events/month', async ({ query }) => eventsInMonth(db, query, config.timezone, published.clock()), {
        policy: content(),
        query: EventMonthQuery,
        response: { 200: EventMonth },
      })
      .get(
        '/admin/events',
        async ({ query, request }) => events.listEventsPage(db, query, config.timezone, await userOf(request), published.clock()),
        {
          policy: contributor,
          query: AdminEventQuery,
          response: { 200: ShownEventPage },
        },
      )
      // The Preview: an event however it stands, for staff (a contributor their own); visitors' read still answers 404.
      .get(
        '/admin/events/:id',
        async ({ params, request }) => events.getEventForStaff(db, params.id, await userOf(request), config.timezone, published.clock()),
        {
          policy: contributor,
          params: IdParams,
          response: { 200: StaffEventPage },
        },
      )
      .get('/events/:id', async ({ params }) => events.getEvent(db, params.id, config.timezone, published.clock()), {
        policy: content(),
        params: IdParams,
        response: { 200: EventPage },
      })
      .get(
        '/events/:id/dates/:date',
        async ({ params }) => events.getEventDate(db, params.id, params.date, config.timezone, published.clock()),
        {
          policy: content(),
          params: DateParams,
          response: { 200: EventPage },
        },
      )
      // One date of a series cancelled or changed, or put back as the series has it: the event shown at that date.
      .guard({ params: DateParams, response: { 200: ShownEvent } }, (date) =>
        date
          .put(
            '/admin/events/:id/dates/:date',
            async ({ params, body, request }) => {
              const by = await userOf(request)
              return inTransaction(db, async (tx) => {
                const shown = await events.changeEventDate(tx, params.id, params.date, body, config.timezone)
                const to = body.cancelled ? 'cancelled' : 'changed'
                const changes = [{ field: `date ${params.date}`, to }]
                await recordActivity(tx, { by, kind: 'edit', area: 'events', recordId: params.id, title: shown.title, changes })
                await keepRevisionsOf(tx, 'event', [params.id], by)
                return shown
              })
            },
            { policy: editor, body: DateChangeInput },
          )
          .delete(
            '/admin/events/:id/dates/:date',
            async ({ params, request }) => {
              const by = await userOf(request)
              return inTransaction(db, async (tx) => {
                const shown = await events.restoreEventDate(tx, params.id, params.date, config.timezone)
                const changes = [{ field: `date ${params.date}`, to: 'as the series has it' }]
                await recordActivity(tx, { by, kind: 'edit', area: 'events', recordId: params.id, title: shown.title, changes })
                await keepRevisionsOf(tx, 'event', [params.id], by)
                return shown
              })
            },
            { policy: editor },
          ),
      )
      .post(
        '/admin/events/bulk-import',
        async ({ body, status, request }) => {
          const by = await userOf(request)
          const done = await events.bulkImportEvents(db, body, config.timezone, by)
          if (!body.dryRun && done.created + done.updated > 0)
            await recordActivity(db, { by, kind: 'import', area: 'events', count: done.created + done.updated })
          return status(body.dryRun ? 200 : 201, done)
        },
        {
          policy: editor,
          body: EventBulkInput,
          response: { 200: EventImportAnswer, 201: EventImportAnswer },
        },
      )
      .delete(
        '/admin/events/clear-all',
        async ({ request }) => {
          const by = await userOf(request)
          return inTransaction(db, async (tx) => {
            const cleared = await events.clearAllEvents(tx)
            await recordActivity(tx, { by, kind: 'clear', area: 'events', count: cleared.deleted, batch: cleared.undo })
            return cleared
          })
        },
        {
          policy: admin,
          response: { 200: ClearedAnswer },
        },
      )
      .use(recordRoutes('/events', { db, config, userOf }, { input: EventInput, saved: SavedEvent }, events.eventRecords))
  )
}
