import type { EventInput } from '@church/api/models/events'
import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** POST /api/admin/events. */
export const useCreateEvent = () =>
  useAdminMutation({
    mutationFn: (event: EventInput) => unwrap(api.admin.events.post(event)),
    success: 'Event created successfully',
  })

/** PUT /api/admin/events/{id}: every field is sent, so a cleared field is cleared. */
export const useUpdateEvent = () =>
  useAdminMutation({
    mutationFn: ({ id, event }: { id: string; event: EventInput }) => unwrap(api.admin.events({ id }).put(event)),
    success: 'Event updated successfully',
  })
