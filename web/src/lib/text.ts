/** Pure text rules of the public pages (docs/product.md). No React here, so they are unit tested directly. */

/** Paragraphs split on blank lines, trimmed, empty ones dropped. */
export const paragraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

/**
 * Splits text into plain parts and web links. Only http and https become links: a
 * `javascript:` or `data:` address stays plain text. Trailing punctuation is not part of a link.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = []
  const pattern = /https?:\/\/[^\s<>"']+/gi
  let last = 0
  for (const match of text.matchAll(pattern)) {
    let href = match[0]
    const trailing = /[.,;:!?)\]]+$/.exec(href)?.[0] ?? ''
    href = href.slice(0, href.length - trailing.length)
    const start = match.index ?? 0
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) })
    if (isHttpUrl(href)) parts.push({ kind: 'link', text: href, href })
    else parts.push({ kind: 'text', text: href })
    last = start + href.length
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) })
  return parts
}

function isHttpUrl(value: string) {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

export type SocialLink = { label: 'Facebook' | 'Instagram' | 'Website' | 'Link'; href: string }
export type SermonDescription = { paragraphs: string[]; scriptureReferences: string[]; socialLinks: SocialLink[] }

/** What a social link is, by its host: Facebook, Instagram, Website or Link. */
export function socialLabel(href: string, churchHost?: string): SocialLink['label'] {
  const host = new URL(href).hostname.replace(/^www\./, '')
  if (host.endsWith('facebook.com') || host === 'fb.com') return 'Facebook'
  if (host.endsWith('instagram.com')) return 'Instagram'
  if (churchHost && host === churchHost.replace(/^www\./, '')) return 'Website'
  if (!/youtube|youtu\.be|twitter|x\.com|tiktok|spotify|apple/.test(host)) return 'Website'
  return 'Link'
}

/**
 * A sermon description (docs/product.md#sermon-page): paragraphs split on blank lines; the paragraph with
 * 'Scriptures Referenced:' becomes the Scripture References block, and the one with
 * 'Social Links:' the Connect With Us links (its lines starting with http).
 */
export function parseSermonDescription(text: string, churchHost?: string): SermonDescription {
  const result: SermonDescription = { paragraphs: [], scriptureReferences: [], socialLinks: [] }
  for (const paragraph of paragraphs(text)) {
    if (paragraph.includes('Scriptures Referenced:')) {
      const after = paragraph.slice(paragraph.indexOf('Scriptures Referenced:') + 'Scriptures Referenced:'.length)
      result.scriptureReferences.push(
        ...after
          .split(/\r?\n|;/)
          .map((line) => line.replace(/^[\s•*-]+/, '').trim())
          .filter(Boolean),
      )
    } else if (paragraph.includes('Social Links:')) {
      for (const line of paragraph.split(/\r?\n/)) {
        const candidate = line.trim()
        if (/^https?:\/\//i.test(candidate) && isHttpUrl(candidate)) {
          result.socialLinks.push({ label: socialLabel(candidate, churchHost), href: candidate })
        }
      }
    } else {
      result.paragraphs.push(paragraph)
    }
  }
  return result
}

/**
 * Where Plan Your Visit goes (docs/product.md#home): the configured contactPageUrl in a new tab when it starts
 * with http; in the same tab when it is a path on this site; otherwise /plan-a-visit.
 */
export function planVisitTarget(contactPageUrl: string | undefined): { href: string; newTab: boolean } {
  const url = (contactPageUrl ?? '').trim()
  if (/^https?:\/\//i.test(url) && isHttpUrl(url)) return { href: url, newTab: true }
  if (url.startsWith('/') && !url.startsWith('//')) return { href: url, newTab: false }
  return { href: '/plan-a-visit', newTab: false }
}
