import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { recordRoutes } from '../../lib/record-routes'
import { content, editor } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import { FeaturedContent, FeaturedContentInput, FeaturedContentList, FeaturedContentQuery } from './model'
import * as featured from './service'

export const featuredContentRoutes = ({ db, config, userOf, content: published }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .use(policies)
    .get('/featured-content', async ({ query }) => featured.listFeaturedContent(db, query, published.clock()), {
      policy: content(),
      query: FeaturedContentQuery,
      response: { 200: FeaturedContentList },
    })
    .get('/admin/featured-content', async ({ query }) => featured.listFeaturedContent(db, { ...query, includeInactive: true }), {
      policy: editor,
      query: FeaturedContentQuery,
      response: { 200: FeaturedContentList },
    })
    .use(
      recordRoutes(
        '/featured-content',
        { db, config, userOf },
        { input: FeaturedContentInput, saved: FeaturedContent },
        featured.featuredRecords,
      ),
    )
