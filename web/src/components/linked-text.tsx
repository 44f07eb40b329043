import { linkify } from '../lib/text'

/**
 * One paragraph of staff-written text with its web addresses made into links (http and https
 * only: `linkify` leaves `javascript:` as text). Never rendered as HTML.
 */
export function LinkedParagraph({ text, className = '' }: { text: string; className?: string }) {
  return (
    <p className={`whitespace-pre-line ${className}`}>
      {linkify(text).map((part, i) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed paragraph, never reordered
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer" className="break-words text-primary underline">
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed paragraph, never reordered
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  )
}

/** Paragraphs of staff-written text, each with its links (descriptions of sermons, services and events). */
export function LinkedParagraphs({ paragraphs, className }: { paragraphs: readonly string[]; className: string }) {
  return (
    <div className={className}>
      {paragraphs.map((paragraph, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the text's own order, never reordered
        <LinkedParagraph key={i} text={paragraph} />
      ))}
    </div>
  )
}
