import type { EventColumn } from '@church/api/models/events'
import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** POST /api/admin/events/bulk-import; the server's message ('Imported 3 events successfully') is the toast. */
export const useImportEvents = () =>
  useAdminMutation({
    mutationFn: (data: Record<EventColumn, string>[]) => unwrap(api.admin.events['bulk-import'].post({ data })),
    success: (result) => result.message,
  })
