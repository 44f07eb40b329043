import { Elysia } from 'elysia'
import { type PreparedBody, sendAgain } from '../lib/content-cache'
import { routeOf } from './route-policy'

/** Where a kept answer to a request may be found: a cache of public reads or of rendered pages. */
export type KeptSource = (request: Request) => PreparedBody | undefined

export type KeptAnswers = ReturnType<typeof keptAnswers>

/**
 * Public reads and pages kept in memory (plugins/public-cache.ts, plugins/web-app.ts) are sent again
 * whole, ahead of every other hook: the status and headers they went out with the first time, the
 * security headers included, are sent again as they were. Only a GET whose path is its route's one
 * spelling and whose policy is public, and only while the cache holding it still has it (its
 * content version and lifetime), so the answer is the one the whole chain of guards would give:
 * the same bytes, without the work. Anything else goes on to the guards as before.
 */
export function keptAnswers() {
  const sources: KeptSource[] = []
  return {
    /** A cache whose answers are sent again whole. */
    from(source: KeptSource) {
      sources.push(source)
    },
    /** First in the app, before the security headers: an answer sent here goes out untouched. */
    plugin: () =>
      new Elysia({ name: 'kept-answers' })
        .onRequest(({ request }) => {
          if (request.method !== 'GET') return
          const route = routeOf(request)
          if (!route.check.ok || route.policy?.access !== 'public') return
          for (const source of sources) {
            const kept = source(request)
            if (kept) return sendAgain(request, kept)
          }
        })
        .as('global'),
  }
}
