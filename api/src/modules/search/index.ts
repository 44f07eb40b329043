import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { content } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import { SearchAnswer, SearchQuery } from './model'
import { searchSite } from './service'

/** The site search (service.ts): what visitors may read, found by their words. */
export const searchRoutes = ({ db, config, content: published }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .use(policies)
    .get('/search', async ({ query }) => searchSite(db, query, published.clock(), config.timezone), {
      policy: content(),
      query: SearchQuery,
      response: { 200: SearchAnswer },
    })
