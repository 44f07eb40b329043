import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { IdParams } from '../../lib/fields'
import { recordReads, recordRoutes } from '../../lib/record-routes'
import { editor } from '../../lib/route-policy'
import { policies } from '../../plugins/route-policy'
import { withActivity } from '../activity/service'
import { LiveStream, LiveStreamInput, LiveStreamPage, LiveStreamQuery, LiveStreamStatusInput } from './model'
import * as streams from './service'

export const liveStreamRoutes = ({ db, config, userOf }: AppContext) =>
  new Elysia({ prefix: '/api' })
    .use(policies)
    .use(
      recordReads('/live-streams', { db }, { query: LiveStreamQuery, saved: LiveStream, listed: LiveStreamPage }, streams.liveStreamReads, {
        detailsAhead: true,
      }),
    )
    .patch(
      '/admin/live-streams/:id',
      async ({ params, body, request }) => {
        const before = await streams.getLiveStream(db, params.id)
        return withActivity(
          db,
          await userOf(request),
          (tx) => streams.setLiveStreamLive(tx, params.id, body.isLive),
          (after) =>
            before.isLive === after.isLive
              ? null
              : {
                  kind: 'status',
                  area: 'live-streams',
                  recordId: params.id,
                  title: after.title,
                  changes: [{ field: 'isLive', from: String(before.isLive), to: String(after.isLive) }],
                },
        )
      },
      {
        policy: editor,
        params: IdParams,
        body: LiveStreamStatusInput,
        response: { 200: LiveStream },
      },
    )
    .use(recordRoutes('/live-streams', { db, config, userOf }, { input: LiveStreamInput, saved: LiveStream }, streams.liveStreamRecords))
