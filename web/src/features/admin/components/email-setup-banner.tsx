import { Link } from '@tanstack/react-router'
import { useEmailStatus } from '../api/get-email-status'
import { useRoleMay } from './staff-role'

/**
 * The plain warning on Overview, Messages and Settings while nothing the website sends reaches
 * anybody: the provider is the log-only 'Console', or site emails are turned off. `inSettings`
 * leaves out the link to the page staff are already on; an editor, who has no Settings, is told to ask an admin.
 */
export function EmailSetupBanner({ inSettings = false }: { inSettings?: boolean }) {
  const { data: status } = useEmailStatus()
  const admin = useRoleMay('admin')
  if (!status || status.goesOut) return null
  const why =
    status.why === 'off'
      ? 'Site emails are turned off in Settings; emails already waiting go out once they are turned back on.'
      : admin
        ? "The email provider is 'Console', which writes emails to the server log only: choose Gmail or SMTP."
        : 'No email provider is connected yet, so emails are only written to the server log.'
  return (
    <section aria-label="Email setup" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">Email is not set up: messages are saved here but nobody is emailed</p>
      <p className="mt-1 text-sm">
        {why}{' '}
        {inSettings ? null : !admin ? (
          'Ask an admin to set up email in Settings.'
        ) : (
          <Link to="/admin" search={{ tab: 'settings' }} className="font-semibold text-amber-950 underline">
            Set up email in Settings
          </Link>
        )}
      </p>
    </section>
  )
}
