import { type QueryKey, queryOptions, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { notify } from '../../../components/ui/toaster'

/**
 * Query options for an admin list: failures go to the admin's failure handler (toast, or the
 * sign-in page when the session ended) and nothing retries (SPEC §6, §9).
 */
export const adminQueryOptions = <T>(queryKey: QueryKey, queryFn: () => Promise<T>) =>
  queryOptions({ queryKey: ['admin', ...queryKey], queryFn, retry: false, meta: { admin: true } })

/**
 * An admin change: on success the SPEC §8 toast ('Sermon created successfully', ...) and every
 * list refreshes — admin and public alike (SPEC §4: all lists refresh after any change).
 * Failures are reported by the admin's failure handler.
 */
export function useAdminMutation<TData, TVariables>(
  options: Omit<UseMutationOptions<TData, Error, TVariables>, 'meta'> & { success?: string | ((data: TData) => string) },
) {
  const queryClient = useQueryClient()
  const { success, onSuccess, ...rest } = options
  return useMutation<TData, Error, TVariables>({
    ...rest,
    meta: { admin: true },
    onSuccess: async (data, variables, onMutateResult, context) => {
      if (success) notify.success('Success', typeof success === 'function' ? success(data) : success)
      await queryClient.invalidateQueries()
      await onSuccess?.(data, variables, onMutateResult, context)
    },
  })
}
