import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { AdminChecking } from '../features/admin/components/admin-checking'
import { AdminDashboard } from '../features/admin/components/admin-dashboard'
import { useAdminRecheck } from '../features/admin/components/admin-gate'
import { NoDashboardAccess } from '../features/admin/components/no-dashboard-access'
import { readAdminSearch } from '../features/admin/tab-values'

export const Route = createFileRoute('/admin')({
  validateSearch: readAdminSearch,
  // Every staff role gets the dashboard (admin-gate.tsx), with the tabs of their role; the server checks every call again.
  // The server renders the dashboard's head alone (nobody is signed in there): it asks nobody.
  beforeLoad: async ({ context, cause, abortController }) =>
    typeof window === 'undefined'
      ? { adminAccess: 'denied' as const }
      : // Loaded on the way in: the gate is not in the public pages' first load (home's budget).
        (await import('../features/admin/components/admin-gate')).admitAdmin(context.session, { cause, signal: abortController.signal }),
  // 'Checking permissions...' at once, and gone as soon as the answer is in.
  pendingComponent: AdminChecking,
  pendingMs: 0,
  pendingMinMs: 0,
  head: async (context) => (await import('../features/site-config/page-head')).pageTags(context, { title: 'Admin', noindex: true }),
  component: AdminRoute,
})

function AdminRoute() {
  const { tab } = Route.useSearch()
  const navigate = Route.useNavigate()
  const { session, adminAccess } = Route.useRouteContext()
  useAdminRecheck(session, adminAccess)
  const { data: user } = useQuery(session.currentUser())
  // Signed in with a role that opens no dashboard: why, and whom to ask, in place of the dashboard.
  if (adminAccess === 'denied') return <NoDashboardAccess email={user?.email} onSignOut={session.signOut} />
  return (
    <AdminDashboard
      role={adminAccess}
      pastoralCare={user?.pastoralCare === true}
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next } })}
    />
  )
}
