import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { IdParams } from '../../lib/fields'
import { PageQuerySchema } from '../../lib/paging'
import { recordRoutes } from '../../lib/record-routes'
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
    .use(
      recordRoutes(
        '/sunday-services',
        { db, config },
        { input: SundayServiceInput, saved: SundayService },
        sundayServices.sundayServiceRecords,
      ),
    )
