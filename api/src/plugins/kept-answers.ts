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
  const sources: { fresh: KeptSource; stale?: KeptSource }[] = []
  return {
    /** A cache whose answers are sent again whole: `fresh` while current, `stale` (its last answers, however old) while the database is down. */
    from(fresh: KeptSource, stale?: KeptSource) {
      sources.push({ fresh, stale })
    },
    /**
     * The last answer kept for a public GET, sent again as it went out, for when the database cannot
     * answer (plugins/errors.ts): visitors keep reading what was last read, rather than a 503.
     */
    stale(request: Request): Response | undefined {
      if (request.method !== 'GET') return undefined
      const route = routeOf(request)
      if (!route.check.ok || route.policy?.access !== 'public') return undefined
      for (const source of sources) {
        const kept = source.stale?.(request)
        const answer = kept && sendAgain(request, kept)
        if (answer) return answer
      }
      return undefined
    },
    /** First in the app, before the security headers: an answer sent here goes out untouched. */
    plugin: () =>
      new Elysia({ name: 'kept-answers' })
        .onRequest(({ request }) => {
          if (request.method !== 'GET') return
          const route = routeOf(request)
          if (!route.check.ok || route.policy?.access !== 'public') return
          for (const source of sources) {
            const kept = source.fresh(request)
            if (kept) return sendAgain(request, kept)
          }
        })
        .as('global'),
  }
}
