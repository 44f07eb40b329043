import { Elysia } from 'elysia'
import * as v from 'valibot'
import type { Config } from '../config'
import { type Db, inTransaction } from '../db/client'
import type { ActivityArea } from '../modules/activity/model'
import { changedFields, recordActivity, titleOf } from '../modules/activity/service'
import type { SessionUser } from '../modules/auth/model'
import type { RevisionKind } from '../modules/revisions/model'
import { canRestore, keepEdit, keepRevision } from '../modules/revisions/service'
import { policies } from '../plugins/route-policy'
import { DeletedAnswer, ITEM_DELETED, pageAnswer } from './answers'
import { checkMayChange, type Owned, type PublicationValues, publishingFor } from './drafts'
import { HttpError } from './errors'
import { IdParams } from './fields'
import { type ListPage, PageQuery, PageQuerySchema } from './paging'
import { type PublishInput, StateFilter, withPublishing } from './publication'
import { content, contributor, editor } from './route-policy'

/** A kind of record's schemas: what staff send (the form's schema, shared with the web) and the record as saved. */
type Shapes<Input extends v.GenericSchema, Saved extends v.GenericSchema> = { input: Input; saved: Saved }

/**
 * How a module adds, changes and deletes its records (its service's functions; those that need the
 * church's time zone take it last). `remove` moves the record into the bin and names what the
 * toast's Undo puts back (decision 0019), the batch the delete's activity line carries; `deleted` is the toast's words, ITEM_DELETED unless the module
 * says otherwise.
 */
type Records<In, Out> = {
  create: (db: Db, values: In & Partial<PublicationValues>, timezone: string) => Promise<Out>
  update: (db: Db, id: string, values: In & Partial<PublicationValues>, timezone: string) => Promise<Out>
  remove: (db: Db, id: string) => Promise<{ undo: string }>
  deleted?: string
  /**
   * Reads one record as stored (404 when there is none, like `update`): the activity log reads it
   * before an edit, to name the fields the edit changed, and before a delete, for its title.
   */
  find: (db: Db, id: string) => Promise<object>
  /** The part of the site the activity log files these records' changes under. */
  area: ActivityArea
  /**
   * Records with drafts (sermons, events, Sunday services; decision 0042): the routes take a Publish
   * choice beside the record and let a contributor in, whose saves stay drafts of their own
   * (lib/drafts.ts); `find` then reads the record's publication and author.
   */
  drafts?: true
}

/**
 * The records whose every save keeps a revision (decision 0043), by their routes' path, with what a
 * refusal calls one: a create, an edit and a restore each keep one, in the save's transaction.
 */
const REVISIONS: Record<string, { kind: RevisionKind; noun: string }> = {
  '/sermons': { kind: 'sermon', noun: 'sermon' },
  '/events': { kind: 'event', noun: 'event' },
  '/church/service-times': { kind: 'service-time', noun: 'service time' },
  '/church/staff': { kind: 'staff-member', noun: 'staff member' },
  '/pages': { kind: 'page', noun: 'page' },
  '/news': { kind: 'news-post', noun: 'news post' },
}

/**
 * The three routes by which staff keep one kind of record, under `/admin{path}` of the module's
 * `/api`: POST adds it (201 with the record), PUT `/{id}` changes it, DELETE `/{id}` moves it into
 * the bin, each for an editor or an admin. Each change is noted in the activity log in its own
 * transaction (who, the record's title, and for an edit the fields the form changed). A module adds
 * its own routes (lists, order, bulk work) beside them.
 */
export const recordRoutes = <const Path extends string, Input extends v.GenericSchema, Saved extends v.GenericSchema>(
  path: Path,
  { db, config, userOf }: { db: Db; config: Pick<Config, 'timezone'>; userOf: (request: Request) => Promise<SessionUser | null> },
  { input, saved }: Shapes<Input, Saved>,
  records: Records<v.InferOutput<Input>, v.InferOutput<Saved>>,
) => {
  // With drafts, the body carries the Publish choice and any staff role may call (the checks are lib/drafts.ts's).
  const body = (records.drafts ? withPublishing(input) : input) as Input
  const policy = records.drafts ? contributor : editor
  /** The record's values and the publishing columns `by`'s choice writes (none for records without drafts). */
  const split = (sent: unknown, by: SessionUser | null, creating: boolean) => {
    const { publish, ...values } = sent as v.InferOutput<Input> & { publish?: PublishInput }
    const publishing = records.drafts ? publishingFor(by, publish, config.timezone, creating) : undefined
    return { ...(values as object), ...publishing } as v.InferOutput<Input> & Partial<PublicationValues>
  }
  const revision = REVISIONS[path]
  if (revision)
    canRestore(revision.kind, {
      input,
      update: records.update as never,
      find: (db, id) => records.find(db, id).catch((e) => (e instanceof HttpError && e.status === 404 ? null : Promise.reject(e))),
      area: records.area,
      noun: revision.noun,
    })
  return new Elysia({ prefix: '/admin' })
    .use(policies)
    .post(
      path,
      async ({ body, set, request }) => {
        const by = await userOf(request)
        const values = split(body, by, true)
        const saved = await inTransaction(db, async (tx) => {
          const made = await records.create(tx, values, config.timezone)
          const id = (made as { id?: string }).id
          await recordActivity(tx, { by, kind: 'create', area: records.area, recordId: id, title: titleOf(made) })
          if (revision && id) await keepRevision(tx, { kind: revision.kind, recordId: id, data: made as object, by })
          return made
        })
        set.status = 201
        return saved
      },
      { policy, body, response: { 201: saved } },
    )
    .put(
      `${path}/:id`,
      async ({ params, body, request }) => {
        const by = await userOf(request)
        const values = split(body, by, false)
        return inTransaction(db, async (tx) => {
          const before = await records.find(tx, params.id)
          if (records.drafts) checkMayChange(by, before as Owned)
          const saved = await records.update(tx, params.id, values, config.timezone)
          const changes = changedFields(before, saved as object, Object.keys(values))
          await recordActivity(tx, { by, kind: 'edit', area: records.area, recordId: params.id, title: titleOf(saved), changes })
          if (revision) await keepEdit(tx, { kind: revision.kind, recordId: params.id, data: saved as object, by, before })
          return saved
        })
      },
      {
        policy,
        params: IdParams,
        body,
        response: { 200: saved },
      },
    )
    .delete(
      `${path}/:id`,
      async ({ params, request }) => {
        const by = await userOf(request)
        const gone = await inTransaction(db, async (tx) => {
          const before = await records.find(tx, params.id)
          if (records.drafts) checkMayChange(by, before as Owned)
          const removed = await records.remove(tx, params.id)
          const title = titleOf(before)
          await recordActivity(tx, { by, kind: 'delete', area: records.area, recordId: params.id, title, batch: removed.undo })
          return removed
        })
        return { message: records.deleted ?? ITEM_DELETED, ...gone }
      },
      {
        policy,
        params: IdParams,
        response: { 200: DeletedAnswer },
      },
    )
}

/** Staff's list of records with drafts: a page, searched, and how they stand ('' for all). */
const StaffPageQuery = v.object({ ...PageQuery, state: StateFilter })
type StaffPageQuery = v.InferOutput<typeof StaffPageQuery>

/**
 * How visitors and staff read a kind of record (its service's functions, lib/paging.ts newestFirst).
 * Visitors' reads get the app's clock (`now`): records with drafts show only live ones (decision 0042).
 * Staff's `page` gets who asks and the clock: with `drafts`, a contributor's list holds their own
 * records only (lib/live.ts ownedBy) and `state` picks how they stand.
 */
type Reads<Query, Out, Listed> = {
  list: (db: Db, query: Query, now: Date) => Promise<Listed>
  get: (db: Db, id: string, now: Date) => Promise<Out>
  page: (db: Db, query: StaffPageQuery, viewer: { by: SessionUser | null; now: Date }) => Promise<ListPage<Out>>
  drafts?: true
}

export const recordReads = <
  const Path extends string,
  Query extends v.GenericSchema,
  Saved extends v.GenericSchema,
  Listed extends v.GenericSchema,
>(
  path: Path,
  {
    db,
    clock = () => new Date(),
    userOf = async () => null,
  }: { db: Db; clock?: () => Date; userOf?: (request: Request) => Promise<SessionUser | null> },
  { query, saved, listed, shown }: { query: Query; saved: Saved; listed: Listed; shown?: v.GenericSchema },
  reads: Reads<v.InferOutput<Query>, v.InferOutput<Saved>, v.InferOutput<Listed>>,
  { detailsAhead = false }: { detailsAhead?: boolean } = {},
) =>
  new Elysia()
    .use(policies)
    .get(path, async ({ query }) => reads.list(db, query, clock()), { policy: content({ detailsAhead }), query, response: { 200: listed } })
    // `shown`: the record as visitors read it, when it is less than staff's (how it was published, decision 0042).
    .get(`${path}/:id`, async ({ params }) => reads.get(db, params.id, clock()), {
      policy: content(),
      params: IdParams,
      response: { 200: (shown ?? saved) as Saved },
    })
    .get(`/admin${path}`, async ({ query, request }) => reads.page(db, query, { by: await userOf(request), now: clock() }), {
      policy: reads.drafts ? contributor : editor,
      query: reads.drafts ? StaffPageQuery : PageQuerySchema,
      response: { 200: pageAnswer(saved) },
    })
