import { useAdminSiteConfig } from '../api/get-admin-site-config'
import { SettingsForm } from './components/settings-form'

/** Settings: the church's whole site configuration in one form (docs/product.md#settings-tab). */
export function SettingsTab() {
  const { data: config, isPending, isError, refetch } = useAdminSiteConfig()
  if (isPending) {
    return (
      <p role="status" className="text-muted">
        Loading...
      </p>
    )
  }
  if (isError) {
    return (
      <div className="card p-6">
        <p className="text-slate-800">The settings could not be loaded.</p>
        <button type="button" className="btn-outline mt-3" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    )
  }
  return <SettingsForm config={config} />
}
