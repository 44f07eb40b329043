import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { IdParams } from '../../lib/fields'
import { filledHoneypot } from '../../lib/honeypot'
import { wakeOutbox } from '../email/outbox'
import { siteAddress } from '../site-config/service'
import {
  ContactInboxQuery,
  ContactInput,
  ContactMessage,
  ContactMessageList,
  ContactMessageStatusInput,
  InboxCounts,
  SentAnswer,
  VisitorInboxQuery,
  VisitorRequest,
  VisitorRequestInput,
  VisitorRequestList,
  VisitorRequestStatusInput,
} from './model'
import * as inbox from './service'

/** Contact messages and plan-a-visit requests: public to send, admin to read and mark. */
export const messageRoutes = ({ db, config, log }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .post(
      '/contact',
      async ({ body, status }) => {
        const message = "Your message has been sent successfully! We'll get back to you soon."
        if (filledHoneypot(body)) return status(201, { message })
        const saved = await inbox.saveContactMessage(db, body, { origin: await siteAddress(db, config), log })
        wakeOutbox(db)
        return status(201, { message, id: saved.id })
      },
      { body: ContactInput, response: { 201: SentAnswer } },
    )
    .post(
      '/visitor-requests',
      async ({ body, status }) => {
        const message = "We can't wait to meet you! We'll be in touch soon."
        if (filledHoneypot(body)) return status(201, { message })
        const saved = await inbox.saveVisitorRequest(db, body, { origin: await siteAddress(db, config), log, timezone: config.timezone })
        wakeOutbox(db)
        return status(201, { message, id: saved.id })
      },
      { body: VisitorRequestInput, response: { 201: SentAnswer } },
    )
    .get('/admin/inbox-counts', async () => inbox.inboxCounts(db), { response: { 200: InboxCounts } })
    .get('/admin/contact-messages', async ({ query }) => inbox.listContactMessages(db, query), {
      query: ContactInboxQuery,
      response: { 200: ContactMessageList },
    })
    .put('/admin/contact-messages/:id', async ({ params, body }) => inbox.setContactMessageStatus(db, params.id, body.status), {
      params: IdParams,
      body: ContactMessageStatusInput,
      response: { 200: ContactMessage },
    })
    .get('/admin/visitor-requests', async ({ query }) => inbox.listVisitorRequests(db, query), {
      query: VisitorInboxQuery,
      response: { 200: VisitorRequestList },
    })
    .put('/admin/visitor-requests/:id', async ({ params, body }) => inbox.setVisitorRequestStatus(db, params.id, body.status), {
      params: IdParams,
      body: VisitorRequestStatusInput,
      response: { 200: VisitorRequest },
    })
