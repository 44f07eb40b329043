import type { SundayServiceInput } from '@church/api/models/sunday-services'
import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** POST /api/admin/sunday-services. */
export const useCreateSundayService = () =>
  useAdminMutation({
    mutationFn: (service: SundayServiceInput) => unwrap(api.admin['sunday-services'].post(service)),
    success: 'Sunday service created successfully',
  })

/** PUT /api/admin/sunday-services/{id}. */
export const useUpdateSundayService = () =>
  useAdminMutation({
    mutationFn: ({ id, service }: { id: string; service: SundayServiceInput }) => unwrap(api.admin['sunday-services']({ id }).put(service)),
    success: 'Sunday service updated successfully',
  })
