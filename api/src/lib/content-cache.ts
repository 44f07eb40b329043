import { brotliCompressSync, constants as zlib } from 'node:zlib'
import type { ContentVersion } from './content-version'

/**
 * How long a kept answer is used at most. Changes made through this instance drop it at once
 * (content-version.ts); another instance's changes are seen within this time.
 */
export const CONTENT_CACHE_TTL_MS = 10_000
const MAX_ENTRIES = 500
/** Bodies smaller than this are not worth compressing. */
const COMPRESS_FROM_BYTES = 1024

type Encoding = 'br' | 'gzip'
const compress: Record<Encoding, (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>> = {
  // Quality 5: well under a millisecond for a list, and a little smaller than gzip (a 58-sermon search: 2,103 bytes against 2,211).
  br: (bytes) => new Uint8Array(brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })),
  gzip: (bytes) => new Uint8Array(Bun.gzipSync(bytes, { level: 6 })),
}

/**
 * An answer's body made ready once and sent many times: encoded, with its weak ETag, and
 * compressed (brotli or gzip, each made the first time a browser asks for it) when worth it.
 */
export type PreparedBody = {
  body: Uint8Array<ArrayBuffer>
  etag: string
  compressed?: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>
  /** How it went out the first time, every guard's headers included: how it goes out again (sendAgain). */
  sentAs?: SentAs
}

/**
 * An answer's status and headers as first sent; `encoded` adds each encoding's Content-Encoding. Made
 * into Headers once: a Response copies a Headers in a third of the time it takes to read a list.
 */
type SentAs = { status: number; headers: Headers; encoded: Record<Encoding, Headers> }

export function prepareBody(text: string): PreparedBody {
  const body = new TextEncoder().encode(text)
  return { body, etag: `W/"${Bun.hash(body).toString(36)}"`, compressed: body.byteLength >= COMPRESS_FROM_BYTES ? {} : undefined }
}

/** The encoding to send: brotli, else gzip, when the browser accepts it (a ';q=0' refusal is honoured). */
export function acceptedEncoding(accepted: string | null): Encoding | undefined {
  if (!accepted) return undefined
  if (/\bbr\b(?!;\s*q=0(\.0*)?\b)/.test(accepted)) return 'br'
  if (/\bgzip\b(?!;\s*q=0(\.0*)?\b)/.test(accepted)) return 'gzip'
  return undefined
}

/** What an answer is kept by: the path and query as sent. The host a request names changes nothing in a public answer. */
export const keyOf = ({ url }: Request) => url.slice(url.indexOf('/', url.indexOf('//') + 2))

/** The part of Elysia's context an answer's status and headers are written to. */
type AnswerSet = { status?: number | string; headers: Record<string, string | number> }

/**
 * A prepared body as an answer: 304 when the browser already has it, compressed when it accepts that.
 * `no-cache` unless told: browsers ask every time (cheaply), so an edit shows at once. The status and headers
 * go to Elysia's `set` and the bytes are returned, so Elysia builds the one Response (returning a
 * Response would have it copied to merge the security headers in: measured, a quarter of the time).
 */
export function sendPrepared(
  request: Request,
  set: AnswerSet,
  prepared: PreparedBody,
  opts: { contentType: string; status?: number; cacheControl?: string },
): Uint8Array<ArrayBuffer> {
  const headers = set.headers
  headers.etag = prepared.etag
  headers['cache-control'] = opts.cacheControl ?? 'no-cache'
  headers['content-type'] = opts.contentType
  headers.vary = 'Accept-Encoding'
  const status = opts.status ?? 200
  set.status = status
  prepared.sentAs ??= sentAs(status, headers)
  if (status === 200 && request.headers.get('if-none-match') === prepared.etag) {
    set.status = 304
    return EMPTY
  }
  const { compressed } = prepared
  const encoding = compressed && acceptedEncoding(request.headers.get('accept-encoding'))
  if (!compressed || !encoding) return prepared.body
  headers['content-encoding'] = encoding
  compressed[encoding] ??= compress[encoding](prepared.body)
  return compressed[encoding]
}
const EMPTY = new Uint8Array(0)

function sentAs(status: number, set: AnswerSet['headers']): SentAs {
  const headers = Object.entries(set)
    .filter(([name]) => name !== 'content-encoding')
    .map(([name, value]): [string, string] => [name, String(value)])
  const encoded = (encoding: Encoding) => new Headers([...headers, ['content-encoding', encoding]])
  return { status, headers: new Headers(headers), encoded: { br: encoded('br'), gzip: encoded('gzip') } }
}

/**
 * A kept answer sent again whole, as sendPrepared first sent it (the same status and headers, the
 * security headers included; 304 when the browser already has it), without the guards that made
 * those headers running again: undefined when it has not been sent yet.
 */
export function sendAgain(request: Request, prepared: PreparedBody): Response | undefined {
  const sent = prepared.sentAs
  if (!sent) return undefined
  if (sent.status === 200 && request.headers.get('if-none-match') === prepared.etag)
    return new Response(null, { status: 304, headers: sent.headers })
  const { compressed } = prepared
  const encoding = compressed && acceptedEncoding(request.headers.get('accept-encoding'))
  if (!compressed || !encoding) return new Response(prepared.body, { status: sent.status, headers: sent.headers })
  compressed[encoding] ??= compress[encoding](prepared.body)
  return new Response(compressed[encoding], { status: sent.status, headers: sent.encoded[encoding] })
}

/**
 * Answers kept in memory while public content is unchanged, and at most CONTENT_CACHE_TTL_MS.
 * `set` takes the content version read when the work began, so an edit that landed meanwhile
 * makes the entry stale at once.
 */
export function contentCache<T>(content: ContentVersion) {
  const entries = new Map<string, { value: T; version: number; until: number }>()
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key)
      return entry && entry.version === content.now() && entry.until > Date.now() ? entry.value : undefined
    },
    /**
     * The last value kept for `key`, however old or outdated: for a visitor while the database cannot
     * answer (plugins/kept-answers.ts `stale`), never otherwise.
     */
    stale(key: string): T | undefined {
      return entries.get(key)?.value
    },
    set(key: string, value: T, version: number) {
      // The newest last: the oldest goes first when the cache is full.
      entries.delete(key)
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
      entries.set(key, { value, version, until: Date.now() + CONTENT_CACHE_TTL_MS })
    },
    clear: () => entries.clear(),
  }
}
