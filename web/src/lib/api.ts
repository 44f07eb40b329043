import type { App } from '@church/api'
import { treaty } from '@elysiajs/eden'

type Fetcher = (request: Request) => Response | Promise<Response>

const client = (origin: string, fetcher?: Fetcher) =>
  treaty<App>(origin, {
    fetch: { credentials: 'include' },
    parseDate: false,
    ...(fetcher && { fetcher: ((input: RequestInfo | URL, init?: RequestInit) => fetcher(new Request(input, init))) as typeof fetch }),
  }).api

/**
 * The one API client. Types come from the server (`App`); only types are imported, never server code.
 * `parseDate: false` keeps calendar dates ('2026-12-01') as the strings the API sends: Eden would
 * otherwise turn them into Date objects at UTC midnight, a day early in US time zones.
 * In the browser it calls the page's own origin; when the server renders a page (entry-server.tsx)
 * it is pointed at the server's own app in-process (`answerOnServer`), with no network in between.
 */
export let api = client(typeof window === 'undefined' ? 'http://localhost' : window.location.origin)
let serverFetcher: Fetcher | undefined

/** On the server: every call is answered by `fetcher` (the API app's own `handle`). */
export function answerOnServer(fetcher: Fetcher) {
  serverFetcher = fetcher
  api = client('http://localhost', fetcher)
}

type EdenResult = { data: unknown; error: unknown; status: number; response?: Response }
type Success<R extends EdenResult> = Extract<R, { error: null }>['data']

/** A failed call, with the message `${status}: ${server message}` (docs/product.md#failures-and-toasts). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    /** Field messages from a 422 (`{ message, fields }`), when the server sent them. */
    readonly fields?: Record<string, string>,
  ) {
    super(`${status}: ${detail}`)
    this.name = 'ApiError'
  }
}

/** Awaits an Eden call and returns its data, or throws an ApiError so TanStack Query sees the failure. */
export async function unwrap<R extends EdenResult>(request: Promise<R>): Promise<Success<R>> {
  const result = await request
  if (result.error == null) return result.data as Success<R>
  // No answer at all (offline, the server unreachable): not a server message, so each screen
  // shows its own fallback ('Failed to send message. Please try again.' and so on).
  if (!result.response) throw new Error('The site could not be reached. Check your connection and try again.')
  const { value } = result.error as { value?: unknown }
  const body = isRecord(value) ? value : undefined
  const detail =
    (typeof body?.message === 'string' && body.message) ||
    (value instanceof Error && value.message) ||
    (value != null && !isRecord(value) && String(value)) ||
    result.response?.statusText ||
    'Request failed'
  const fields = isRecord(body?.fields) ? (body.fields as Record<string, string>) : undefined
  return Promise.reject(new ApiError(result.status, detail, fields))
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A JSON POST for the rare path Eden can't express (it reserves `.subscribe` for WebSockets, so
 * `/api/newsletter/subscribe` is called this way). Same error handling as `unwrap`.
 */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  const init: RequestInit = {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }
  const response = await (serverFetcher ? serverFetcher(new Request(`http://localhost${path}`, init)) : fetch(path, init))
  const text = await response.text()
  let value: unknown = text
  try {
    value = text ? JSON.parse(text) : undefined
  } catch {}
  if (response.ok) return value as T
  return unwrap(Promise.resolve({ data: null, error: { value }, status: response.status, response }))
}
