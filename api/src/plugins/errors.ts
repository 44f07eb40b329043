import { Elysia } from 'elysia'
import { HttpError, json, UNUSABLE_CHARACTERS } from '../lib/errors'
import type { Logger } from '../lib/log'
import type { KeptAnswers } from './kept-answers'
import { routeOf } from './route-policy'

/**
 * The cap on a body anyone may send (a public route: a visitor's form, a sign-in, a newsletter
 * link): a real one is a few kilobytes.
 */
export const PUBLIC_BODY_MAX_BYTES = 32 * 1024
/** The cap on a body a signed-in person sends (staff's imports and bulk changes are the largest). */
export const STAFF_BODY_MAX_BYTES = 5 * 1024 * 1024
/** How deeply arrays and objects may nest in a JSON body; deeper ones get 400 before anything is parsed. */
export const MAX_NESTING = 64
export const TOO_LARGE = 'The request is too large'
export const TOO_DEEP = 'The request is nested too deeply'

/**
 * Page form posts (plugins/web-app.ts) over the cap: read no further, and handed on empty so the
 * page answers with its own message (public-forms.ts `isTooLarge`), not a bare 413.
 */
export const readTooMuch = new WeakSet<Request>()

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

type Issue = { message: string; received?: string; path?: readonly (PropertyKey | { key: PropertyKey })[] }
type StandardSchema = { '~standard': { validate(value: unknown): { issues?: readonly Issue[] } | Promise<{ issues?: readonly Issue[] }> } }

/** At most this many fields are named in one refusal (a list of thousands of bad rows needs no thousand messages). */
const MAX_FIELDS = 100

/**
 * The message of one issue, in words a person reads. Our schemas give every field its own message;
 * where one gives none, valibot's own ('Invalid type: Expected string but received "…"') would
 * repeat the refused value and speak its jargon: a plain one is said instead.
 */
function issueMessage(issue: Issue, key: string) {
  const isDefault =
    issue.received !== undefined && issue.message.startsWith('Invalid ') && issue.message.endsWith(`eceived ${issue.received}`)
  if (!isDefault) return issue.message
  if (key === '_') return 'The request is not valid'
  return issue.received === 'undefined' ? 'This field is required' : 'This field is not valid'
}

/** Turns a failed valibot (Standard Schema) validation into `{ field: message }`, first message per field. */
async function fieldMessages(error: { validator?: { schema?: unknown }; value?: unknown }) {
  const schema = error.validator?.schema as StandardSchema | undefined
  const fields: Record<string, string> = {}
  if (!schema?.['~standard']) return fields
  const result = await schema['~standard'].validate(error.value)
  let named = 0
  for (const issue of result.issues ?? []) {
    const key = (issue.path ?? []).map((p) => (typeof p === 'object' ? String(p.key) : String(p))).join('.') || '_'
    if (key in fields) continue
    fields[key] = issueMessage(issue, key)
    if (++named >= MAX_FIELDS) break
  }
  return fields
}

const [OPEN_ARRAY, CLOSE_ARRAY, OPEN_OBJECT, CLOSE_OBJECT, QUOTE, BACKSLASH] = [0x5b, 0x5d, 0x7b, 0x7d, 0x22, 0x5c]

/**
 * Follows how deeply a JSON text nests, byte by byte as it arrives, in one pass: brackets inside
 * strings (and quotes escaped there) are text. UTF-8 never uses these byte values inside another
 * character, so the bytes need no decoding first. `read` answers false once the nesting passes
 * MAX_NESTING. Malformed text is left to JSON.parse.
 */
function nestingScanner() {
  let depth = 0
  let inString = false
  let escaped = false
  return {
    read(bytes: Uint8Array): boolean {
      for (let i = 0; i < bytes.length; i++) {
        const byte = bytes[i]
        if (inString) {
          if (escaped) escaped = false
          else if (byte === BACKSLASH) escaped = true
          else if (byte === QUOTE) inString = false
        } else if (byte === QUOTE) inString = true
        else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
          if (++depth > MAX_NESTING) return false
        } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) depth--
      }
      return true
    },
  }
}

/**
 * Reads a request's body up to `limit` bytes, counted on the bytes read: a Content-Length above it
 * is refused before reading, a chunked body is stopped as soon as it passes it (undefined for both).
 * Each chunk goes to `check` first: 400 when it refuses, and nothing more is read.
 */
export async function readBounded(
  request: Request,
  limit: number,
  check?: (chunk: Uint8Array) => boolean,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (Number(request.headers.get('content-length')) > limit) return undefined
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let total = 0
  let finished = false
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      total += value.byteLength
      if (total > limit) return undefined
      if (check && !check(value)) throw new HttpError(400, TOO_DEEP)
      chunks.push(value)
    }
    finished = true
  } catch (error) {
    if (error instanceof HttpError) throw error
    throw new HttpError(400, 'The request body could not be read')
  } finally {
    // Whatever was not read is dropped, never waited for.
    if (!finished) reader.cancel().catch(() => {})
  }
  if (chunks.length === 1) return chunks[0]
  const bytes = new Uint8Array(total)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes
}

/** The body types read here; any other (an image sent to its upload address) is left unread for its route. */
type BodyKind = 'json' | 'text' | 'urlencoded' | 'multipart' | 'binary'
function kindOf(contentType: string | undefined): BodyKind | undefined {
  if (!contentType) return undefined
  if (contentType.startsWith('application/json')) return 'json'
  if (contentType === 'text/plain') return 'text'
  if (contentType === 'application/x-www-form-urlencoded') return 'urlencoded'
  if (contentType === 'multipart/form-data') return 'multipart'
  if (contentType === 'application/octet-stream') return 'binary'
  return undefined
}

const decoder = new TextDecoder()

/**
 * Form fields as Elysia would read them (a repeated name gives a list), but never more than they
 * are: a value that looks like JSON stays text.
 */
function formFields(entries: Iterable<[string, FormDataEntryValue]>) {
  const fields: Record<string, FormDataEntryValue | FormDataEntryValue[]> = Object.create(null)
  for (const [name, value] of entries) {
    const earlier = fields[name]
    fields[name] = earlier === undefined ? value : Array.isArray(earlier) ? [...earlier, value] : [earlier, value]
  }
  return fields
}

/**
 * Every body the server reads, bounded before it is believed (decision 0014): counted on the bytes
 * actually read, chunked or not, 32 KB where anyone may send it and 5 MB for signed-in staff (413
 * past it); JSON nesting more than MAX_NESTING levels is refused (400) while it arrives, before
 * JSON.parse, so neither parsing nor a refusal that describes the value can run out of stack.
 */
async function parseBody(request: Request, contentType: string | undefined) {
  const kind = kindOf(contentType)
  if (!kind) return undefined
  const { policy } = routeOf(request)
  const limit = policy && policy.access !== 'public' ? STAFF_BODY_MAX_BYTES : PUBLIC_BODY_MAX_BYTES
  // A page's form post is read as text by its route (plugins/web-app.ts), whatever its type says.
  const pageForm = !!policy?.pageForms && kind !== 'json'
  const bytes = await readBounded(request, limit, kind === 'json' ? nestingScanner().read : undefined)
  if (!bytes) {
    if (!pageForm) throw new HttpError(413, TOO_LARGE)
    readTooMuch.add(request)
    return ''
  }
  if (pageForm) return decoder.decode(bytes)
  switch (kind) {
    case 'json': {
      const text = decoder.decode(bytes)
      if (text.trim() === '') return {}
      try {
        return JSON.parse(text)
      } catch {
        throw new HttpError(400, 'The request body is not valid JSON')
      }
    }
    case 'text':
      return decoder.decode(bytes)
    case 'urlencoded':
      return formFields(new URLSearchParams(decoder.decode(bytes)))
    case 'multipart':
      try {
        const form = await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData()
        return formFields(form)
      } catch {
        throw new HttpError(400, 'The request body could not be read')
      }
    case 'binary':
      return bytes.slice().buffer
  }
}

/**
 * One error shape for the whole API: `{ message, fields? }`.
 * 400 malformed JSON, nesting too deep or unusable characters, 413 too large, 422 validation, 404 unknown, 503 database down, 500 otherwise
 * (an answer its route's response schema refuses included: decision 0026).
 * No stack trace ever leaves the server. With `kept`, a public read the database cannot answer now
 * is answered with the last one kept instead of the 503 (plugins/kept-answers.ts `stale`).
 */
export const errors = (log: Logger, kept?: Pick<KeptAnswers, 'stale'>) =>
  new Elysia({ name: 'errors' })
    .onParse({ as: 'global' }, ({ request, contentType }) => parseBody(request, contentType))
    .onError({ as: 'global' }, async ({ code, error, request, set }) => {
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
        const last = kept?.stale(request)
        if (last) {
          // Elysia keeps an error's status on a Response an error handler gives unless told.
          set.status = last.status
          return last
        }
        return json(
          503,
          { message: 'The site is having trouble reaching its database. Please try again in a moment.' },
          { 'retry-after': '5' },
        )
      }
      log.error(`unexpected error during ${request.method} ${new URL(request.url).pathname}`, error)
      return json(500, { message: 'Something went wrong on our side. Please try again.' })
    })
