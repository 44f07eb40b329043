import type { ReactNode } from 'react'

/** One list of the Church tab (service times, staff, FAQ...) under its heading, with where the site shows it and its Add button. */
export function ChurchListSection({
  headingId,
  title,
  where,
  addLabel,
  onAdd,
  children,
}: {
  headingId: string
  title: string
  where: ReactNode
  addLabel: string
  onAdd: () => void
  children: ReactNode
}) {
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-xl font-bold text-secondary">
            {title}
          </h3>
          <p className="text-muted text-sm">{where}</p>
        </div>
        <button type="button" className="btn-primary" onClick={onAdd}>
          {addLabel}
        </button>
      </div>
      {children}
    </section>
  )
}
