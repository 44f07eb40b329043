import { paragraphs } from '../lib/text'

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
