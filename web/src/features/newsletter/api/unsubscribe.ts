import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'

/** POST /api/newsletter/unsubscribe?token=…: the token from the link at the bottom of a newsletter. */
export const useUnsubscribe = () =>
  useMutation({ mutationFn: (token: string) => unwrap(api.newsletter.unsubscribe.post({}, { query: { token } })) })
