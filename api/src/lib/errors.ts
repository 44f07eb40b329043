/** An error a service throws to give the client a clear answer: `{ message, fields? }` with a status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
  }
}

/** A JSON answer with its status: the API's one error shape `{ message, fields? }` goes out through it. */
export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } })

/** The answer (400) to text PostgreSQL cannot store or compare: a NUL character, broken UTF-8. */
export const UNUSABLE_CHARACTERS = 'The request contains characters that cannot be used'

export const notFound = (what: string) => new HttpError(404, `${what} not found`)

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Ids are UUIDs; a malformed one is simply not found (never a database error). */
export const isUuid = (id: string) => UUID.test(id)

/** True when PostgreSQL refused a row for breaking a unique index. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true
  }
  return false
}

/** Thrown inside a transaction to undo it on purpose (a bulk preview). */
export class Rollback extends Error {}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`
