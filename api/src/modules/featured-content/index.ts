import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { DeletedAnswer } from '../../lib/answers'
import { IdParams } from '../../lib/fields'
import { FeaturedContent, FeaturedContentInput, FeaturedContentList, FeaturedContentQuery } from './model'
import * as featured from './service'

export const featuredContentRoutes = ({ db }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .get('/featured-content', async ({ query }) => featured.listFeaturedContent(db, query), {
      query: FeaturedContentQuery,
      response: { 200: FeaturedContentList },
    })
    .get('/admin/featured-content', async ({ query }) => featured.listFeaturedContent(db, { ...query, includeInactive: true }), {
      query: FeaturedContentQuery,
      response: { 200: FeaturedContentList },
    })
    .post('/admin/featured-content', async ({ body, status }) => status(201, await featured.createFeaturedContent(db, body)), {
      body: FeaturedContentInput,
      response: { 201: FeaturedContent },
    })
    .put('/admin/featured-content/:id', async ({ params, body }) => featured.updateFeaturedContent(db, params.id, body), {
      params: IdParams,
      body: FeaturedContentInput,
      response: { 200: FeaturedContent },
    })
    .delete(
      '/admin/featured-content/:id',
      async ({ params }) => {
        const { undo } = await featured.deleteFeaturedContent(db, params.id)
        return { message: 'Item deleted successfully', undo }
      },
      { params: IdParams, response: { 200: DeletedAnswer } },
    )
