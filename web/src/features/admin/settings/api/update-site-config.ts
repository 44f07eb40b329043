import type { SiteConfigInput } from '@church/api/models/site-config'
import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/**
 * PUT /api/admin/site-config. Fields left out keep their stored values: the form leaves
 * `smtpPassword` out unless staff typed a new one, and sends '' only to clear it.
 */
export const useUpdateSiteConfig = () =>
  useAdminMutation({
    mutationFn: (config: SiteConfigInput) => unwrap(api.admin['site-config'].put(config)),
    success: 'Site configuration updated successfully',
  })
