import { Elysia } from 'elysia'
import { contentCache, keyOf, type PreparedBody, prepareBody, sendPrepared } from '../lib/content-cache'
import type { ContentVersion } from '../lib/content-version'
import { isStaffAccess } from '../lib/route-policy'
import type { KeptAnswers } from './kept-answers'
import { routeOf } from './route-policy'

const JSON_TYPE = 'application/json;charset=utf-8'

/** A write only staff may make: it may change what visitors read. */
const isAdminWrite = (request: Request) => {
  const access = routeOf(request).policy?.access
  return request.method !== 'GET' && request.method !== 'HEAD' && access !== undefined && isStaffAccess(access)
}

/**
 * Public reads are answered from memory while nothing has changed (lib/content-cache.ts), with an
 * ETag: a browser that already has the answer gets 304 and no body. Admin writes drop the cache.
 * Once sent, a kept answer is sent again whole by `kept` (plugins/kept-answers.ts).
 */
export function publicCache(content: ContentVersion, kept?: KeptAnswers) {
  const cache = contentCache<PreparedBody>(content)
  // The public reads (their policy says `cached`): what visitors' pages ask for, the same for everyone.
  const cacheable = (request: Request) => request.method === 'GET' && routeOf(request).policy?.cached === true
  // The version when the read began: an edit that lands while it runs makes its answer stale at once.
  const startedAt = new WeakMap<Request, number>()
  kept?.from(
    (request) => (cacheable(request) ? cache.get(keyOf(request)) : undefined),
    (request) => (cacheable(request) ? cache.stale(keyOf(request)) : undefined),
  )
  // What was kept stays, outdated, for a read the database cannot answer (plugins/errors.ts).
  const changed = () => content.changed()

  return (
    new Elysia({ name: 'public-cache' })
      .onRequest(({ request, set }) => {
        if (!cacheable(request)) return
        const found = cache.get(keyOf(request))
        if (found) return sendPrepared(request, set, found, { contentType: JSON_TYPE })
        // When the next scheduled record goes live is known before an answer is kept, so the content
        // version moves then and nothing kept before is sent after (decision 0042).
        return content.schedule().then(() => {
          startedAt.set(request, content.now())
        })
      })
      // After the route's response schema has checked the answer (afterHandle would see it before), so
      // what is kept is what the schema lets out.
      .mapResponse(({ request, responseValue, set }) => {
        if (isAdminWrite(request)) return changed()
        if (!cacheable(request) || responseValue instanceof Response || (set.status !== undefined && set.status !== 200)) return
        const prepared = prepareBody(JSON.stringify(responseValue))
        cache.set(keyOf(request), prepared, startedAt.get(request) ?? -1)
        // The first answer of a read is built here as the Response (a hit is answered in onRequest).
        const answer: { status?: number | string; headers: Record<string, string | number> } = set
        const body = sendPrepared(request, answer, prepared, { contentType: JSON_TYPE })
        const headers = Object.entries(answer.headers).map(([name, value]): [string, string] => [name, String(value)])
        return new Response(answer.status === 304 ? null : body, { status: Number(answer.status), headers })
      })
      .onError(({ request }) => {
        // A failed write may still have changed something (a bulk import stopped half-way is rolled back, but be sure).
        if (isAdminWrite(request)) changed()
      })
      .as('global')
  )
}
