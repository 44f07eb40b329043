/**
 * Rich text as it is stored: the editor's (TipTap/ProseMirror) JSON document, never HTML (decision 0045).
 * Only the nodes and marks below exist, each with the attributes it may carry; `RichDocument` refuses
 * anything else, and `toRichDoc` keeps what it can of any other value (the renderer's and the editor's
 * way in, so what the editor emits always passes `RichDocument` and a stored document the code can no
 * longer use still shows its words). Pure: the web's editor imports it (api/package.json).
 */
import * as v from 'valibot'
import { youtubeVideoId } from '../video'

/** Bounds: what a page needs many times over, and never enough to make rendering slow. */
export const RICH_TEXT_LIMITS = {
  /** Nesting, the document counted as 1 (a paragraph is 2, its words 3): eight levels of lists fit. */
  depth: 20,
  nodes: 20_000,
  /** The document as JSON, in UTF-8 bytes. */
  bytes: 200 * 1024,
  /** One run of text (a whole 2,000-word page is about 12,000 characters). */
  text: 20_000,
  href: 2_000,
  alt: 250,
  caption: 300,
  buttonText: 80,
} as const

export const TOO_LONG = 'This text is too long to keep. Please split it into shorter pages.'
export const NOT_RICH_TEXT = 'This text could not be read. Please write it again.'

/** Control characters and white space (and a backslash, which browsers read as `/`): never part of a link kept here. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const UNSAFE_IN_HREF = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\\]/

/**
 * A link a page may carry: a web address (http or https), an email (`mailto:`), a phone number (`tel:`),
 * or a path on this site (`/about`, never `//elsewhere`). Everything else (`javascript:`, `data:`,
 * `vbscript:`, an address hidden behind spaces or entities) is refused.
 */
export function isSafeHref(href: unknown): href is string {
  if (typeof href !== 'string' || href === '' || href.length > RICH_TEXT_LIMITS.href || UNSAFE_IN_HREF.test(href)) return false
  if (href.startsWith('/')) return href[1] !== '/'
  if (/^mailto:[^@]+@[^@]+$/i.test(href)) return true
  if (/^tel:\+?[0-9().-]{3,30}$/i.test(href)) return true
  if (!/^https?:\/\/[^/]/i.test(href)) return false
  try {
    const url = new URL(href)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** A web address rather than a path on this site, an email or a phone number. */
export const isExternalHref = (href: string) => /^https?:/i.test(href)

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
/**
 * A picture of the media library as records keep it (modules/uploads: `/uploads/{file}` on this site, or
 * the storage's https address): a stored file's name (decision 0032), without the words after `#`.
 */
const LIBRARY_PICTURE = new RegExp(
  `^(?:/uploads/|https://[a-z0-9.-]+(?::\\d{1,5})?/(?:[A-Za-z0-9._~-]+/)*)${UUID}(?:_\\d{1,5}x\\d{1,5}_[0-9a-f]{6}_\\d{1,5})?\\.(?:png|jpg|webp|gif|avif)$`,
)
export const isLibraryPicture = (src: unknown): src is string =>
  typeof src === 'string' && src.length <= RICH_TEXT_LIMITS.href && LIBRARY_PICTURE.test(src)

const href = v.pipe(
  v.string(),
  v.check((s) => isSafeHref(s), 'Links may go to a web address, an email, a phone number or a page of this site'),
)
const words = (max: number) => v.pipe(v.string(), v.maxLength(max, TOO_LONG))

const Bold = v.strictObject({ type: v.literal('bold') })
const Italic = v.strictObject({ type: v.literal('italic') })
const Link = v.strictObject({ type: v.literal('link'), attrs: v.strictObject({ href }) })
const RichMarkSchema = v.variant('type', [Bold, Italic, Link])
export type RichMark = v.InferOutput<typeof RichMarkSchema>

const Text = v.strictObject({
  type: v.literal('text'),
  text: v.pipe(v.string(), v.minLength(1), v.maxLength(RICH_TEXT_LIMITS.text, TOO_LONG)),
  marks: v.optional(
    v.pipe(
      v.array(RichMarkSchema),
      v.maxLength(3),
      v.check((marks) => new Set(marks.map((m) => m.type)).size === marks.length, 'A mark is given twice'),
    ),
  ),
})
const HardBreak = v.strictObject({ type: v.literal('hardBreak') })
const InlineSchema = v.variant('type', [Text, HardBreak])
export type RichInline = v.InferOutput<typeof InlineSchema>
const inline = v.optional(v.array(InlineSchema))

const Paragraph = v.strictObject({ type: v.literal('paragraph'), content: inline })
const Heading = v.strictObject({
  type: v.literal('heading'),
  attrs: v.strictObject({ level: v.picklist([2, 3]) }),
  content: inline,
})
const HorizontalRule = v.strictObject({ type: v.literal('horizontalRule') })
const Image = v.strictObject({
  type: v.literal('image'),
  attrs: v.pipe(
    v.strictObject({
      src: v.pipe(
        v.string(),
        v.check((s) => isLibraryPicture(s), 'Choose a picture from the media library'),
      ),
      alt: words(RICH_TEXT_LIMITS.alt),
      decorative: v.boolean(),
      caption: words(RICH_TEXT_LIMITS.caption),
    }),
    v.check(({ alt, decorative }) => decorative || alt.trim() !== '', 'Describe what the picture shows, or mark it as decorative.'),
  ),
})
const Youtube = v.strictObject({
  type: v.literal('youtube'),
  attrs: v.strictObject({
    videoId: v.pipe(
      v.string(),
      v.check((id) => youtubeVideoId(id) === id, 'That is not a YouTube video'),
    ),
  }),
})
const ButtonLink = v.strictObject({
  type: v.literal('buttonLink'),
  attrs: v.strictObject({
    text: v.pipe(
      v.string(),
      v.check((t) => t.trim() !== '', 'A button needs words'),
      v.maxLength(RICH_TEXT_LIMITS.buttonText, TOO_LONG),
    ),
    href,
  }),
})

/** The blocks that hold other blocks are written out here: a schema cannot infer its own type. */
export type RichBlock =
  | v.InferOutput<typeof Paragraph>
  | v.InferOutput<typeof Heading>
  | v.InferOutput<typeof HorizontalRule>
  | v.InferOutput<typeof Image>
  | v.InferOutput<typeof Youtube>
  | v.InferOutput<typeof ButtonLink>
  | { type: 'blockquote'; content: RichBlock[] }
  | { type: 'bulletList'; content: RichListItem[] }
  | { type: 'orderedList'; attrs?: { start: number }; content: RichListItem[] }
export type RichListItem = { type: 'listItem'; content: RichBlock[] }

const ListItem: v.GenericSchema<RichListItem> = v.strictObject({
  type: v.literal('listItem'),
  content: v.pipe(v.array(v.lazy(() => Block)), v.minLength(1)),
})
const items = v.pipe(v.array(ListItem), v.minLength(1))
const Block: v.GenericSchema<RichBlock> = v.variant('type', [
  Paragraph,
  Heading,
  HorizontalRule,
  Image,
  Youtube,
  ButtonLink,
  v.strictObject({ type: v.literal('blockquote'), content: v.pipe(v.array(v.lazy(() => Block)), v.minLength(1)) }),
  v.strictObject({ type: v.literal('bulletList'), content: items }),
  v.strictObject({
    type: v.literal('orderedList'),
    attrs: v.optional(v.strictObject({ start: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)) })),
    content: items,
  }),
])

export type RichDoc = { type: 'doc'; content: RichBlock[] }

/**
 * Counts a value's nesting, nodes and size without recursion (a hostile document may nest 10,000
 * deep), stopping as soon as one is over its bound: the check that runs before the schema walks it.
 */
export function withinBounds(value: unknown): boolean {
  let json: string | undefined
  try {
    json = JSON.stringify(value)
  } catch {
    return false
  }
  if (json === undefined || json.length > RICH_TEXT_LIMITS.bytes || new TextEncoder().encode(json).length > RICH_TEXT_LIMITS.bytes)
    return false
  let nodes = 0
  const stack: [unknown, number][] = [[value, 1]]
  while (stack.length) {
    const [node, depth] = stack.pop() as [unknown, number]
    if (++nodes > RICH_TEXT_LIMITS.nodes || depth > RICH_TEXT_LIMITS.depth) return false
    const content = node && typeof node === 'object' ? (node as { content?: unknown }).content : undefined
    if (Array.isArray(content)) for (const child of content) stack.push([child, depth + 1])
  }
  return true
}

/** A stored rich text: only the allowed nodes, marks and attributes, within RICH_TEXT_LIMITS. */
export const RichDocument = v.pipe(
  v.unknown(),
  v.check(withinBounds, TOO_LONG),
  v.strictObject({ type: v.literal('doc'), content: v.pipe(v.array(Block), v.minLength(1)) }),
) as v.GenericSchema<unknown, RichDoc, v.BaseIssue<unknown>>

/** What an empty editor holds (ProseMirror keeps one empty paragraph). */
export const emptyDoc: RichDoc = Object.freeze({ type: 'doc', content: [{ type: 'paragraph' }] }) as RichDoc

/** True when the document shows nothing: no words, picture, video, button or divider. */
export function isEmptyDoc(doc: RichDoc | null | undefined): boolean {
  if (!doc || !Array.isArray(doc.content)) return true
  const stack: unknown[] = [...doc.content]
  while (stack.length) {
    const node = stack.pop() as { type?: unknown; text?: unknown; content?: unknown }
    if (!node || typeof node !== 'object') continue
    if (node.type === 'text' && typeof node.text === 'string' && node.text.trim() !== '') return false
    if (['image', 'youtube', 'buttonLink', 'horizontalRule'].includes(node.type as string)) return false
    if (Array.isArray(node.content)) stack.push(...node.content)
  }
  return true
}

// ---------------------------------------------------------------------------------------------------
// Keeping what can be kept of any value

/** How much `toRichDoc` did: nodes looked at (tests bound it by the input's size: no quadratic work). */
export interface RichTextWork {
  visited: number
}

/** The walk's own budget, above the schema's bounds so that what the editor holds is never cut short. */
const WALK_BUDGET = 100_000

type Loose = { type?: unknown; text?: unknown; content?: unknown; marks?: unknown; attrs?: unknown }

const BLOCK_TYPES = new Set([
  'paragraph',
  'heading',
  'horizontalRule',
  'image',
  'youtube',
  'buttonLink',
  'blockquote',
  'bulletList',
  'orderedList',
])

class Walk {
  visited = 0
  /** Past the budget: every loop stops, and what was kept so far is the result. */
  get spent() {
    return this.visited >= WALK_BUDGET
  }
  /** A node, counted against the budget. */
  read(value: unknown): Loose | null {
    if (++this.visited > WALK_BUDGET) return null
    return asObject(value)
  }
  /** A value's own property, or undefined when reading it fails (a getter that throws, a proxy). */
  get(node: Loose, key: keyof Loose): unknown {
    try {
      return Object.hasOwn(node, key) ? node[key] : undefined
    } catch {
      return undefined
    }
  }
  children(node: Loose): unknown[] {
    const content = this.get(node, 'content')
    return Array.isArray(content) ? content : []
  }

  blocks(values: unknown[], depth: number): RichBlock[] {
    const out: RichBlock[] = []
    let loose: RichInline[] = []
    const flush = () => {
      if (loose.length) out.push({ type: 'paragraph', content: loose })
      loose = []
    }
    for (const value of values) {
      if (this.spent) break
      const node = this.read(value)
      if (!node) continue
      const type = this.get(node, 'type')
      if (depth >= RICH_TEXT_LIMITS.depth - 1) {
        // As deep as a document may nest (the paragraph here, its words below): its words, in one paragraph.
        flush()
        const text = this.flatText(node)
        if (text) out.push({ type: 'paragraph', content: [{ type: 'text', text }] })
      } else if (typeof type === 'string' && BLOCK_TYPES.has(type)) {
        flush()
        const block = this.block(node, type, depth)
        if (block) out.push(block)
      } else if (type === 'text' || type === 'hardBreak') {
        loose.push(...this.inline([value], depth))
      } else {
        // A node this site does not know: what it holds, in its place.
        flush()
        out.push(...this.blocks(this.children(node), depth + 1))
        const text = this.get(node, 'text')
        if (typeof text === 'string' && text)
          out.push({ type: 'paragraph', content: [{ type: 'text', text: text.slice(0, RICH_TEXT_LIMITS.text) }] })
      }
    }
    flush()
    return out
  }

  block(node: Loose, type: string, depth: number): RichBlock | null {
    const attrs = asObject(this.get(node, 'attrs')) ?? {}
    const attr = (key: string) => this.get(attrs, key as keyof Loose)
    switch (type) {
      case 'paragraph':
        return withContent({ type: 'paragraph' }, this.inline(this.children(node), depth + 1))
      case 'heading': {
        const level = attr('level')
        return withContent(
          { type: 'heading', attrs: { level: typeof level === 'number' && level >= 3 ? 3 : 2 } },
          this.inline(this.children(node), depth + 1),
        )
      }
      case 'horizontalRule':
        return { type: 'horizontalRule' }
      case 'image': {
        const src = attr('src')
        const address = typeof src === 'string' ? src.split('#')[0] : ''
        if (!isLibraryPicture(address)) return null
        const alt = typeof attr('alt') === 'string' ? (attr('alt') as string).slice(0, RICH_TEXT_LIMITS.alt) : ''
        const caption = attr('caption')
        return {
          type: 'image',
          attrs: {
            src: address,
            alt,
            // A picture without words is drawn as one that needs none (the editor's chooser asks for one or the other).
            decorative: attr('decorative') === true || alt.trim() === '',
            caption: typeof caption === 'string' ? caption.slice(0, RICH_TEXT_LIMITS.caption) : '',
          },
        }
      }
      case 'youtube': {
        const id = attr('videoId') ?? attr('src')
        const videoId = typeof id === 'string' ? youtubeVideoId(id) : null
        return videoId ? { type: 'youtube', attrs: { videoId } } : null
      }
      case 'buttonLink': {
        const text = attr('text')
        const to = attr('href')
        if (typeof text !== 'string' || !text.trim()) return null
        const words = text.trim().slice(0, RICH_TEXT_LIMITS.buttonText)
        if (!isSafeHref(to)) return { type: 'paragraph', content: [{ type: 'text', text: words }] }
        return { type: 'buttonLink', attrs: { text: words, href: to } }
      }
      case 'blockquote': {
        const content = this.blocks(this.children(node), depth + 1)
        return content.length ? { type: 'blockquote', content } : null
      }
      default: {
        // A list, its item, the item's paragraph and its words: four levels, or the list's words alone.
        if (depth > RICH_TEXT_LIMITS.depth - 3) return withContent({ type: 'paragraph' }, textRun(this.flatText(node)))
        const content = this.listItems(this.children(node), depth + 1)
        if (!content.length) return null
        if (type === 'bulletList') return { type: 'bulletList', content }
        const start = attr('start')
        return typeof start === 'number' && Number.isInteger(start) && start >= 0 && start <= 100_000 && start !== 1
          ? { type: 'orderedList', attrs: { start }, content }
          : { type: 'orderedList', content }
      }
    }
  }

  /** A list's items; anything else in a list becomes an item of its own. */
  listItems(values: unknown[], depth: number): RichListItem[] {
    const out: RichListItem[] = []
    for (const value of values) {
      if (this.spent) break
      const node = this.read(value)
      if (!node) continue
      const content = this.get(node, 'type') === 'listItem' ? this.blocks(this.children(node), depth + 1) : this.blocks([value], depth + 1)
      if (!content.length) continue
      // The editor's list item starts with a paragraph (ProseMirror's `paragraph block*`).
      if (content[0].type !== 'paragraph') content.unshift({ type: 'paragraph' })
      out.push({ type: 'listItem', content })
    }
    return out
  }

  inline(values: unknown[], depth: number): RichInline[] {
    const out: RichInline[] = []
    for (const value of values) {
      if (this.spent) break
      const node = this.read(value)
      if (!node) continue
      const type = this.get(node, 'type')
      if (type === 'text') {
        const text = this.get(node, 'text')
        if (typeof text !== 'string' || !text) continue
        const marks = this.marks(this.get(node, 'marks'))
        const piece = { type: 'text' as const, text: text.slice(0, RICH_TEXT_LIMITS.text) }
        out.push(marks.length ? { ...piece, marks } : piece)
      } else if (type === 'hardBreak') {
        out.push({ type: 'hardBreak' })
      } else if (depth < RICH_TEXT_LIMITS.depth) {
        // Anything else inside a line (a block, an unknown node): its words stay in the line.
        out.push(...this.inline(this.children(node), depth + 1))
      } else {
        const text = this.flatText(node)
        if (text) out.push({ type: 'text', text })
      }
    }
    return out
  }

  marks(value: unknown): RichMark[] {
    if (!Array.isArray(value)) return []
    const seen = new Map<string, RichMark>()
    for (const item of value.slice(0, 10)) {
      const mark = this.read(item)
      const type = mark && this.get(mark, 'type')
      if (!mark || seen.has(type as string)) continue
      if (type === 'bold' || type === 'italic') seen.set(type, { type })
      else if (type === 'link') {
        const attrs = asObject(this.get(mark, 'attrs'))
        const to = attrs && this.get(attrs, 'href' as keyof Loose)
        if (isSafeHref(to)) seen.set(type, { type: 'link', attrs: { href: to } })
      }
    }
    // One order for the same marks, so equal documents compare equal.
    return (['link', 'bold', 'italic'] as const).flatMap((type) => seen.get(type) ?? [])
  }

  /** The words under a node, walked without recursion. */
  flatText(root: Loose): string {
    const parts: string[] = []
    let length = 0
    const stack: unknown[] = [root]
    while (stack.length && length < RICH_TEXT_LIMITS.text) {
      const node = this.read(stack.pop())
      if (!node) continue
      const text = this.get(node, 'text')
      if (typeof text === 'string') {
        parts.push(text)
        length += text.length
      }
      const children = this.children(node)
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i])
    }
    return parts.join(' ').replace(/\s+/g, ' ').trim().slice(0, RICH_TEXT_LIMITS.text)
  }
}

const asObject = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : null)

const textRun = (text: string): RichInline[] => (text ? [{ type: 'text', text }] : [])

function withContent<T extends { type: 'paragraph' | 'heading' }>(node: T, content: RichInline[]) {
  return (content.length ? { ...node, content } : node) as RichBlock
}

/**
 * The allowed part of any value: the allow-listed nodes, marks and attributes, unknown nodes replaced
 * by what they hold, unsafe links dropped (their words kept), nesting past the bound flattened to its
 * words. Never throws; linear in the input (`work.visited`). Empty input gives `emptyDoc`.
 */
export function toRichDoc(value: unknown, work: RichTextWork = { visited: 0 }): RichDoc {
  const walk = new Walk()
  let content: RichBlock[] = []
  try {
    const root = walk.read(value)
    if (root) content = walk.blocks(walk.get(root, 'type') === 'doc' ? walk.children(root) : [root], 2)
  } catch {
    // Only a value built to fail (a proxy that throws on every touch) gets here: nothing of it is kept.
    content = []
  }
  work.visited = walk.visited
  return content.length ? { type: 'doc', content } : { type: 'doc', content: [{ type: 'paragraph' }] }
}

/** Every picture a document shows (the media library's addresses), for what tracks where a picture is used. */
export function picturesIn(doc: RichDoc): string[] {
  const found: string[] = []
  const stack: RichBlock[] = [...doc.content]
  while (stack.length) {
    const node = stack.pop() as RichBlock
    if (node.type === 'image') found.push(node.attrs.src)
    else if (node.type === 'blockquote') stack.push(...node.content)
    else if (node.type === 'bulletList' || node.type === 'orderedList') for (const item of node.content) stack.push(...item.content)
  }
  return found
}
