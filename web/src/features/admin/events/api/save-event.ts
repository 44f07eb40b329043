import type { PublishInput } from '@church/api/lib/publication'
import type { EventInput } from '@church/api/models/events'
import { api, unwrap } from '../../../../lib/api'
import { useSaveRecord } from '../../api/save-record'

/** An event as the dialog sends it: every field, and how to publish it (decision 0042). */
export type EventSent = EventInput & { publish?: PublishInput }

/** POST /api/admin/events; PUT /api/admin/events/{id}: every field is sent, so a cleared field is cleared. */
export const useSaveEvent = () =>
  useSaveRecord<EventSent>({
    noun: 'Event',
    create: (event) => unwrap(api.admin.events.post(event)),
    update: (id, event) => unwrap(api.admin.events({ id }).put(event)),
  })
