import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { IdParams } from '../../lib/fields'
import { FeaturedContentInput, FeaturedContentQuery } from './model'
import * as featured from './service'

export const featuredContentRoutes = ({ db }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .get('/featured-content', ({ query }) => featured.listFeaturedContent(db, query), { query: FeaturedContentQuery })
    .get('/admin/featured-content', ({ query }) => featured.listFeaturedContent(db, { ...query, includeInactive: true }), {
      query: FeaturedContentQuery,
    })
    .post('/admin/featured-content', async ({ body, status }) => status(201, await featured.createFeaturedContent(db, body)), {
      body: FeaturedContentInput,
    })
    .put('/admin/featured-content/:id', ({ params, body }) => featured.updateFeaturedContent(db, params.id, body), {
      params: IdParams,
      body: FeaturedContentInput,
    })
    .delete(
      '/admin/featured-content/:id',
      async ({ params }) => {
        const { undo } = await featured.deleteFeaturedContent(db, params.id)
        return { message: 'Item deleted successfully', undo }
      },
      { params: IdParams },
    )
