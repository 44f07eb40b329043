import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AdminDashboard } from '../features/admin/components/admin-dashboard'
import { AdminGate } from '../features/admin/components/admin-gate'
import { ADMIN_TAB_VALUES } from '../features/admin/tabs'

/** The open tab lives in the URL (?tab=events), so a reload or a shared link opens the same tab. */
const AdminSearch = v.object({
  tab: v.optional(v.fallback(v.picklist(ADMIN_TAB_VALUES), 'overview'), 'overview'),
})

export const Route = createFileRoute('/admin')({
  validateSearch: AdminSearch,
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: AdminRoute,
})

function AdminRoute() {
  const { tab } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AdminGate>
      <AdminDashboard tab={tab} onTabChange={(next) => void navigate({ search: { tab: next } })} />
    </AdminGate>
  )
}
