import { createFileRoute } from '@tanstack/react-router'
import { AdminDashboard } from '../features/admin/components/admin-dashboard'
import { AdminChecking, admitAdmin, useAdminRecheck } from '../features/admin/components/admin-gate'
import { readAdminSearch } from '../features/admin/tabs'

export const Route = createFileRoute('/admin')({
  validateSearch: readAdminSearch,
  // Only an admin gets past here (admin-gate.tsx); the server checks every admin call again.
  beforeLoad: ({ context, cause, abortController }) => admitAdmin(context.session, { cause, signal: abortController.signal }),
  // 'Checking permissions...' at once, and gone as soon as the answer is in.
  pendingComponent: AdminChecking,
  pendingMs: 0,
  pendingMinMs: 0,
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: AdminRoute,
})

function AdminRoute() {
  const { tab } = Route.useSearch()
  const navigate = Route.useNavigate()
  useAdminRecheck(Route.useRouteContext().session)
  return <AdminDashboard tab={tab} onTabChange={(next) => void navigate({ search: { tab: next } })} />
}
