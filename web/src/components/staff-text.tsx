import type { PageItemText } from '@church/api/content/page-lists'
import { paragraphs } from '../lib/text'

/*
 * Text staff wrote, as the public pages show it: plain text as paragraphs (the Church tab's lists,
 * the creed and the safety rules), and rich text as the server drew it (pages, news posts and the
 * Church tab's page texts). One module, so the pages that show both fetch one file (home's first
 * load lists each file an About route needs).
 */

/** Text staff wrote in the Church tab, as paragraphs (a blank line between them); always text, never HTML. */
export function PlainText({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {paragraphs(text).map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place
        <p key={index} className={className}>
          {paragraph}
        </p>
      ))}
    </>
  )
}

type ItemCardsProps = {
  items: (PageItemText & { id: string })[]
  /** The list's grid. */
  className: string
  /** Each card's frame. */
  cardClassName: string
  /** The card titles' level under the page's headings. */
  heading?: 'h3' | 'h4'
  /** Kids Church's programs: larger titles, with their ages under them. */
  labelled?: boolean
  /** A body's words as shown (the music groups put in the Sunday time). */
  bodyOf?: (body: string) => string
}

/** A list staff keep in the Church tab (values, core beliefs, music groups, Kids Church programs): a card per item with its title and paragraphs. */
export function ItemCards({
  items,
  className,
  cardClassName,
  heading: Heading = 'h3',
  labelled = false,
  bodyOf = (body) => body,
}: ItemCardsProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id} className={cardClassName}>
          <Heading className={`${labelled ? 'text-xl' : 'text-lg'} font-semibold text-secondary`}>{item.title}</Heading>
          {labelled && item.label ? <p className="font-medium text-primary">{item.label}</p> : null}
          <div className={`text-muted ${labelled ? 'mt-3' : 'mt-2'} space-y-2`}>
            <PlainText text={bodyOf(item.body)} />
          </div>
        </li>
      ))}
    </ul>
  )
}

// Drawn HTML lives in page-body.tsx, which the footer on every page loads with the first load (decision 0052).
export { PageBody } from './page-body'
