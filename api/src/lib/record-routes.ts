import { Elysia } from 'elysia'
import type * as v from 'valibot'
import { DeletedAnswer } from './answers'
import { IdParams } from './fields'

type Keeping<Input extends v.GenericSchema, Saved extends v.GenericSchema> = {
  /** What staff send: the form's schema (models shared with the web's form). */
  input: Input
  /** The record as saved, the answer of adding and of changing it. */
  saved: Saved
  /** The toast's words once it is in the bin: 'Item deleted successfully'. */
  deleted: string
  create: (values: v.InferOutput<Input>) => Promise<v.InferOutput<Saved>>
  update: (id: string, values: v.InferOutput<Input>) => Promise<v.InferOutput<Saved>>
  /** Moves it into the bin; `undo` names what the toast's Undo puts back (decision 0019). */
  remove: (id: string) => Promise<{ undo: string }>
}

/**
 * The three routes by which staff keep one kind of record, under `/admin/{path}` of the module's `/api`: POST adds it
 * (201 with the record), PUT `/{id}` changes it, DELETE `/{id}` moves it into the bin. A module
 * adds its own routes (lists, order, bulk work) beside them.
 */
export const recordRoutes = <const Path extends string, Input extends v.GenericSchema, Saved extends v.GenericSchema>(
  path: Path,
  keeping: Keeping<Input, Saved>,
) =>
  new Elysia({ prefix: '/admin' })
    .post(
      path,
      async ({ body, set }) => {
        set.status = 201
        return keeping.create(body)
      },
      {
        body: keeping.input,
        response: { 201: keeping.saved },
      },
    )
    .put(`${path}/:id`, async ({ params, body }) => keeping.update(params.id, body), {
      params: IdParams,
      body: keeping.input,
      response: { 200: keeping.saved },
    })
    .delete(`${path}/:id`, async ({ params }) => ({ message: keeping.deleted, ...(await keeping.remove(params.id)) }), {
      params: IdParams,
      response: { 200: DeletedAnswer },
    })
