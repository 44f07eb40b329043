import { type QueryKey, queryOptions, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { notify } from '../../../components/ui/toaster'
import { api, unwrap } from '../../../lib/api'
import { isConnectionLost, isOnline, OfflineError } from '../../../lib/online'
import { reportAdminCallFailure } from '../../../lib/query-client'
import { forgetSavedPublicContent } from '../../../lib/service-worker'

/** Admin lists ask for at most 100 items (docs/product.md#limits). */
export const ADMIN_LIST_LIMIT = 100

/**
 * Query options for an admin list: failures go to the admin's failure handler (toast, or the
 * sign-in page when the session ended) and nothing retries (docs/product.md#dashboard-lists-and-dialogs). They are kept on this
 * device for the signed-in admin (features/session/admin-cache.ts), so the dashboard still reads offline.
 */
export const adminQueryOptions = <T>(queryKey: QueryKey, queryFn: () => Promise<T>) =>
  queryOptions({ queryKey: ['admin', ...queryKey], queryFn, retry: false, meta: { admin: true } })

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** The toast's Undo: the deleted records come back from the bin; the toast says how many. */
async function undoDelete(batch: string, refresh: () => Promise<void>) {
  try {
    const back = await unwrap(api.admin.bin({ batch }).restore.post())
    notify.success('Success', back.message)
    await refresh()
  } catch (error) {
    reportAdminCallFailure(error)
  }
}

/** What a kept-for-later change resolves with: nothing was saved on the server yet. */
const KEPT_FOR_LATER = Symbol('kept for later')

/**
 * An admin change: on success its toast ('Sermon created successfully', ...) and every list
 * refreshes, admin and public alike (docs/product.md#dashboard-lists-and-dialogs), including
 * the service worker's saved copies of public content (decision 0010). Failures are reported by the
 * admin's failure handler.
 *
 * Offline (decision 0010): a change is refused before it is sent, with "You're offline. Changes can
 * be saved when you're back online." — unless `keepForLater` is given: then the change is handed to
 * it (the offline status queue), also when the connection drops mid-request, and nothing else
 * happens (no success toast, no refresh, `onSuccess` not called).
 */
export function useAdminMutation<TData, TVariables>(
  options: Omit<UseMutationOptions<TData, Error, TVariables>, 'meta' | 'mutationFn' | 'networkMode'> & {
    mutationFn: (variables: TVariables) => Promise<TData>
    success?: string | ((data: TData) => string)
    keepForLater?: (variables: TVariables) => void
    /** The form says a refusal (409, 422) in its own words beside its field, so no toast covers it. */
    refusedInPlace?: boolean
  },
) {
  const queryClient = useQueryClient()
  const { success, onSuccess, mutationFn, keepForLater, refusedInPlace, ...rest } = options
  const keep = (variables: TVariables) => {
    keepForLater?.(variables)
    return KEPT_FOR_LATER as TData
  }
  return useMutation<TData, Error, TVariables>({
    ...rest,
    meta: { admin: true, ...(refusedInPlace && { refusedInPlace }) },
    // Runs offline too (instead of pausing until the connection is back), so it can be refused or kept.
    networkMode: 'always',
    mutationFn: async (variables) => {
      if (!isOnline()) {
        if (keepForLater) return keep(variables)
        throw new OfflineError()
      }
      try {
        return await mutationFn(variables)
      } catch (error) {
        if (keepForLater && isConnectionLost(error)) return keep(variables)
        throw error
      }
    },
    onSuccess: async (data, variables, onMutateResult, context) => {
      if ((data as unknown) === KEPT_FOR_LATER) return
      const refresh = async () => {
        await forgetSavedPublicContent()
        await queryClient.invalidateQueries()
      }
      // A delete answers with the bin batch it made: the toast offers to put it back.
      const undo = isRecord(data) && typeof data.undo === 'string' ? data.undo : undefined
      if (success)
        notify.success(
          'Success',
          typeof success === 'function' ? success(data) : success,
          undo ? { label: 'Undo', onClick: () => void undoDelete(undo, refresh) } : undefined,
        )
      await refresh()
      await onSuccess?.(data, variables, onMutateResult, context)
    },
  })
}
