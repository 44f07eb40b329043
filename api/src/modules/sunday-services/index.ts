import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { DeletedAnswer } from '../../lib/answers'
import { IdParams } from '../../lib/fields'
import { PageQuerySchema } from '../../lib/paging'
import {
  NextSundayServiceAnswer,
  SundayService,
  SundayServiceInput,
  SundayServiceList,
  SundayServicePage,
  SundayServiceQuery,
} from './model'
import * as sundayServices from './service'

export const sundayServiceRoutes = ({ db, config }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .get('/sunday-services', async ({ query }) => sundayServices.listSundayServices(db, query), {
      query: SundayServiceQuery,
      response: { 200: SundayServiceList },
    })
    // The next service (or today's, while it is on) for home and the live-streams page: `{ service }`, null when none lies ahead.
    .get('/sunday-services/next', async () => ({ service: await sundayServices.nextSundayService(db, config.timezone) }), {
      response: { 200: NextSundayServiceAnswer },
    })
    .get('/sunday-services/:id', async ({ params }) => sundayServices.getSundayService(db, params.id), {
      params: IdParams,
      response: { 200: SundayService },
    })
    .get('/admin/sunday-services', async ({ query }) => sundayServices.listSundayServicesPage(db, query), {
      query: PageQuerySchema,
      response: { 200: SundayServicePage },
    })
    .post('/admin/sunday-services', async ({ body, status }) => status(201, await sundayServices.createSundayService(db, body)), {
      body: SundayServiceInput,
      response: { 201: SundayService },
    })
    .put('/admin/sunday-services/:id', async ({ params, body }) => sundayServices.updateSundayService(db, params.id, body), {
      params: IdParams,
      body: SundayServiceInput,
      response: { 200: SundayService },
    })
    .delete(
      '/admin/sunday-services/:id',
      async ({ params }) => {
        const { undo } = await sundayServices.deleteSundayService(db, params.id)
        return { message: 'Item deleted successfully', undo }
      },
      { params: IdParams, response: { 200: DeletedAnswer } },
    )
