/**
 * A page's or a news post's text, a Church tab page text (decision 0051), or the footer's about text
 * or a sermon's or event's description (decision 0052), as the server drew it:
 * the ONLY place the site sets HTML from a string. The string comes from the server's renderer
 * (api/src/lib/rich-text/render.ts `renderRichText`), which writes only the allow-listed nodes and
 * marks of a stored document and escapes every text and attribute; nothing else may be passed here.
 * `className` sets the text's size and colour where it stands in a page of its own design (About
 * Us); a page or a post has the reading size.
 */
export function PageBody({
  html,
  className = 'max-w-3xl text-lg leading-relaxed text-slate-800',
  onDark = false,
}: {
  html: string
  className?: string
  /** On the footer's dark panel (decision 0052): close spacing, small headings, and headings, links and quotes in light colours (uno.config.ts `rich-text-dark`). */
  onDark?: boolean
}) {
  return (
    <div
      className={`${className} ${onDark ? 'rich-text-dark' : 'rich-text'}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's allow-listed renderer wrote it (see above)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
