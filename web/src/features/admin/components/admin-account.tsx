import { useRouteContext } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useCurrentUser } from '../../session/current-user'

/**
 * The dashboard header's account corner: who is signed in, then `changePassword` and 'Sign out'
 * (the same-site /api/logout the footer uses; the admin's data kept on this device goes first).
 */
export function AdminAccount({ changePassword }: { changePassword: ReactNode }) {
  const { session } = useRouteContext({ from: '__root__' })
  const { data: user } = useCurrentUser()
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      {user ? (
        <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">
          Signed in as <span className="font-semibold text-slate-900">{user.name || user.email}</span>
        </p>
      ) : null}
      {changePassword}
      <a
        href="/api/logout"
        className="btn-outline"
        onClick={(event) => {
          if (!session.signOut()) event.preventDefault()
        }}
      >
        Sign out
      </a>
    </div>
  )
}
