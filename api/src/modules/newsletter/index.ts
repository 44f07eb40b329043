import { Elysia } from 'elysia'
import * as v from 'valibot'
import type { AppContext } from '../../context'
import { filledHoneypot } from '../../lib/honeypot'
import { PageQuerySchema } from '../../lib/paging'
import { wakeOutbox } from '../email/outbox'
import { siteAddress } from '../site-config/service'
import { ConfirmInput, NewsletterIssueInput, SUBSCRIBED_MESSAGE, SubscribeInput, UnsubscribeQuery } from './model'
import {
  confirmSubscription,
  listSubscribers,
  newsletterProgress,
  sendNewsletter,
  subscribe,
  subscriberCounts,
  unsubscribe,
} from './service'

/**
 * The newsletter: subscribe (double opt-in), confirm and unsubscribe are public and carry no
 * session; the subscriber list and 'Send newsletter' are for admins (by path).
 */
export const newsletterRoutes = ({ db, config, log }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .post(
      '/newsletter/subscribe',
      async ({ body }) => {
        if (filledHoneypot(body)) return { message: SUBSCRIBED_MESSAGE }
        const { queued } = await subscribe(db, body, { origin: await siteAddress(db, config), log })
        if (queued) wakeOutbox(db)
        return { message: SUBSCRIBED_MESSAGE }
      },
      { body: SubscribeInput },
    )
    .post('/newsletter/confirm', ({ body }) => confirmSubscription(db, body.token), { body: ConfirmInput })
    // RFC 8058: mail providers POST `List-Unsubscribe=One-Click` as a form; the page posts JSON.
    // The token in the address is all that counts, so the body is not read.
    .post('/newsletter/unsubscribe', ({ query }) => unsubscribe(db, query.token), { query: UnsubscribeQuery })
    .get('/admin/newsletters', ({ query }) => listSubscribers(db, query), { query: PageQuerySchema })
    .get('/admin/newsletter/counts', () => subscriberCounts(db))
    .get('/admin/newsletter/issues/:id', ({ params }) => newsletterProgress(db, params.id), {
      params: v.object({ id: v.pipe(v.string(), v.maxLength(40)) }),
    })
    .post(
      '/admin/newsletter/send',
      async ({ body }) => {
        const sent = await sendNewsletter(db, body, { origin: await siteAddress(db, config), log })
        wakeOutbox(db)
        return sent
      },
      { body: NewsletterIssueInput },
    )
