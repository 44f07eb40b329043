import type { EventInput } from '@church/api/models/events'
import { api, unwrap } from '../../../../lib/api'
import { useSaveRecord } from '../../api/save-record'

/** POST /api/admin/events; PUT /api/admin/events/{id}: every field is sent, so a cleared field is cleared. */
export const useSaveEvent = () =>
  useSaveRecord<EventInput>({
    noun: 'Event',
    create: (event) => unwrap(api.admin.events.post(event)),
    update: (id, event) => unwrap(api.admin.events({ id }).put(event)),
  })
