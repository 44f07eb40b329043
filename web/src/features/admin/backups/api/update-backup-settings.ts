import type { BackupSettingsInput } from '@church/api/models/backups'
import type * as v from 'valibot'
import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** PUT /api/admin/backups/settings: the nightly time and how many backups are kept. */
export const useUpdateBackupSettings = () =>
  useAdminMutation({
    mutationFn: (settings: v.InferOutput<typeof BackupSettingsInput>) => unwrap(api.admin.backups.settings.put(settings)),
    success: 'Backup settings saved',
  })
