import type { ReactNode } from 'react'

/** The band at the top of a list or information page: its h1 and a line of welcome. */
export function PageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-secondary to-primary text-white">
      <div className="container-page py-12 sm:py-16">
        <h1 className="text-3xl font-bold sm:text-4xl lg:text-5xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-white/90">{children}</p>
      </div>
    </section>
  )
}
