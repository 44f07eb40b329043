import type { VisitorRequestInput } from '@church/api/models/messages'
import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'

/** POST /api/visitor-requests (SPEC §7): the four stored fields of the plan-a-visit form. */
export const useRequestVisit = () =>
  useMutation({ mutationFn: (input: VisitorRequestInput) => unwrap(api['visitor-requests'].post(input)) })
