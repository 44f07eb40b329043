import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { IdParams } from '../../lib/fields'
import { PageQuerySchema } from '../../lib/paging'
import { recordRoutes } from '../../lib/record-routes'
import { LiveStream, LiveStreamInput, LiveStreamList, LiveStreamPage, LiveStreamQuery, LiveStreamStatusInput } from './model'
import * as streams from './service'

export const liveStreamRoutes = ({ db, config }: AppContext) =>
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
    .patch('/admin/live-streams/:id', async ({ params, body }) => streams.setLiveStreamLive(db, params.id, body.isLive), {
      params: IdParams,
      body: LiveStreamStatusInput,
      response: { 200: LiveStream },
    })
    .use(recordRoutes('/live-streams', { db, config }, { input: LiveStreamInput, saved: LiveStream }, streams.liveStreamRecords))
