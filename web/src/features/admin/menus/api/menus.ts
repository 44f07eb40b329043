import type { MenusInput } from '@church/api/models/menus'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions, useAdminMutation } from '../../api/admin-query'

/** GET /api/admin/menus: both menus as saved, or the links the site has always had. */
export const useAdminMenus = () => useQuery(adminQueryOptions(['menus'], () => unwrap(api.admin.menus.get())))

/** PUT /api/admin/menus: both menus at once. */
export const useSaveMenus = () =>
  useAdminMutation({ mutationFn: (menus: MenusInput) => unwrap(api.admin.menus.put(menus)), success: 'Menus saved' })

/** The pages staff wrote, A to Z, for 'Goes to' (GET /api/admin/pages: the first 100, which is every church's). */
export const useOwnPages = () =>
  useQuery(adminQueryOptions(['site-pages', 'for-menus'], () => unwrap(api.admin.pages.get({ query: { limit: 100, offset: 0 } }))))
