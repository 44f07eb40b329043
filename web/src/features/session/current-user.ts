import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../lib/api'
import { followSignedInUserLater as followSignedInUser } from './admin-cache-loader'
import { hasSignedInHint } from './signed-in-hint'

/**
 * The signed-in person, or null (a 401 means no user, not an error; no retry).
 * Without the sign-in hint nobody is signed in on this browser, so no call is made: anonymous
 * visitors never wait for (or see an error from) the check. Public pages never wait for it.
 * Each answer also decides whose admin data this device may keep (admin-cache.ts, loaded where staff work).
 */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'user'],
    queryFn: async () => {
      if (!hasSignedInHint()) {
        followSignedInUser(null)
        return null
      }
      const { data, error } = await api.auth.user.get()
      if (error?.status === 401) {
        followSignedInUser(null)
        return null
      }
      if (error) throw new Error(`${error.status}: could not check who is signed in`)
      followSignedInUser(data)
      return data
    },
  })

export const useCurrentUser = () => useQuery(currentUserQueryOptions())
