import { Link } from '@tanstack/react-router'
import { useAdminSiteConfig } from '../api/get-admin-site-config'

/** Whether the saved settings actually email anybody: a real provider, and site emails on. */
export const emailsGoOut = (settings: { emailEnabled: boolean; emailProvider: string }) =>
  settings.emailEnabled && settings.emailProvider !== 'console'

/**
 * The plain warning on Overview, Messages and Settings while nothing the website sends reaches
 * anybody: the provider is the log-only 'Console', or site emails are turned off. `inSettings`
 * leaves out the link to the page staff are already on.
 */
export function EmailSetupBanner({ inSettings = false }: { inSettings?: boolean }) {
  const { data: settings } = useAdminSiteConfig()
  if (!settings || emailsGoOut(settings)) return null
  const why = !settings.emailEnabled
    ? 'Site emails are turned off in Settings; emails already waiting go out once they are turned back on.'
    : "The email provider is 'Console', which writes emails to the server log only: choose Gmail or SMTP."
  return (
    <section aria-label="Email setup" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">Email is not set up: messages are saved here but nobody is emailed</p>
      <p className="mt-1 text-sm">
        {why}{' '}
        {inSettings ? null : (
          <Link to="/admin" search={{ tab: 'settings' }} className="font-semibold text-amber-950 underline">
            Set up email in Settings
          </Link>
        )}
      </p>
    </section>
  )
}
