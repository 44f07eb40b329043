import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/** PUT /api/admin/users/{id}/pastoral-care: whether the account may read prayer requests on top of its role (decision 0053). */
export const useSetPastoralCare = () =>
  useAdminMutation({
    mutationFn: ({ id, pastoralCare }: { id: string; pastoralCare: boolean }) =>
      unwrap(api.admin.users({ id })['pastoral-care'].put({ pastoralCare })),
    success: (user) =>
      user.pastoralCare ? `${user.email} can now read prayer requests` : `${user.email} can no longer read prayer requests`,
  })
