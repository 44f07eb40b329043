import type { LiveStreamInput } from '@church/api/models/live-streams'
import { api, unwrap } from '../../../../lib/api'
import { useSaveRecord } from '../../api/save-record'

/**
 * POST /api/admin/live-streams: a recorded service added by hand; PUT /api/admin/live-streams/{id}: the
 * whole form, so a cleared field is cleared (live or recorded is left as it is).
 */
export const useSaveLiveStream = () =>
  useSaveRecord<LiveStreamInput>({
    noun: 'Live Stream',
    create: (stream) => unwrap(api.admin['live-streams'].post(stream)),
    update: (id, stream) => unwrap(api.admin['live-streams']({ id }).put(stream)),
  })
