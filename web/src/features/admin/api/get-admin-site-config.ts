import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'
import { adminQueryOptions } from './admin-query'

/**
 * GET /api/admin/site-config: every setting, mail settings included. The SMTP password never
 * comes back; `hasSmtpPassword` says whether one is stored.
 */
export const adminSiteConfigQueryOptions = () => adminQueryOptions(['site-config'], () => unwrap(api.admin['site-config'].get()))

export const useAdminSiteConfig = () => useQuery(adminSiteConfigQueryOptions())

export type AdminSiteConfig = NonNullable<ReturnType<typeof useAdminSiteConfig>['data']>
