import { escapeHtml } from '../../lib/html'

/** What one page tells search engines and link previews. */
export interface PageHead {
  /** The whole `<title>` text. */
  title: string
  description: string
  /** Absolute address of the page's one true URL. */
  canonical: string
  siteName: string
  type: 'website' | 'article' | 'video.other'
  /** Absolute image address for previews. */
  image: string
  imageAlt: string
  /** The browser tab's icon and an iPhone home screen's (modules/site-config/app-manifest.ts appIcons). */
  icons: { tab: { href: string; type: string }; homeScreen: string }
  /** Keep the page out of search results (the admin, not-found pages). */
  noindex?: boolean
  structuredData: object[]
}

/** Descriptions in previews are cut at a word near 200 characters. */
export function summary(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`
}

/** JSON inside <script>: '<' is escaped so no text can close the element. */
const jsonForScript = (data: object) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, ' ')

/** The tags that go into <head>; every value is escaped (user text is never HTML). */
export function renderHead(head: PageHead): string {
  const attr = escapeHtml
  const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${attr(content)}" />`
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${attr(head.canonical)}" />`,
    `<link rel="icon" href="${attr(head.icons.tab.href)}" type="${attr(head.icons.tab.type)}" />`,
    `<link rel="apple-touch-icon" href="${attr(head.icons.homeScreen)}" />`,
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:alt', head.imageAlt),
    meta('property', 'og:locale', 'en_US'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    meta('name', 'twitter:image:alt', head.imageAlt),
    ...head.structuredData.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ].join('\n    ')
}

/** The part of the built index.html the server replaces: between these two comments. */
export const HEAD_START = '<!-- page-head -->'
export const HEAD_END = '<!-- /page-head -->'

export function withHead(indexHtml: string, head: string): string {
  const start = indexHtml.indexOf(HEAD_START)
  const end = indexHtml.indexOf(HEAD_END)
  if (start < 0 || end < start) return indexHtml
  return `${indexHtml.slice(0, start + HEAD_START.length)}\n    ${head}\n    ${indexHtml.slice(end)}`
}
