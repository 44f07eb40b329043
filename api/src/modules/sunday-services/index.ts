import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { IdParams } from '../../lib/fields'
import { PageQuerySchema } from '../../lib/paging'
import { SundayServiceInput, SundayServiceQuery } from './model'
import * as services from './service'

export const sundayServiceRoutes = ({ db, config }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .get('/sunday-services', ({ query }) => services.listSundayServices(db, query), { query: SundayServiceQuery })
    // The next service (or today's, while it is on) for home and the live-streams page: `{ service }`, null when none lies ahead.
    .get('/sunday-services/next', async () => ({ service: await services.nextSundayService(db, config.timezone) }))
    .get('/sunday-services/:id', ({ params }) => services.getSundayService(db, params.id), { params: IdParams })
    .get('/admin/sunday-services', ({ query }) => services.listSundayServicesPage(db, query), { query: PageQuerySchema })
    .post('/admin/sunday-services', async ({ body, status }) => status(201, await services.createSundayService(db, body)), {
      body: SundayServiceInput,
    })
    .put('/admin/sunday-services/:id', ({ params, body }) => services.updateSundayService(db, params.id, body), {
      params: IdParams,
      body: SundayServiceInput,
    })
    .delete(
      '/admin/sunday-services/:id',
      async ({ params }) => {
        const { undo } = await services.deleteSundayService(db, params.id)
        return { message: 'Item deleted successfully', undo }
      },
      { params: IdParams },
    )
