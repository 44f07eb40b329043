import { Elysia } from 'elysia'
import * as v from 'valibot'
import type { AppContext } from '../../context'
import { MessageAnswer } from '../../lib/answers'
import { filledHoneypot } from '../../lib/honeypot'
import { PageQuerySchema } from '../../lib/paging'
import { wakeOutbox } from '../email/outbox'
import { siteAddress } from '../site-config/service'
import {
  ConfirmInput,
  NewsletterIssueInput,
  NewsletterProgress,
  NewsletterSent,
  SUBSCRIBED_MESSAGE,
  SubscribeInput,
  SubscriberCounts,
  SubscriberPage,
  UnsubscribeQuery,
} from './model'
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
      { body: SubscribeInput, response: { 200: MessageAnswer } },
    )
    .post('/newsletter/confirm', async ({ body }) => confirmSubscription(db, body.token), {
      body: ConfirmInput,
      response: { 200: MessageAnswer },
    })
    // RFC 8058: mail providers POST `List-Unsubscribe=One-Click` as a form; the page posts JSON.
    // The token in the address is all that counts, so the body is not read.
    .post('/newsletter/unsubscribe', async ({ query }) => unsubscribe(db, query.token), {
      query: UnsubscribeQuery,
      response: { 200: MessageAnswer },
    })
    .get('/admin/newsletters', async ({ query }) => listSubscribers(db, query), {
      query: PageQuerySchema,
      response: { 200: SubscriberPage },
    })
    .get('/admin/newsletter/counts', async () => subscriberCounts(db), { response: { 200: SubscriberCounts } })
    .get('/admin/newsletter/issues/:id', async ({ params }) => newsletterProgress(db, params.id), {
      params: v.object({ id: v.pipe(v.string(), v.maxLength(40)) }),
      response: { 200: NewsletterProgress },
    })
    .post(
      '/admin/newsletter/send',
      async ({ body }) => {
        const sent = await sendNewsletter(db, body, { origin: await siteAddress(db, config), log })
        wakeOutbox(db)
        return sent
      },
      { body: NewsletterIssueInput, response: { 200: NewsletterSent } },
    )
