import { CardItems, CardSection } from '../../../components/card-section'
import { LinkedParagraphs } from '../../../components/linked-text'
import { PageBody } from '../../../components/staff-text'
import { type SermonDescription as Parsed, parseSermonDescription } from '../../../lib/text'

const ABOUT_TEXT = 'mt-4 space-y-4 leading-relaxed text-slate-700 sm:text-lg'

/** A description that fails to format is logged and shown as written. */
function parse(text: string, churchHost: string | undefined): Parsed | null {
  try {
    return parseSermonDescription(text, churchHost)
  } catch (error) {
    console.error('Could not format the sermon description', error)
    return null
  }
}

/**
 * 'About This Sermon' (docs/product.md#sermon-page): the description as the server drew it (`html`,
 * decision 0052: headings, lists, bold words and links staff wrote, without the two blocks below), then
 * the 'Scripture References' block and the 'Connect With Us' links taken out of its words (`text`).
 * Without `html` (a sermon answered before 0052), the words' paragraphs with their links.
 */
export function SermonDescription({ text, html, churchHost }: { text: string; html?: string; churchHost?: string }) {
  const parsed = parse(text, churchHost)
  const hasAbout = html !== undefined ? html !== '' : parsed ? parsed.paragraphs.length > 0 : text.trim() !== ''
  return (
    <>
      {hasAbout ? (
        <CardSection id="about-sermon" title="About This Sermon">
          {html ? (
            <PageBody html={html} className={ABOUT_TEXT} />
          ) : parsed ? (
            <LinkedParagraphs paragraphs={parsed.paragraphs} className={ABOUT_TEXT} />
          ) : (
            <div className={ABOUT_TEXT}>
              <p className="whitespace-pre-line">{text}</p>
            </div>
          )}
        </CardSection>
      ) : null}
      <CardItems
        id="scripture-references"
        title="Scripture References"
        items={parsed?.scriptureReferences ?? []}
        keyOf={(reference) => reference}
        itemClassName="rounded-lg border border-slate-300 bg-slate-50 px-3 py-1.5 font-medium text-slate-800"
      >
        {(reference) => reference}
      </CardItems>
      <CardItems id="connect-with-us" title="Connect With Us" items={parsed?.socialLinks ?? []} keyOf={(link) => link.href} roomy>
        {(link) => (
          <a href={link.href} target="_blank" rel="noopener noreferrer" className="btn-outline py-2">
            {link.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </CardItems>
    </>
  )
}
