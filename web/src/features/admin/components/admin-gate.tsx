import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { notify } from '../../../components/ui/toaster'
import { currentUserQueryOptions } from '../../session/current-user'
import { LOGIN_PATH, REDIRECT_DELAY_MS } from '../admin-failure'

/**
 * SPEC §2 admin access: 'Checking permissions...' while checking; not signed in → 'Unauthorized'
 * then the sign-in page (back to /admin afterwards); signed in without the admin flag →
 * 'Access Denied' then home. Both after 500 ms. Offline, the admin kept on this device (decision 0010)
 * is let in to the saved lists; the server checks again as soon as the connection is back.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  // Always asks the server: a cached answer from before a sign-in or sign-out must not decide.
  const { data: user, isPending, isPaused, isFetching, isError } = useQuery({ ...currentUserQueryOptions(), refetchOnMount: 'always' })
  const checking = isPending || (isFetching && !user?.isAdmin)
  const verdict = checking ? 'checking' : user?.isAdmin ? 'admin' : user && !isError ? 'denied' : 'anonymous'

  useEffect(() => {
    if (verdict === 'anonymous') {
      notify.error('Unauthorized', 'You need to be logged in to access the admin panel.')
      const timer = setTimeout(() => window.location.assign(LOGIN_PATH), REDIRECT_DELAY_MS)
      return () => clearTimeout(timer)
    }
    if (verdict === 'denied') {
      notify.error('Access Denied', "You don't have admin privileges.")
      const timer = setTimeout(() => void navigate({ to: '/' }), REDIRECT_DELAY_MS)
      return () => clearTimeout(timer)
    }
  }, [verdict, navigate])

  // Offline, and no admin has used the dashboard on this device: nobody can be checked yet.
  if (verdict === 'checking' && isPending && isPaused) {
    return (
      <div className="grid min-h-[70vh] place-items-center">
        <p className="text-muted max-w-md px-4 text-center text-lg">
          You're offline. The admin dashboard opens here once you're back online and signed in.
        </p>
      </div>
    )
  }
  if (verdict !== 'admin') {
    return (
      <div className="grid min-h-[70vh] place-items-center">
        <p role="status" className="text-muted text-lg">
          Checking permissions...
        </p>
      </div>
    )
  }
  return <>{children}</>
}
