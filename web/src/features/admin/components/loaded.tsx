import type { ReactNode } from 'react'

/**
 * A dashboard read in words until it has something to show: 'Loading...' (said to screen readers),
 * or, when it failed, '{what} could not be loaded. Try again in a moment.' (the toast says why); then `children`.
 */
export function Loaded({ pending, failed, what, children }: { pending: boolean; failed: boolean; what: string; children: ReactNode }) {
  if (pending)
    return (
      <p className="text-muted" role="status">
        Loading...
      </p>
    )
  if (failed) return <p className="text-red-800">{what} could not be loaded. Try again in a moment.</p>
  return children
}
