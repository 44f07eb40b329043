import { isStaffRole, type StaffRole } from '@church/api/lib/staff-roles'
import { onlineManager, type QueryClient } from '@tanstack/react-query'
import { onSessionEnded } from '../../lib/query-client'
import { adminCache, adminCacheLoaded, adminCacheWanted, prepareAdminCache } from './admin-cache-loader'
import { currentUserQueryOptions } from './current-user'
import { hasSignedInHint } from './signed-in-hint'

/** The roles that open the staff dashboard: every staff role, each with its own tabs (a contributor their drafts, decision 0042). */
export type DashboardRole = StaffRole
/** Who may open the staff dashboard, and with which role. */
export type AdminAccess = DashboardRole | 'denied' | 'anonymous'

/** What a signed-in person (or nobody) may do with the dashboard: a role we do not know opens nothing. */
export const accessOf = (user: { role: StaffRole } | null | undefined): AdminAccess =>
  !user ? 'anonymous' : isStaffRole(user.role) ? user.role : 'denied'
/** Whether the person's role opens the dashboard (the header's and footer's link to it). */
export const opensDashboard = (user: { role: StaffRole } | null | undefined) => {
  const access = accessOf(user)
  return access !== 'anonymous' && access !== 'denied'
}

/**
 * The signed-in person on this device, in one place: who is signed in (asked of the server only when
 * the sign-in hint cookie says someone may be), the admin's data kept on this device for the offline
 * dashboard (decision 0010), and signing out. The router carries it in its context (router.tsx).
 *
 * The kept data is the page's own (one browser, one localStorage): `start` is called once, in the
 * browser, before the first render; nothing here touches the browser until then.
 */
export function createSession(queryClient: QueryClient) {
  const currentUser = currentUserQueryOptions

  /**
   * Who may open the dashboard. On arrival (`fresh`) the server is asked even when an answer is
   * cached: one from before a sign-in or sign-out must not decide. Offline, the answer kept on this
   * device decides (the admin who used the dashboard here gets the saved lists) and the server is
   * asked again once the connection is back; with nothing kept, this waits for the connection.
   * A failed check lets in only staff already known here, with the role known here.
   */
  async function adminAccess({ fresh }: { fresh: boolean }): Promise<AdminAccess> {
    // Offline, the lists kept on this device are back before the kept answer is read.
    if (adminCacheWanted()) await adminCache()
    const kept = queryClient.getQueryData(currentUser().queryKey)
    if (kept !== undefined && (!fresh || !onlineManager.isOnline())) {
      // Paused until the connection is back; the dashboard follows the answer (admin-gate.tsx).
      if (fresh) void queryClient.fetchQuery({ ...currentUser(), staleTime: 0 }).catch(() => undefined)
      return accessOf(kept)
    }
    try {
      return accessOf(await queryClient.fetchQuery({ ...currentUser(), staleTime: fresh ? 0 : Number.POSITIVE_INFINITY }))
    } catch {
      const known = accessOf(kept)
      return known === 'denied' ? 'anonymous' : known
    }
  }

  return {
    /** Query options for the signed-in person (null: nobody). */
    currentUser,
    /** Someone is (or recently was) signed in on this browser: the readable cookie set beside the session. */
    isSignedInHint: hasSignedInHint,
    /** Before the first render: the admin cache loads where staff work (offline, the dashboard waits for their saved lists). */
    start() {
      prepareAdminCache(queryClient)
      // An admin call answered 401: the admin data kept on this device goes before the sign-in page opens.
      onSessionEnded(() => void adminCache().then((cache) => cache.forgetAdminDataAfterSessionEnded()))
    },
    adminAccess,
    /**
     * The Logout link, before the browser goes to /api/logout: nothing of the admin's stays on this
     * device. False when the person chose to stay signed in (changes made offline still wait). Where
     * the cache has not loaded (a moment after arrival) nothing was kept yet: the next start clears
     * anything left, as the hint is gone.
     */
    signOut: () => adminCacheLoaded()?.signOutOnThisDevice() ?? true,
  }
}

export type Session = ReturnType<typeof createSession>
