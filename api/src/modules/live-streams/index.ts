import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { IdParams } from '../../lib/fields'
import { PageQuerySchema } from '../../lib/paging'
import { LiveStreamInput, LiveStreamQuery, LiveStreamStatusInput } from './model'
import * as streams from './service'

export const liveStreamRoutes = ({ db }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .get('/live-streams', ({ query }) => streams.listLiveStreams(db, query), { query: LiveStreamQuery })
    .get('/live-streams/:id', ({ params }) => streams.getLiveStream(db, params.id), { params: IdParams })
    .get('/admin/live-streams', ({ query }) => streams.listLiveStreamsPage(db, query), { query: PageQuerySchema })
    .post('/admin/live-streams', async ({ body, status }) => status(201, await streams.createLiveStream(db, body)), {
      body: LiveStreamInput,
    })
    .put('/admin/live-streams/:id', ({ params, body }) => streams.updateLiveStream(db, params.id, body), {
      params: IdParams,
      body: LiveStreamInput,
    })
    .patch('/admin/live-streams/:id', ({ params, body }) => streams.setLiveStreamLive(db, params.id, body.isLive), {
      params: IdParams,
      body: LiveStreamStatusInput,
    })
    .delete(
      '/admin/live-streams/:id',
      async ({ params }) => {
        const { undo } = await streams.deleteLiveStream(db, params.id)
        return { message: 'Item deleted successfully', undo }
      },
      { params: IdParams },
    )
