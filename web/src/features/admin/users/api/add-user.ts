import type { NewUserInput } from '@church/api/models/users'
import type * as v from 'valibot'
import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

export type NewUser = v.InferOutput<typeof NewUserInput>

/** POST /api/admin/users: answers the account and its generated password, shown this once. */
export const useAddUser = () =>
  useAdminMutation({
    mutationFn: (user: NewUser) => unwrap(api.admin.users.post(user)),
    success: 'User added successfully',
  })
