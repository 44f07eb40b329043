import type { ContactInput } from '@church/api/models/messages'
import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'

/** POST /api/contact (SPEC §7): the public 'Send Us A Message' form. */
export const useSendContactMessage = () => useMutation({ mutationFn: (input: ContactInput) => unwrap(api.contact.post(input)) })
