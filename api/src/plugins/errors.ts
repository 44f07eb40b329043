import { Elysia } from 'elysia'
import { HttpError, UNUSABLE_CHARACTERS } from '../lib/errors'
import type { Logger } from '../lib/log'

/** Every JSON body is capped; larger ones get 413 before anything is parsed. */
export const JSON_BODY_LIMIT = 5 * 1024 * 1024

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } })

/** The codes postgres and the driver use when the database can't be reached. */
const UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01',
  '57P03',
  '08006',
  '08001',
  '08003',
])

/** The codes PostgreSQL gives text it cannot store or compare (a NUL character, broken UTF-8). */
const UNSTORABLE_TEXT = new Set(['22021', '22P05'])

function hasCode(error: unknown, codes: Set<string>): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && codes.has(code)) return true
  }
  return false
}

export const isDatabaseUnavailable = (error: unknown) => hasCode(error, UNAVAILABLE)

type StandardSchema = {
  '~standard': {
    validate(
      value: unknown,
    ):
      | { issues?: readonly { message: string; path?: readonly (PropertyKey | { key: PropertyKey })[] }[] }
      | Promise<{ issues?: readonly { message: string; path?: readonly (PropertyKey | { key: PropertyKey })[] }[] }>
  }
}

/** Turns a failed valibot (Standard Schema) validation into `{ field: message }`, first message per field. */
async function fieldMessages(error: { validator?: { schema?: unknown }; value?: unknown }) {
  const schema = error.validator?.schema as StandardSchema | undefined
  const fields: Record<string, string> = {}
  if (!schema?.['~standard']) return fields
  const result = await schema['~standard'].validate(error.value)
  for (const issue of result.issues ?? []) {
    const key = (issue.path ?? []).map((p) => (typeof p === 'object' ? String(p.key) : String(p))).join('.') || '_'
    fields[key] ??= issue.message
  }
  return fields
}

/**
 * One error shape for the whole API: `{ message, fields? }`.
 * 400 malformed JSON or unusable characters, 413 too large, 422 validation, 404 unknown, 503 database down, 500 otherwise
 * (an answer its route's response schema refuses included: decision 0026).
 * No stack trace ever leaves the server.
 */
export const errors = (log: Logger) =>
  new Elysia({ name: 'errors' })
    .onParse({ as: 'global' }, async ({ request, contentType }) => {
      if (!contentType?.startsWith('application/json')) return
      const text = await request.text()
      if (text.length > JSON_BODY_LIMIT) throw new HttpError(413, 'The request is too large')
      if (text.trim() === '') return {}
      try {
        return JSON.parse(text)
      } catch {
        throw new HttpError(400, 'The request body is not valid JSON')
      }
    })
    .onError({ as: 'global' }, async ({ code, error, request }) => {
      // Elysia wraps what onParse throws (413, 400 bad JSON) in a ParseError, with ours as the cause.
      const answer = error instanceof HttpError ? error : (error as { cause?: unknown })?.cause
      if (answer instanceof HttpError) {
        return json(answer.status, answer.fields ? { message: answer.message, fields: answer.fields } : { message: answer.message })
      }
      switch (code) {
        case 'VALIDATION': {
          // An answer its route's response schema refused is our failure, not the caller's: 500 below.
          if ((error as { type?: string }).type === 'response') break
          const fields = await fieldMessages(error as never)
          const message = Object.values(fields)[0] ?? 'The request is not valid'
          return json(422, { message, fields })
        }
        case 'PARSE':
          return json(400, { message: 'The request body could not be read' })
        case 'NOT_FOUND':
          return json(404, { message: 'Not found' })
      }
      // Bad input, not our failure: a NUL character in a search or a field reaches PostgreSQL as text it refuses.
      if (hasCode(error, UNSTORABLE_TEXT)) return json(400, { message: UNUSABLE_CHARACTERS })
      if (isDatabaseUnavailable(error)) {
        log.error(`database unavailable during ${request.method} ${new URL(request.url).pathname}`, error)
        return json(
          503,
          { message: 'The site is having trouble reaching its database. Please try again in a moment.' },
          { 'retry-after': '5' },
        )
      }
      log.error(`unexpected error during ${request.method} ${new URL(request.url).pathname}`, error)
      return json(500, { message: 'Something went wrong on our side. Please try again.' })
    })
