import { escapeHtml } from '@church/api/lib/html'

/**
 * The head of a page from the heads its matched routes declare (each route's `head` option, as the
 * router keeps them on its matches), root first: a deeper route's `<title>`, `<meta>` of the same
 * name or property, and `<link>` of the same rel replace the root's; JSON-LD scripts add up.
 */
type Tag = { readonly [attribute: string]: unknown }
export interface MatchedHead {
  meta?: readonly (object | undefined)[]
  links?: readonly (object | undefined)[]
  headScripts?: readonly (object | undefined)[]
}

/** A tag's attributes, whatever element type the router gives it. */
const tagOf = (tag: object): Tag => Object.fromEntries(Object.entries(tag))
const metaKey = (tag: Tag) => ('title' in tag && !('content' in tag) ? 'title' : String(tag.name ?? tag.property ?? ''))

function mergedHead(matches: readonly MatchedHead[]) {
  const meta = new Map<string, Tag>()
  const links = new Map<string, Tag>()
  const scripts: Tag[] = []
  for (const match of matches) {
    // Map.set keeps a key's first place: the tags come out in the root's order.
    for (const tag of match.meta ?? []) if (tag) meta.set(metaKey(tagOf(tag)), tagOf(tag))
    for (const tag of match.links ?? []) if (tag) links.set(String(tagOf(tag).rel), tagOf(tag))
    for (const tag of match.headScripts ?? []) if (tag) scripts.push(tagOf(tag))
  }
  const title = meta.get('title')?.title
  meta.delete('title')
  return { title: typeof title === 'string' ? title : undefined, meta: [...meta.values()], links: [...links.values()], scripts }
}

/** JSON inside <script>: '<' is escaped so no text can close the element. */
const jsonForScript = (json: string) => json.replace(/</g, '\\u003c').replace(/\u2028|\u2029/g, ' ')

const attributes = (tag: Tag) =>
  Object.entries(tag)
    .filter(([name, value]) => name !== 'children' && typeof value === 'string')
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ')

/**
 * The head's tags as HTML, for the server to write into the page (api/src/plugins/page-rendering.ts).
 * Every value is escaped (user text is never HTML); JSON-LD is JSON with '<' escaped.
 */
export function headHtml(matches: readonly MatchedHead[]): string {
  const head = mergedHead(matches)
  return [
    ...(head.title === undefined ? [] : [`<title>${escapeHtml(head.title)}</title>`]),
    ...head.links.map((tag) => `<link ${attributes(tag)} />`),
    ...head.meta.map((tag) => `<meta ${attributes(tag)} />`),
    ...head.scripts
      .filter((tag) => tag.type === 'application/ld+json' && typeof tag.children === 'string')
      .map((tag) => `<script type="application/ld+json">${jsonForScript(String(tag.children))}</script>`),
  ].join('\n    ')
}
