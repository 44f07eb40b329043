/**
 * Rich text to HTML, on the server (decision 0045): the only way staff's rich text becomes markup. It
 * writes from the allow-list alone (`toRichDoc` keeps the allowed part of any value first), escapes
 * every text and attribute, and never throws: a stored document the code cannot use shows what it can.
 * Pictures are drawn as `<Picture>` draws them (web/src/components/picture.tsx, decision 0032), a video
 * as a link with its picture (no player script on the page; the site's video pages do the same until
 * asked), headings with ids for links to them.
 */
import { escapeHtml } from '../html'
import { addressPath, heightAt, readPictureAddress, srcsetOf } from '../picture-address'
import { slugOf } from '../slug'
import { youtubeThumbnail } from '../video'
import { isExternalHref, type RichBlock, type RichInline, type RichTextWork, toRichDoc } from './document'

/** How wide a picture in a page's text is drawn: the text column (about 720 px), or the phone's width. */
export const RICH_PICTURE_SIZES = '(min-width: 768px) 720px, 100vw'

const NEW_TAB = '<span class="sr-only"> (opens in a new tab)</span>'

/** A link's opening tag: web addresses open in a new tab and say so (rel `external`). */
function linkOpen(href: string, className = '') {
  const cls = className ? ` class="${className}"` : ''
  return isExternalHref(href)
    ? `<a href="${escapeHtml(href)}"${cls} rel="external noopener noreferrer" target="_blank">`
    : `<a href="${escapeHtml(href)}"${cls} rel="noopener">`
}

class Renderer {
  html: string[] = []
  private ids = new Map<string, number>()

  blocks(nodes: RichBlock[]) {
    for (const node of nodes) this.block(node)
  }

  block(node: RichBlock) {
    const out = this.html
    switch (node.type) {
      case 'paragraph':
        // An empty paragraph (a blank line typed in the editor) adds nothing: the page spaces paragraphs itself.
        if (node.content?.length) out.push('<p>', this.inline(node.content), '</p>')
        return
      case 'heading': {
        if (!node.content?.length) return
        const tag = `h${node.attrs.level}`
        out.push(`<${tag} id="${this.headingId(node.content)}">`, this.inline(node.content), `</${tag}>`)
        return
      }
      case 'horizontalRule':
        out.push('<hr>')
        return
      case 'blockquote':
        out.push('<blockquote>')
        this.blocks(node.content)
        out.push('</blockquote>')
        return
      case 'bulletList':
      case 'orderedList': {
        const start = node.type === 'orderedList' && node.attrs ? ` start="${node.attrs.start}"` : ''
        out.push(node.type === 'bulletList' ? '<ul>' : `<ol${start}>`)
        for (const item of node.content) {
          out.push('<li>')
          this.blocks(item.content)
          out.push('</li>')
        }
        out.push(node.type === 'bulletList' ? '</ul>' : '</ol>')
        return
      }
      case 'image':
        out.push(picture(node.attrs))
        return
      case 'youtube':
        out.push(video(node.attrs.videoId))
        return
      case 'buttonLink':
        out.push('<p class="rich-button">', linkOpen(node.attrs.href, 'btn-primary'), escapeHtml(node.attrs.text))
        out.push(isExternalHref(node.attrs.href) ? NEW_TAB : '', '</a></p>')
        return
    }
  }

  /** A line's words with their marks; neighbouring words under one link share one `<a>`. */
  inline(nodes: RichInline[]): string {
    const parts: string[] = []
    let openHref: string | null = null
    const close = () => {
      if (openHref === null) return
      parts.push(isExternalHref(openHref) ? `${NEW_TAB}</a>` : '</a>')
      openHref = null
    }
    for (const node of nodes) {
      if (node.type === 'hardBreak') {
        close()
        parts.push('<br>')
        continue
      }
      const href = node.marks?.find((m) => m.type === 'link')?.attrs.href ?? null
      if (href !== openHref) {
        close()
        if (href !== null) {
          parts.push(linkOpen(href))
          openHref = href
        }
      }
      let text = escapeHtml(node.text)
      if (node.marks?.some((m) => m.type === 'italic')) text = `<em>${text}</em>`
      if (node.marks?.some((m) => m.type === 'bold')) text = `<strong>${text}</strong>`
      parts.push(text)
    }
    close()
    return parts.join('')
  }

  /** 'Who we are' → `who-we-are`; the second of one name `who-we-are-2`; no words → `section`. */
  private headingId(content: RichInline[]) {
    const words = content.map((n) => (n.type === 'text' ? n.text : ' ')).join('')
    const base = slugOf(words.slice(0, 200)).slice(0, 60).replace(/-$/, '') || 'section'
    const seen = (this.ids.get(base) ?? 0) + 1
    this.ids.set(base, seen)
    return seen === 1 ? base : `${base}-${seen}`
  }
}

/** A picture of the media library at the width the screen needs, with its caption. */
function picture({ src, alt, decorative, caption }: { src: string; alt: string; decorative: boolean; caption: string }) {
  const published = readPictureAddress(src)
  // What the picture shows as staff described it here; else as the Media tab describes it.
  const words = escapeHtml(decorative ? '' : alt.trim() || published?.alt || '')
  const figcaption = caption.trim() ? `<figcaption>${escapeHtml(caption.trim())}</figcaption>` : ''
  if (!published) {
    return `<figure class="rich-picture"><img src="${escapeHtml(addressPath(src))}" alt="${words}" loading="lazy" decoding="async" style="max-width:100%;height:auto">${figcaption}</figure>`
  }
  const width = published.widths[published.widths.length - 1]
  return [
    '<figure class="rich-picture"><picture>',
    `<source type="image/avif" srcset="${escapeHtml(srcsetOf(published, 'avif'))}" sizes="${RICH_PICTURE_SIZES}">`,
    `<source type="image/webp" srcset="${escapeHtml(srcsetOf(published, 'webp'))}" sizes="${RICH_PICTURE_SIZES}">`,
    `<img src="${escapeHtml(addressPath(src))}" alt="${words}" srcset="${escapeHtml(srcsetOf(published, published.fallback))}"`,
    ` sizes="${RICH_PICTURE_SIZES}" width="${width}" height="${heightAt(published, width)}" loading="lazy" decoding="async"`,
    ` style="background-color:${published.colour};max-width:100%;height:auto">`,
    `</picture>${figcaption}</figure>`,
  ].join('')
}

/**
 * A video as a link to it on YouTube with its picture: the page carries no player script (the site's
 * video pages load the player only when asked, and this HTML has no script to ask with).
 */
function video(videoId: string) {
  const watch = `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`
  return [
    `<figure class="rich-video"><a href="${escapeHtml(watch)}" rel="external noopener noreferrer" target="_blank">`,
    `<img src="${escapeHtml(youtubeThumbnail(videoId))}" alt="" width="480" height="360" loading="lazy" decoding="async"`,
    ' style="display:block;width:100%;height:auto;aspect-ratio:16/9;object-fit:cover;background-color:#1e293b">',
    `<span>Watch the video on YouTube</span>${NEW_TAB}</a></figure>`,
  ].join('')
}

/**
 * The HTML of a stored rich text (any value: what is not allowed is left out, its words kept where
 * they fit). `work` counts the nodes looked at, for the tests that bound it.
 */
export function renderRichText(doc: unknown, work?: RichTextWork): string {
  try {
    const renderer = new Renderer()
    renderer.blocks(toRichDoc(doc, work).content)
    return renderer.html.join('')
  } catch {
    return ''
  }
}
