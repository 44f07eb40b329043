import type { ChangePasswordInput } from '@church/api/models/users'
import type * as v from 'valibot'
import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

export type PasswordChange = v.InferOutput<typeof ChangePasswordInput>

/** POST /api/auth/password: the signed-in person's own password; their other sessions end. */
export const useChangePassword = () =>
  useAdminMutation({
    mutationFn: (change: PasswordChange) => unwrap(api.auth.password.post(change)),
    success: 'Password changed. Any other device signed in to your account is signed out.',
  })
