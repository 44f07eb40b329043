import { Elysia } from 'elysia'
import * as v from 'valibot'
import type { AppContext } from '../../context'
import { MessageAnswer } from '../../lib/answers'
import { filledHoneypot } from '../../lib/honeypot'
import { PageQuerySchema } from '../../lib/paging'
import { anyone, editor, form } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import { recordActivity } from '../activity/service'
import { notEmailedBecause } from '../email/mailer'
import { wakeOutbox } from '../email/outbox'
import { getSiteConfig, siteAddress } from '../site-config/service'
import {
  ConfirmInput,
  NewsletterIssueInput,
  NewsletterProgress,
  NewsletterSent,
  SubscribeAnswer,
  SubscribeInput,
  SubscriberCounts,
  SubscriberPage,
  subscribeAnswer,
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
 * The newsletter: subscribe (double opt-in; its answer says whether the confirmation email can go
 * out now), confirm and unsubscribe are public and carry no session; the subscriber list and 'Send newsletter' are for admins (by path).
 */
export const newsletterRoutes = ({ db, config, log, userOf }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .use(policies)
    .post(
      '/newsletter/subscribe',
      async ({ body }) => {
        // A filled trap field stores nothing, and reads like any other answer.
        if (filledHoneypot(body)) return subscribeAnswer(notEmailedBecause(await getSiteConfig(db)) === null)
        const { queued, emailReady } = await subscribe(db, body, { origin: await siteAddress(db, config), log })
        if (queued) wakeOutbox(db)
        return subscribeAnswer(emailReady)
      },
      { policy: form('newsletter'), body: SubscribeInput, response: { 200: SubscribeAnswer } },
    )
    .post('/newsletter/confirm', async ({ body }) => confirmSubscription(db, body.token), {
      policy: anyone,
      body: ConfirmInput,
      response: { 200: MessageAnswer },
    })
    // RFC 8058: mail providers POST `List-Unsubscribe=One-Click` as a form; the page posts JSON.
    // The token in the address is all that counts, so the body is not read, and another site may send it.
    .post('/newsletter/unsubscribe', async ({ query }) => unsubscribe(db, query.token), {
      policy: { ...anyone, crossSite: true },
      query: UnsubscribeQuery,
      response: { 200: MessageAnswer },
    })
    .get('/admin/newsletters', async ({ query }) => listSubscribers(db, query), {
      policy: editor,
      query: PageQuerySchema,
      response: { 200: SubscriberPage },
    })
    .get('/admin/newsletter/counts', async () => subscriberCounts(db), { policy: editor, response: { 200: SubscriberCounts } })
    .get('/admin/newsletter/issues/:id', async ({ params }) => newsletterProgress(db, params.id), {
      policy: editor,
      params: v.object({ id: v.pipe(v.string(), v.maxLength(40)) }),
      response: { 200: NewsletterProgress },
    })
    .post(
      '/admin/newsletter/send',
      async ({ body, request }) => {
        const sent = await sendNewsletter(db, body, { origin: await siteAddress(db, config), log })
        // A repeated request (the same issue's key) sends nothing more, and is no new line in the log.
        if (!sent.alreadySent)
          await recordActivity(db, {
            by: await userOf(request),
            kind: 'send',
            area: 'newsletter',
            recordId: sent.issueId,
            title: body.subject,
            count: sent.queued,
          })
        wakeOutbox(db)
        return sent
      },
      { policy: editor, body: NewsletterIssueInput, response: { 200: NewsletterSent } },
    )
