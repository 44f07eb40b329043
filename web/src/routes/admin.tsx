import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AdminDashboard } from '../features/admin/components/admin-dashboard'
import { AdminChecking, admitAdmin, useAdminRecheck } from '../features/admin/components/admin-gate'
import { ADMIN_TAB_VALUES } from '../features/admin/tabs'

/** The open tab lives in the URL (?tab=events), so a reload or a shared link opens the same tab. */
const AdminSearch = v.object({
  tab: v.optional(v.fallback(v.picklist(ADMIN_TAB_VALUES), 'overview'), 'overview'),
})

export const Route = createFileRoute('/admin')({
  validateSearch: AdminSearch,
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
