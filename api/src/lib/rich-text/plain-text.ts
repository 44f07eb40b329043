/**
 * Rich text and plain text, both ways (decision 0045). To plain: what search, summaries, feeds and a
 * newsletter's text part read. From plain: how the texts staff typed before the editor become rich
 * text (paragraphs on blank lines, line breaks kept, web addresses and emails made links as the pages
 * found them: web/src/lib/text.ts `linkify`). Linear in the text: no expression here can backtrack.
 */
import { isSafeHref, RICH_TEXT_LIMITS, type RichBlock, type RichDoc, type RichInline, type RichMark, toRichDoc } from './document'

/**
 * The words of a rich text: blocks separated by a blank line, list items on lines of their own
 * ('• ' or '1. '), a line break kept. `links` adds where each link goes after its words, and a
 * video's address (a newsletter's text part); without it only the words (search, summaries).
 */
export function richTextToPlain(doc: unknown, { links = false }: { links?: boolean } = {}): string {
  const blocks: string[] = []
  const inline = (nodes: RichInline[] = []) => {
    let line = ''
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i]
      if (node.type === 'hardBreak') {
        line += '\n'
        continue
      }
      line += node.text
      const href = linkOf(node.marks)
      // After the last piece under one link: where it goes, unless the words say it already.
      const next = nodes[i + 1]
      if (links && href && (next?.type !== 'text' || linkOf(next.marks) !== href)) {
        const shown = href.replace(/^mailto:|^tel:/i, '')
        if (!line.endsWith(shown)) line += ` (${shown})`
      }
    }
    return line.trim()
  }
  const walk = (nodes: RichBlock[], into: string[], prefix = '') => {
    for (const node of nodes) {
      switch (node.type) {
        case 'paragraph':
        case 'heading': {
          const text = inline(node.content)
          if (text) into.push(prefix + text)
          break
        }
        case 'blockquote':
          walk(node.content, into, prefix)
          break
        case 'bulletList':
        case 'orderedList': {
          const items: string[] = []
          node.content.forEach((item, i) => {
            const parts: string[] = []
            walk(item.content, parts)
            const marker = node.type === 'bulletList' ? '• ' : `${(node.attrs?.start ?? 1) + i}. `
            if (parts.length) items.push(`${prefix}${marker}${parts.join('\n')}`)
          })
          if (items.length) into.push(items.join('\n'))
          break
        }
        case 'image':
          if (node.attrs.caption.trim()) into.push(prefix + node.attrs.caption.trim())
          break
        case 'youtube':
          if (links) into.push(`${prefix}Video: https://www.youtube.com/watch?v=${node.attrs.videoId}`)
          break
        case 'buttonLink':
          into.push(prefix + (links ? `${node.attrs.text}: ${node.attrs.href}` : node.attrs.text))
          break
        case 'horizontalRule':
          break
      }
    }
  }
  walk(toRichDoc(doc).content, blocks)
  return blocks.join('\n\n')
}

const linkOf = (marks: RichMark[] | undefined) => marks?.find((m) => m.type === 'link')?.attrs.href ?? null

const TRAILING = /[.,;:!?)\]]+$/
const URL_START = /https?:\/\//i
const URL_END = /[\s<>"']/

/** An email address as people type one: `name@host.tld`, checked a part at a time (no backtracking). */
function isEmail(text: string): boolean {
  const at = text.indexOf('@')
  if (at < 1 || at !== text.lastIndexOf('@') || text.length > 254) return false
  const labels = text.slice(at + 1).split('.')
  return (
    /^[A-Za-z0-9._%+-]+$/.test(text.slice(0, at)) &&
    labels.length >= 2 &&
    labels.every((label) => /^[A-Za-z0-9-]+$/.test(label)) &&
    /^[A-Za-z]{2,}$/.test(labels[labels.length - 1])
  )
}

/** One line's words with their web addresses and emails as links (what `linkify` finds, and emails). */
function linkedLine(line: string): RichInline[] {
  const out: RichInline[] = []
  let plain = ''
  const text = (words: string) => {
    plain += words
  }
  const link = (words: string, href: string) => {
    if (plain) out.push(...runs(plain))
    plain = ''
    out.push({ type: 'text', text: words.slice(0, RICH_TEXT_LIMITS.text), marks: [{ type: 'link', attrs: { href } }] })
  }
  // Words and the white space between them, each walked once.
  for (const token of line.split(/(\s+)/)) {
    let rest = token
    while (rest) {
      const start = rest.search(URL_START)
      if (start < 0) break
      const end = rest.slice(start).search(URL_END)
      let href = end < 0 ? rest.slice(start) : rest.slice(start, start + end)
      href = href.slice(0, href.length - (TRAILING.exec(href)?.[0].length ?? 0))
      text(rest.slice(0, start))
      if (isSafeHref(href)) link(href, href)
      else text(href)
      rest = rest.slice(start + Math.max(href.length, 1))
    }
    if (!rest) continue
    const lead = /^[(<"']*/.exec(rest)?.[0] ?? ''
    const trail = /[.,;:!?)>"']*$/.exec(rest.slice(lead.length))?.[0] ?? ''
    const core = rest.slice(lead.length, rest.length - trail.length)
    if (core && isEmail(core) && isSafeHref(`mailto:${core}`)) {
      text(lead)
      link(core, `mailto:${core}`)
      text(trail)
    } else text(rest)
  }
  if (plain) out.push(...runs(plain))
  return out
}

/** Text cut into runs the document allows (no run longer than RICH_TEXT_LIMITS.text). */
function runs(text: string): RichInline[] {
  const out: RichInline[] = []
  for (let i = 0; i < text.length; i += RICH_TEXT_LIMITS.text) out.push({ type: 'text', text: text.slice(i, i + RICH_TEXT_LIMITS.text) })
  return out
}

/**
 * Plain text as rich text: a paragraph for each stretch between blank lines (trimmed, empty ones
 * dropped, as the pages showed them), a single line break kept as one, web addresses (http and
 * https only) and emails made links. Empty text gives `emptyDoc`.
 */
export function richTextFromPlain(text: string | null | undefined): RichDoc {
  const content: RichBlock[] = []
  for (const paragraph of (text ?? '').split(/\r?\n[^\S\r\n]*\r?\n/)) {
    const trimmed = paragraph.trim()
    if (!trimmed) continue
    const line: RichInline[] = []
    trimmed.split(/\r?\n/).forEach((part, i) => {
      if (i > 0) line.push({ type: 'hardBreak' })
      line.push(...linkedLine(part))
    })
    content.push({ type: 'paragraph', content: line })
  }
  return content.length ? { type: 'doc', content } : { type: 'doc', content: [{ type: 'paragraph' }] }
}
