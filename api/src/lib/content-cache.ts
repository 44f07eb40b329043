import { contentVersion } from './content-version'

/**
 * How long a kept answer is used at most. Changes made through this instance drop it at once
 * (content-version.ts); another instance's changes are seen within this time.
 */
export const CONTENT_CACHE_TTL_MS = 10_000
const MAX_ENTRIES = 500
/** Bodies smaller than this are not worth compressing. */
const COMPRESS_FROM_BYTES = 1024

/** An answer's body made ready once and sent many times: encoded, gzip-compressed when worth it, with its weak ETag. */
export type PreparedBody = { body: Uint8Array<ArrayBuffer>; gzip?: Uint8Array<ArrayBuffer>; etag: string }

export function prepareBody(text: string): PreparedBody {
  const body = new TextEncoder().encode(text)
  return {
    body,
    gzip: body.byteLength >= COMPRESS_FROM_BYTES ? new Uint8Array(Bun.gzipSync(body, { level: 6 })) : undefined,
    etag: `W/"${Bun.hash(body).toString(36)}"`,
  }
}

/**
 * A prepared body as an answer: 304 when the browser already has it, gzip when it accepts that.
 * `no-cache`: browsers ask every time (cheaply), so an edit shows at once.
 */
export function sendPrepared(request: Request, prepared: PreparedBody, opts: { contentType: string; status?: number }): Response {
  const status = opts.status ?? 200
  const headers = { etag: prepared.etag, 'cache-control': 'no-cache', 'content-type': opts.contentType, vary: 'Accept-Encoding' }
  if (status === 200 && request.headers.get('if-none-match') === prepared.etag) return new Response(null, { status: 304, headers })
  if (prepared.gzip && /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')) {
    return new Response(prepared.gzip, { status, headers: { ...headers, 'content-encoding': 'gzip' } })
  }
  return new Response(prepared.body, { status, headers })
}

/**
 * Answers kept in memory while public content is unchanged, and at most CONTENT_CACHE_TTL_MS.
 * `set` takes the content version read when the work began, so an edit that landed meanwhile
 * makes the entry stale at once.
 */
export function contentCache<T>() {
  const entries = new Map<string, { value: T; version: number; until: number }>()
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key)
      return entry && entry.version === contentVersion() && entry.until > Date.now() ? entry.value : undefined
    },
    set(key: string, value: T, version: number) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
      entries.set(key, { value, version, until: Date.now() + CONTENT_CACHE_TTL_MS })
    },
    clear: () => entries.clear(),
  }
}
