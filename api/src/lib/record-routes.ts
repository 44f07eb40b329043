import { Elysia } from 'elysia'
import type * as v from 'valibot'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { policies } from '../plugins/route-policy'
import { DeletedAnswer, ITEM_DELETED, pageAnswer } from './answers'
import { deleterName } from './bin'
import { IdParams } from './fields'
import { type ListPage, type PageQuery, PageQuerySchema } from './paging'
import { content, editor } from './route-policy'

/** A kind of record's schemas: what staff send (the form's schema, shared with the web) and the record as saved. */
type Shapes<Input extends v.GenericSchema, Saved extends v.GenericSchema> = { input: Input; saved: Saved }

/**
 * How a module adds, changes and deletes its records (its service's functions; those that need the
 * church's time zone take it last). `remove` moves the record into the bin, naming who deleted it,
 * and names what the toast's Undo puts back (decision 0019); `deleted` is the toast's words, ITEM_DELETED unless the module
 * says otherwise.
 */
type Records<In, Out> = {
  create: (db: Db, values: In, timezone: string) => Promise<Out>
  update: (db: Db, id: string, values: In, timezone: string) => Promise<Out>
  remove: (db: Db, id: string, by: string) => Promise<{ undo: string }>
  deleted?: string
}

/**
 * The three routes by which staff keep one kind of record, under `/admin{path}` of the module's
 * `/api`: POST adds it (201 with the record), PUT `/{id}` changes it, DELETE `/{id}` moves it into
 * the bin, each for an admin only. A module adds its own routes (lists, order, bulk work) beside them.
 */
export const recordRoutes = <const Path extends string, Input extends v.GenericSchema, Saved extends v.GenericSchema>(
  path: Path,
  {
    db,
    config,
    userOf,
  }: { db: Db; config: Pick<Config, 'timezone'>; userOf: (request: Request) => Promise<{ name: string; email: string } | null> },
  { input, saved }: Shapes<Input, Saved>,
  records: Records<v.InferOutput<Input>, v.InferOutput<Saved>>,
) =>
  new Elysia({ prefix: '/admin' })
    .use(policies)
    .post(
      path,
      async ({ body, set }) => {
        set.status = 201
        return records.create(db, body, config.timezone)
      },
      { policy: editor, body: input, response: { 201: saved } },
    )
    .put(`${path}/:id`, async ({ params, body }) => records.update(db, params.id, body, config.timezone), {
      policy: editor,
      params: IdParams,
      body: input,
      response: { 200: saved },
    })
    .delete(
      `${path}/:id`,
      async ({ params, request }) => ({
        message: records.deleted ?? ITEM_DELETED,
        ...(await records.remove(db, params.id, deleterName(await userOf(request)))),
      }),
      {
        policy: editor,
        params: IdParams,
        response: { 200: DeletedAnswer },
      },
    )

/** How visitors and staff read a kind of record (its service's functions, lib/paging.ts newestFirst). */
type Reads<Query, Out, Listed> = {
  list: (db: Db, query: Query) => Promise<Listed>
  get: (db: Db, id: string) => Promise<Out>
  page: (db: Db, query: PageQuery) => Promise<ListPage<Out>>
}

/**
 * The three routes by which a kind of record is read, under the module's `/api`: visitors' list (GET
 * `{path}`, as `query` asks, in the shape `listed` names: the records, or a page of them),
 * one record (GET `{path}/{id}`), both public content (kept, and offline; with `detailsAhead` the
 * service worker fetches the list's first records ahead), and staff's list a page at a time (GET
 * `/admin{path}`, `{ items, total }`, for an admin).
 */
export const recordReads = <
  const Path extends string,
  Query extends v.GenericSchema,
  Saved extends v.GenericSchema,
  Listed extends v.GenericSchema,
>(
  path: Path,
  { db }: { db: Db },
  { query, saved, listed }: { query: Query; saved: Saved; listed: Listed },
  reads: Reads<v.InferOutput<Query>, v.InferOutput<Saved>, v.InferOutput<Listed>>,
  { detailsAhead = false }: { detailsAhead?: boolean } = {},
) =>
  new Elysia()
    .use(policies)
    .get(path, async ({ query }) => reads.list(db, query), { policy: content({ detailsAhead }), query, response: { 200: listed } })
    .get(`${path}/:id`, async ({ params }) => reads.get(db, params.id), { policy: content(), params: IdParams, response: { 200: saved } })
    .get(`/admin${path}`, async ({ query }) => reads.page(db, query), {
      policy: editor,
      query: PageQuerySchema,
      response: { 200: pageAnswer(saved) },
    })
