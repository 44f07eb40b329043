import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useSiteConfig } from '../../site-config/api/get-site-config'
import { withDefaults } from '../../site-config/site-config'

/**
 * What /admin shows an account without the admin flag (docs/product.md#dashboard-access): that the
 * sign-in worked, why the dashboard stays closed, whom to ask, and a way to sign out (to sign in
 * with another account) or go on to the website.
 */
export function NoDashboardAccess({ email, onSignOut }: { email: string | undefined; onSignOut: () => boolean }) {
  const church = withDefaults(useSiteConfig().data)
  const heading = useRef<HTMLHeadingElement>(null)
  // Arriving from the sign-in page, the message is read first.
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="container-page grid min-h-[60vh] place-items-center py-12">
      <section aria-labelledby="no-access" className="w-full max-w-xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id="no-access" ref={heading} tabIndex={-1} className="text-2xl font-bold text-secondary outline-none">
          This account cannot open the dashboard
        </h1>
        <p className="mt-3 text-slate-700 [overflow-wrap:anywhere]">
          You are signed in
          {email ? (
            <>
              {' '}
              as <strong className="text-slate-900">{email}</strong>
            </>
          ) : null}
          , but your account does not have access to the dashboard. Ask an administrator of {church.churchName} to give you access: they can
          do it in the dashboard's Users tab.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <a
            href="/api/logout"
            className="btn-primary"
            onClick={(event) => {
              if (!onSignOut()) event.preventDefault()
            }}
          >
            Sign out
          </a>
          <Link to="/" className="btn-outline">
            Go to the home page
          </Link>
        </div>
      </section>
    </div>
  )
}
