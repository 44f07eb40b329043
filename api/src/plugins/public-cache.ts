import { Elysia } from 'elysia'
import { contentChanged, contentVersion } from '../lib/content-version'

/** The public reads: what visitors' pages ask for, the same for everyone. */
const PUBLIC_READ = /^\/api\/(site-config|featured-content|sermons|events|live-streams|sunday-services)(\/|$)/
/**
 * How long a cached answer is used at most. Admin writes on this instance drop the cache at
 * once; another instance's writes are seen within this time.
 */
export const PUBLIC_CACHE_TTL_MS = 10_000
const MAX_ENTRIES = 500

type Entry = { body: Uint8Array<ArrayBuffer>; gzip?: Uint8Array<ArrayBuffer>; etag: string; version: number; until: number }

/** Answers bigger than this are also kept gzip-compressed, for phones on a weak signal. */
const COMPRESS_FROM_BYTES = 1024

const isAdminWrite = (request: Request) =>
  request.method !== 'GET' && request.method !== 'HEAD' && new URL(request.url).pathname.startsWith('/api/admin/')

/**
 * Public reads are answered from memory while nothing has changed, with an ETag: a browser that
 * already has the answer gets 304 and no body. `Cache-Control: no-cache` makes browsers ask every
 * time, so an edit shows at once.
 */
export function publicCache() {
  const entries = new Map<string, Entry>()
  const answer = (request: Request, entry: Entry) => {
    const headers = {
      etag: entry.etag,
      'cache-control': 'no-cache',
      'content-type': 'application/json;charset=utf-8',
      vary: 'Accept-Encoding',
    }
    if (request.headers.get('if-none-match') === entry.etag) return new Response(null, { status: 304, headers })
    if (entry.gzip && /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '')) {
      return new Response(entry.gzip, { headers: { ...headers, 'content-encoding': 'gzip' } })
    }
    return new Response(entry.body, { headers })
  }
  const cacheable = (request: Request) => request.method === 'GET' && PUBLIC_READ.test(new URL(request.url).pathname)
  // The version when the read began: an edit that lands while it runs makes its answer stale at once.
  const startedAt = new WeakMap<Request, number>()

  return new Elysia({ name: 'public-cache' })
    .onRequest(({ request }) => {
      if (!cacheable(request)) return
      const entry = entries.get(request.url)
      if (entry && entry.version === contentVersion() && entry.until > Date.now()) return answer(request, entry)
      startedAt.set(request, contentVersion())
    })
    .onAfterHandle(({ request, response, set }) => {
      if (isAdminWrite(request)) {
        contentChanged()
        entries.clear()
        return
      }
      if (!cacheable(request) || response instanceof Response || (set.status !== undefined && set.status !== 200)) return
      // Encoded (and compressed) once, sent many times.
      const body = new TextEncoder().encode(JSON.stringify(response))
      const entry: Entry = {
        body,
        gzip: body.byteLength >= COMPRESS_FROM_BYTES ? new Uint8Array(Bun.gzipSync(body, { level: 6 })) : undefined,
        etag: `W/"${Bun.hash(body).toString(36)}"`,
        version: startedAt.get(request) ?? -1,
        until: Date.now() + PUBLIC_CACHE_TTL_MS,
      }
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
      entries.set(request.url, entry)
      return answer(request, entry)
    })
    .onError(({ request }) => {
      // A failed write may still have changed something (a bulk import stopped half-way is rolled back, but be sure).
      if (isAdminWrite(request)) {
        contentChanged()
        entries.clear()
      }
    })
    .as('global')
}
