import type { ReactNode } from 'react'

type CardSectionProps = {
  /** The heading's id, which names the section. */
  id: string
  title: string
  /** A smaller title, for a card beside or under the main one. */
  small?: boolean
  /** Padding and placement in the page's grid. */
  className?: string
  children: ReactNode
}

/** A card with its own h2, named by it for screen readers: the building block of the detail and info pages. */
export function CardSection({ id, title, small = false, className = 'p-6 sm:p-8', children }: CardSectionProps) {
  return (
    <section aria-labelledby={id} className={`card ${className}`}>
      <h2 id={id} className={`${small ? 'text-xl' : 'text-2xl'} font-bold text-secondary`}>
        {title}
      </h2>
      {children}
    </section>
  )
}
