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

type CardItemsProps<T> = {
  id: string
  title: string
  items: readonly T[]
  keyOf: (item: T) => string
  /** Room between the items: links, drawn as buttons, take more. */
  roomy?: boolean
  itemClassName?: string
  children: (item: T) => ReactNode
}

/**
 * A small card listing short items in a row that wraps (a sermon's topics, its scripture references,
 * its links); nothing at all when there are none.
 */
export function CardItems<T>({ id, title, items, keyOf, roomy = false, itemClassName, children }: CardItemsProps<T>) {
  if (items.length === 0) return null
  return (
    <CardSection id={id} title={title} small>
      <ul className={`mt-3 flex flex-wrap ${roomy ? 'gap-3' : 'gap-2'}`}>
        {items.map((item) => (
          <li key={keyOf(item)} className={itemClassName}>
            {children(item)}
          </li>
        ))}
      </ul>
    </CardSection>
  )
}
