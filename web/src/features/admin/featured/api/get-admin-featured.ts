import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { ADMIN_LIST_LIMIT, adminQueryOptions } from '../../api/admin-query'

/** Featured content, newest first, inactive items included (GET /api/admin/featured-content). */
export const adminFeaturedContentQueryOptions = () =>
  adminQueryOptions(['featured-content', { limit: ADMIN_LIST_LIMIT }], () =>
    unwrap(api.admin['featured-content'].get({ query: { limit: ADMIN_LIST_LIMIT } })),
  )

export const useAdminFeaturedContent = () => useQuery(adminFeaturedContentQueryOptions())

export type AdminFeaturedItem = NonNullable<ReturnType<typeof useAdminFeaturedContent>['data']>[number]
