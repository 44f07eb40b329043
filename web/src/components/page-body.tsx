/**
 * A page's or a news post's text as the server drew it: the ONLY place the site sets HTML from a string. The string
 * comes from the server's renderer (api/src/lib/rich-text/render.ts `renderRichText`), which writes
 * only the allow-listed nodes and marks of a stored document and escapes every text and attribute;
 * nothing else may be passed here.
 */
export function PageBody({ html }: { html: string }) {
  return (
    <div
      className={[
        'max-w-3xl text-lg leading-relaxed text-slate-800 [&>:first-child]:mt-0',
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
