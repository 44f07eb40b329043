import type { SubscribeInput } from '@church/api/models/newsletter'
import { useMutation } from '@tanstack/react-query'
import { postJson } from '../../../lib/api'

export const useSubscribe = () =>
  useMutation({ mutationFn: (input: SubscribeInput) => postJson<{ message: string }>('/api/newsletter/subscribe', input) })
