import type { ReactNode } from 'react'

/** A dashboard tab under its heading, with what staff do from it (Add ..., Clear All ...) beside the heading. */
export function TabSection({
  headingId,
  title,
  actions,
  children,
}: {
  headingId: string
  title: string
  actions: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby={headingId} className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="section-title">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  )
}
