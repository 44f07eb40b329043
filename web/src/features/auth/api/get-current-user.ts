import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'

/** Set by the server at sign-in next to the HttpOnly session cookie; it holds no secret. */
const hasSignedInHint = () => typeof document !== 'undefined' && /(?:^|;\s*)church_signed_in=1/.test(document.cookie)

/**
 * The signed-in person, or null (SPEC §4: a 401 means no user, not an error; no retry).
 * Without the sign-in hint nobody is signed in on this browser, so no call is made: anonymous
 * visitors never wait for (or see an error from) the check. Public pages never wait for it.
 */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'user'],
    queryFn: async () => {
      if (!hasSignedInHint()) return null
      const { data, error } = await api.auth.user.get()
      if (error?.status === 401) return null
      if (error) throw new Error(`${error.status}: could not check who is signed in`)
      return data
    },
  })

export const useCurrentUser = () => useQuery(currentUserQueryOptions())
