import type { ReactNode } from 'react'

/** A part of a page under its own h2 (the site's section title), named by it for screen readers. */
export function PageSection({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  )
}
