import { Link } from '@tanstack/react-router'
import { useEmailStatus } from '../api/get-email-status'
import { useRoleMay } from '../components/staff-role'

/**
 * Whether a newsletter sent now is emailed, from the saved settings: false while the provider is the
 * log-only 'Console' or site emails are off (the server answers the same when it is sent); true
 * until the settings are known.
 */
export function useNewsletterEmailed(): boolean {
  const { data: status } = useEmailStatus()
  return !status || status.goesOut
}

/** In the send dialog, before sending: the newsletter will be saved, not emailed, and where to set email up. */
export function EmailNotSetUpNote({ activeCount }: { activeCount: number }) {
  const admin = useRoleMay('admin')
  return (
    <div role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">Email is not set up: this newsletter will be saved, not emailed</p>
      <p className="mt-1 text-sm">
        None of the {activeCount} active {activeCount === 1 ? 'subscriber' : 'subscribers'} will receive it.{' '}
        {admin ? (
          <Link to="/admin" search={{ tab: 'settings' }} className="inline-block py-0.5 font-semibold text-amber-950 underline">
            Set up email in Settings (Email Configuration)
          </Link>
        ) : (
          'Ask an admin to set up email in Settings.'
        )}
      </p>
    </div>
  )
}
