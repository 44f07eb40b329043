import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'

/** POST /api/newsletter/confirm: the token from the confirmation email's link. */
export const useConfirmSubscription = () => useMutation({ mutationFn: (token: string) => unwrap(api.newsletter.confirm.post({ token })) })
