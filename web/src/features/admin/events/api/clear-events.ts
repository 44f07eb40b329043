import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** DELETE /api/admin/events/clear-all; the server's message ('Deleted 16 events') is the toast. */
export const useClearEvents = () =>
  useAdminMutation({
    mutationFn: () => unwrap(api.admin.events['clear-all'].delete()),
    success: (result) => result.message,
  })
