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

/**
 * A page's or a news post's text, or a Church tab page text (decision 0051), as the server drew it:
 * the ONLY place the site sets HTML from a string. The string comes from the server's renderer
 * (api/src/lib/rich-text/render.ts `renderRichText`), which writes only the allow-listed nodes and
 * marks of a stored document and escapes every text and attribute; nothing else may be passed here.
 * `className` sets the text's size and colour where it stands in a page of its own design (About
 * Us); a page or a post has the reading size.
 */
export function PageBody({ html, className = 'max-w-3xl text-lg leading-relaxed text-slate-800' }: { html: string; className?: string }) {
  return (
    <div
      className={[
        className,
        '[&>:first-child]:mt-0',
        '[&_p]:my-4 [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-secondary sm:[&_h2]:text-3xl',
        '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-secondary',
        '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1 [&_li>p]:my-0',
        '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:pl-4 [&_blockquote]:italic',
        '[&_a:not(.btn-primary)]:text-primary [&_a:not(.btn-primary)]:underline [&_hr]:my-8 [&_hr]:border-slate-300',
        '[&_figure]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_figcaption]:mt-2 [&_figcaption]:text-base [&_figcaption]:text-slate-600',
      ].join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's allow-listed renderer wrote it (see above)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
