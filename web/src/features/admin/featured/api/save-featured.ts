import type { FeaturedContentInput } from '@church/api/models/featured-content'
import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** POST /api/admin/featured-content. */
export const useCreateFeaturedContent = () =>
  useAdminMutation({
    mutationFn: (item: FeaturedContentInput) => unwrap(api.admin['featured-content'].post(item)),
    success: 'Featured content created successfully',
  })

/** PUT /api/admin/featured-content/{id}: also how an item is switched on or off. */
export const useUpdateFeaturedContent = () =>
  useAdminMutation({
    mutationFn: ({ id, item }: { id: string; item: FeaturedContentInput }) => unwrap(api.admin['featured-content']({ id }).put(item)),
    success: 'Featured content updated successfully',
  })
