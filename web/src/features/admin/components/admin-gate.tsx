import { useQuery } from '@tanstack/react-query'
import { redirect, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { notify } from '../../../components/ui/toaster'
import { type AdminAccess, accessOf, type DashboardRole, type Session } from '../../session/session'
import { LOGIN_PATH, REDIRECT_DELAY_MS } from '../admin-redirects'

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms))

/**
 * Admin access, decided before /admin renders (the route's `beforeLoad`): 'Checking
 * permissions...' while checking (`AdminChecking`, admin-checking.tsx); not signed in → 'Unauthorized' then the sign-in
 * page (back to /admin afterwards), after 500 ms, so the toast is seen. Every staff role opens the
 * dashboard with its own tabs (a contributor their drafts, decision 0042); signed in with a role the
 * app does not know → the route shows why and whom to ask (no-dashboard-access.tsx) instead of the
 * dashboard: a person sent home without a word thinks signing in failed. Offline, the admin kept on this device
 * (decision 0010) is let in to the saved lists; the server checks again as soon as the connection is
 * back (`useAdminRecheck`). Moving between tabs (`cause: 'stay'`) asks nobody again. Returns the
 * access for the route's context: the role, or 'denied'.
 */
export async function admitAdmin(
  session: Session,
  { cause, signal }: { cause: 'enter' | 'stay' | 'preload'; signal: AbortSignal },
): Promise<{ adminAccess: DashboardRole | 'denied' }> {
  const access = await session.adminAccess({ fresh: cause === 'enter' })
  // A link hovered, or someone signed in whose role opens no dashboard: nothing is said here, and nobody is sent anywhere.
  if (access !== 'anonymous' || cause === 'preload') return { adminAccess: access === 'anonymous' ? 'denied' : access }
  // The toasts load on their first use: the 500 ms start once this one is on the screen.
  await notify.error('Unauthorized', 'You need to be logged in to access the admin panel.').catch(() => undefined)
  await wait(REDIRECT_DELAY_MS)
  // The visitor went elsewhere meanwhile: that navigation wins.
  if (signal.aborted) return { adminAccess: 'denied' }
  // The sign-in page is the server's own, so the browser loads it.
  throw redirect({ href: LOGIN_PATH, reloadDocument: true })
}

/**
 * The dashboard follows the signed-in person: when the server's answer no longer gives the access the
 * dashboard opened with (a role changed, the check made offline answered once the connection is back),
 * access is decided again.
 */
export function useAdminRecheck(session: Session, granted: AdminAccess) {
  const router = useRouter()
  const { data: user } = useQuery(session.currentUser())
  const unchanged = user === undefined || accessOf(user) === granted
  useEffect(() => {
    if (!unchanged) void router.invalidate()
  }, [unchanged, router])
}
