import { Elysia } from 'elysia'
import * as v from 'valibot'
import type { AppContext } from '../../context'
import { recordReads, recordRoutes } from '../../lib/record-routes'
import { content } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import { NextSundayServiceAnswer, PublicSundayService, SundayService, SundayServiceInput, SundayServiceQuery } from './model'
import * as sundayServices from './service'

export const sundayServiceRoutes = ({ db, config, userOf, content: published }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .use(policies)
    // The next service (or today's, while it is on) for home and the live-streams page: `{ service }`, null when none lies ahead.
    .get(
      '/sunday-services/next',
      async () => ({ service: await sundayServices.nextSundayService(db, config.timezone, published.clock()) }),
      {
        policy: content(),
        response: { 200: NextSundayServiceAnswer },
      },
    )
    .use(
      recordReads(
        '/sunday-services',
        // Visitors read only live services at the app's clock (decision 0042).
        { db, clock: published.clock, userOf },
        { query: SundayServiceQuery, saved: SundayService, listed: v.array(PublicSundayService), shown: PublicSundayService },
        sundayServices.sundayServiceReads,
      ),
    )
    .use(
      recordRoutes(
        '/sunday-services',
        { db, config, userOf },
        { input: SundayServiceInput, saved: SundayService },
        sundayServices.sundayServiceRecords,
      ),
    )
