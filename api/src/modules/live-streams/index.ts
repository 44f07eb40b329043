import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { DeletedAnswer } from '../../lib/answers'
import { IdParams } from '../../lib/fields'
import { PageQuerySchema } from '../../lib/paging'
import { LiveStream, LiveStreamInput, LiveStreamList, LiveStreamPage, LiveStreamQuery, LiveStreamStatusInput } from './model'
import * as streams from './service'

export const liveStreamRoutes = ({ db }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .get('/live-streams', async ({ query }) => streams.listLiveStreams(db, query), {
      query: LiveStreamQuery,
      response: { 200: LiveStreamList },
    })
    .get('/live-streams/:id', async ({ params }) => streams.getLiveStream(db, params.id), {
      params: IdParams,
      response: { 200: LiveStream },
    })
    .get('/admin/live-streams', async ({ query }) => streams.listLiveStreamsPage(db, query), {
      query: PageQuerySchema,
      response: { 200: LiveStreamPage },
    })
    .post('/admin/live-streams', async ({ body, status }) => status(201, await streams.createLiveStream(db, body)), {
      body: LiveStreamInput,
      response: { 201: LiveStream },
    })
    .put('/admin/live-streams/:id', async ({ params, body }) => streams.updateLiveStream(db, params.id, body), {
      params: IdParams,
      body: LiveStreamInput,
      response: { 200: LiveStream },
    })
    .patch('/admin/live-streams/:id', async ({ params, body }) => streams.setLiveStreamLive(db, params.id, body.isLive), {
      params: IdParams,
      body: LiveStreamStatusInput,
      response: { 200: LiveStream },
    })
    .delete(
      '/admin/live-streams/:id',
      async ({ params }) => {
        const { undo } = await streams.deleteLiveStream(db, params.id)
        return { message: 'Item deleted successfully', undo }
      },
      { params: IdParams, response: { 200: DeletedAnswer } },
    )
