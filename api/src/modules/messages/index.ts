import { Elysia } from 'elysia'
import * as v from 'valibot'
import type { AppContext } from '../../context'
import type { Db } from '../../db/client'
import { IdParams } from '../../lib/fields'
import { filledHoneypot } from '../../lib/honeypot'
import { editor, form } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import type { ActivityArea } from '../activity/model'
import { type Actor, withActivity } from '../activity/service'
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

/** What a visitor reads once their form is sent. */
const CONTACT_THANKS = "Your message has been sent successfully! We'll get back to you soon."
const VISIT_THANKS = "We can't wait to meet you! We'll be in touch soon."

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
  { db, userOf, area }: { db: Db; userOf: (request: Request) => Promise<Actor>; area: ActivityArea },
  { query, status, saved }: { query: Query; status: Status; saved: Saved },
  records: {
    list: (db: Db, query: v.InferOutput<Query>) => Promise<v.InferOutput<Saved>[]>
    find: (db: Db, id: string) => Promise<{ status: string; name: string }>
    setStatus: (db: Db, id: string, change: v.InferOutput<Status>) => Promise<v.InferOutput<Saved>>
  },
) =>
  new Elysia({ prefix: '/admin' })
    .use(policies)
    .get(path, async ({ query }) => records.list(db, query), { policy: editor, query, response: { 200: v.array(saved) } })
    .put(
      `${path}/:id`,
      async ({ params, body, request }) => {
        const before = await records.find(db, params.id)
        // The status change and its line in the activity log (none when the status stayed as it was).
        return withActivity(
          db,
          await userOf(request),
          (tx) => records.setStatus(tx, params.id, body),
          (after) => {
            const to = (after as { status: string }).status
            if (to === before.status) return null
            return {
              kind: 'status',
              area,
              recordId: params.id,
              title: before.name,
              changes: [{ field: 'status', from: before.status, to }],
            }
          },
        )
      },
      {
        policy: editor,
        params: IdParams,
        body: status,
        response: { 200: saved },
      },
    )

/** Contact messages and plan-a-visit requests: public to send, staff to read and mark. */
export const messageRoutes = ({ db, config, log, userOf }: AppContext) => {
  /**
   * A form a visitor sent, answered with `thanks`: a robot's (its honeypot filled, lib/honeypot.ts)
   * is thanked alike and kept nowhere; anyone else's is saved with the emails it causes, and the
   * outbox is woken to send them.
   */
  const visitorForm = async <Form extends { website?: string | null }>(form: Form, thanks: string, save: inbox.SaveForm<Form>) => {
    if (filledHoneypot(form)) return { message: thanks }
    const saved = await save(db, form, { origin: await siteAddress(db, config), log, timezone: config.timezone })
    wakeOutbox(db)
    return { message: thanks, id: saved.id }
  }

  return new Elysia({ prefix: '/api' })
    .use(policies)
    .post('/contact', async ({ body, status }) => status(201, await visitorForm(body, CONTACT_THANKS, inbox.saveContactMessage)), {
      policy: form('contact'),
      body: ContactInput,
      response: { 201: SentAnswer },
    })
    .post('/visitor-requests', async ({ body, status }) => status(201, await visitorForm(body, VISIT_THANKS, inbox.saveVisitorRequest)), {
      policy: form('visit'),
      body: VisitorRequestInput,
      response: { 201: SentAnswer },
    })
    .get('/admin/inbox-counts', async () => inbox.inboxCounts(db), { policy: editor, response: { 200: InboxCounts } })
    .use(
      inboxRoutes(
        '/contact-messages',
        { db, userOf, area: 'messages' },
        { query: ContactInboxQuery, status: ContactMessageStatusInput, saved: ContactMessage },
        {
          list: inbox.listContactMessages,
          find: inbox.getContactMessage,
          setStatus: inbox.setContactMessageStatus,
        },
      ),
    )
    .use(
      inboxRoutes(
        '/visitor-requests',
        { db, userOf, area: 'requests' },
        { query: VisitorInboxQuery, status: VisitorRequestStatusInput, saved: VisitorRequest },
        {
          list: inbox.listVisitorRequests,
          find: inbox.getVisitorRequest,
          setStatus: inbox.setVisitorRequestStatus,
        },
      ),
    )
}
