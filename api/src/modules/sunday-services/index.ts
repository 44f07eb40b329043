import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { IdParams } from '../../lib/fields'
import { PageQuerySchema } from '../../lib/paging'
import { SundayServiceInput, SundayServiceQuery } from './model'
import * as sundayServices from './service'

export const sundayServiceRoutes = ({ db, config }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .get('/sunday-services', ({ query }) => sundayServices.listSundayServices(db, query), { query: SundayServiceQuery })
    // The next service (or today's, while it is on) for home and the live-streams page: `{ service }`, null when none lies ahead.
    .get('/sunday-services/next', async () => ({ service: await sundayServices.nextSundayService(db, config.timezone) }))
    .get('/sunday-services/:id', ({ params }) => sundayServices.getSundayService(db, params.id), { params: IdParams })
    .get('/admin/sunday-services', ({ query }) => sundayServices.listSundayServicesPage(db, query), { query: PageQuerySchema })
    .post('/admin/sunday-services', async ({ body, status }) => status(201, await sundayServices.createSundayService(db, body)), {
      body: SundayServiceInput,
    })
    .put('/admin/sunday-services/:id', ({ params, body }) => sundayServices.updateSundayService(db, params.id, body), {
      params: IdParams,
      body: SundayServiceInput,
    })
    .delete(
      '/admin/sunday-services/:id',
      async ({ params }) => {
        const { undo } = await sundayServices.deleteSundayService(db, params.id)
        return { message: 'Item deleted successfully', undo }
      },
      { params: IdParams },
    )
