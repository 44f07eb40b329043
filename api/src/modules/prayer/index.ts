import { Elysia } from 'elysia'
import * as v from 'valibot'
import type { AppContext } from '../../context'
import { MessageAnswer } from '../../lib/answers'
import { IdParams } from '../../lib/fields'
import { filledHoneypot } from '../../lib/honeypot'
import { form, pastoral } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import { wakeOutbox } from '../email/outbox'
import { SentAnswer } from '../messages/model'
import { siteAddress } from '../site-config/service'
import { PrayerCounts, PrayerInboxQuery, PrayerRequest, PrayerRequestInput, PrayerStatusInput } from './model'
import * as prayer from './service'

/** What a visitor reads once their request is sent. */
export const PRAYER_THANKS = 'Thank you. Your prayer request has been received, and we will be praying.'
export const PRAYER_DELETED = 'Prayer request deleted'

/**
 * Prayer requests (decision 0053): anyone may send one (a public form, counted and capped like the
 * others); only an admin or an account given pastoral care may read, mark or delete them (`pastoral`,
 * checked by the guard before anything else).
 */
export const prayerRoutes = ({ db, config, log, userOf }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .use(policies)
    .post(
      '/prayer-requests',
      async ({ body, status }) => {
        // A robot's (its honeypot filled) is thanked alike and kept nowhere.
        if (filledHoneypot(body)) return status(201, { message: PRAYER_THANKS })
        const saved = await prayer.savePrayerRequest(db, body, { origin: await siteAddress(db, config), log })
        wakeOutbox(db)
        return status(201, { message: PRAYER_THANKS, id: saved.id })
      },
      { policy: form('prayer'), body: PrayerRequestInput, response: { 201: SentAnswer } },
    )
    .get('/admin/prayer-requests', async ({ query }) => prayer.listPrayerRequests(db, query), {
      policy: pastoral,
      query: PrayerInboxQuery,
      response: { 200: v.array(PrayerRequest) },
    })
    .get('/admin/prayer-counts', async () => prayer.prayerCounts(db), { policy: pastoral, response: { 200: PrayerCounts } })
    .put(
      '/admin/prayer-requests/:id',
      async ({ params, body, request }) => prayer.setPrayerStatus(db, params.id, body.status, await userOf(request), config.timezone),
      { policy: pastoral, params: IdParams, body: PrayerStatusInput, response: { 200: PrayerRequest } },
    )
    .delete(
      '/admin/prayer-requests/:id',
      async ({ params, request }) => {
        await prayer.deletePrayerRequest(db, params.id, await userOf(request), config.timezone)
        return { message: PRAYER_DELETED }
      },
      { policy: pastoral, params: IdParams, response: { 200: MessageAnswer } },
    )
