import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** POST /api/admin/backups ('Back up now'): the backup starts; the section shows it until it is done. */
export const useBackUpNow = () =>
  useAdminMutation({
    mutationFn: () => unwrap(api.admin.backups.post()),
    success: 'Backup started',
  })
