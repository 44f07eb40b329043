import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** DELETE /api/admin/sermons/clear-all; the toast shows the server's message ('Deleted 16 sermons'). */
export const useClearSermons = () =>
  useAdminMutation({
    mutationFn: () => unwrap(api.admin.sermons['clear-all'].delete()),
    success: (result) => result.message,
  })
