import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api'

/**
 * The signed-in person, or null (SPEC §4: a 401 means no user, not an error; no retry).
 * Public pages never wait for it: only the admin route and the Admin links depend on it.
 */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'user'],
    queryFn: async () => {
      const { data, error } = await api.auth.user.get()
      if (error?.status === 401) return null
      if (error) throw new Error(`${error.status}: could not check who is signed in`)
      return data
    },
  })

export const useCurrentUser = () => useQuery(currentUserQueryOptions())
