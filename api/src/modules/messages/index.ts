import { Elysia } from 'elysia'
import * as v from 'valibot'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import { IdParams } from '../../lib/fields'
import { filledHoneypot } from '../../lib/honeypot'
import { wakeOutbox } from '../email/outbox'
import { siteAddress } from '../site-config/service'
import {
  ContactInboxQuery,
  ContactInput,
  ContactMessage,
  ContactMessageStatusInput,
  InboxCounts,
  SentAnswer,
  VisitorInboxQuery,
  VisitorRequest,
  VisitorRequestInput,
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
    .use(
      inboxRoutes(
        '/contact-messages',
        db,
        { query: ContactInboxQuery, status: ContactMessageStatusInput, saved: ContactMessage },
        {
          list: inbox.listContactMessages,
          setStatus: inbox.setContactMessageStatus,
        },
      ),
    )
    .use(
      inboxRoutes(
        '/visitor-requests',
        db,
        { query: VisitorInboxQuery, status: VisitorRequestStatusInput, saved: VisitorRequest },
        {
          list: inbox.listVisitorRequests,
          setStatus: inbox.setVisitorRequestStatus,
        },
      ),
    )

/**
 * Staff's view of one inbox, under `/admin{path}` of `/api`: a page of it (GET, newest first, of one
 * status or all) and a record's status set (PUT `{path}/:id`, answering the record).
 */
const inboxRoutes = <
  const Path extends string,
  Query extends v.GenericSchema,
  Status extends v.GenericSchema,
  Saved extends v.GenericSchema,
>(
  path: Path,
  db: Db,
  { query, status, saved }: { query: Query; status: Status; saved: Saved },
  records: {
    list: (db: Db, query: v.InferOutput<Query>) => Promise<v.InferOutput<Saved>[]>
    setStatus: (db: Db, id: string, change: v.InferOutput<Status>) => Promise<v.InferOutput<Saved>>
  },
) =>
  new Elysia({ prefix: '/admin' })
    .get(path, async ({ query }) => records.list(db, query), { query, response: { 200: v.array(saved) } })
    .put(`${path}/:id`, async ({ params, body }) => records.setStatus(db, params.id, body), {
      params: IdParams,
      body: status,
      response: { 200: saved },
    })
