import { escapeHtml } from '../../lib/html'
import { addressPath } from '../../lib/picture-address'
import { withoutControlCharacters } from '../../lib/plain-text'
import { renderRichText } from '../../lib/rich-text/render'
import type { NewsPost } from '../news/model'

/** How many of the newest posts the feed carries; older ones stay on the site. */
export const NEWS_FEED_ITEMS = 50

export interface NewsChannel {
  churchName: string
  /** The site's origin ('https://church.example'). */
  origin: string
  /** What the channel says it is, under its title. */
  description: string
}

/** Text as XML carries it: escaped, and without the characters XML 1.0 cannot hold (a strict reader refuses the whole feed). */
const xml = (value: unknown) => escapeHtml(withoutControlCharacters(String(value ?? '')))

/**
 * The renderer's HTML with the site's own addresses made whole ('/uploads/…' → 'https://church.example/uploads/…'):
 * a feed reader shows an item away from the site, where a path leads nowhere.
 */
export function withWholeAddresses(html: string, origin: string): string {
  return html
    .replace(/\b(src|href|poster)="\/(?!\/)/g, `$1="${origin}/`)
    .replace(/\bsrcset="([^"]*)"/g, (_all, set: string) => `srcset="${set.replace(/(^|,\s*)\/(?!\/)/g, `$1${origin}/`)}"`)
}

/** A post's picture as readers fetch it: a whole address, without the words after '#' (decision 0032). */
const wholePicture = (origin: string, address: string) => `${address.startsWith('/') ? origin : ''}${addressPath(address)}`

/** One post's <item>: its picture, its summary and its whole text drawn by the renderer (HTML, escaped once as XML text). */
function postItem(channel: NewsChannel, post: NewsPost): string {
  const link = `${channel.origin}/news/${post.slug}`
  const html = withWholeAddresses(renderRichText(post.body), channel.origin)
  const picture = post.imageUrl ? `<p><img src="${escapeHtml(wholePicture(channel.origin, post.imageUrl))}" alt=""></p>` : ''
  const description = [picture, post.summary ? `<p>${escapeHtml(post.summary)}</p>` : '', html].filter(Boolean).join('\n')
  return [
    '    <item>',
    `      <title>${xml(post.title)}</title>`,
    `      <link>${xml(link)}</link>`,
    `      <guid isPermaLink="false">${xml(`news-${post.id}`)}</guid>`,
    `      <pubDate>${(post.publishedAt ?? post.createdAt).toUTCString()}</pubDate>`,
    post.author ? `      <dc:creator>${xml(post.author)}</dc:creator>` : '',
    `      <description>${xml(description)}</description>`,
    '    </item>',
  ]
    .filter(Boolean)
    .join('\n')
}

/**
 * RSS 2.0 of the church's news, newest first (GET /feeds/news.xml): each item's description is the
 * summary and the whole post as HTML from our own allow-list renderer, escaped as XML text (so nothing
 * a staff member typed can close a tag of the feed), with the site's addresses made whole.
 */
export function buildNewsFeed(channel: NewsChannel, posts: NewsPost[]): string {
  const feedUrl = `${channel.origin}/feeds/news.xml`
  const newest = posts[0]?.publishedAt ?? posts[0]?.createdAt
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xml(`${channel.churchName} News`)}</title>`,
    `    <link>${xml(`${channel.origin}/news`)}</link>`,
    `    <atom:link href="${xml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${xml(channel.description || `News from ${channel.churchName}`)}</description>`,
    '    <language>en</language>',
    newest ? `    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>` : '',
    ...posts.map((post) => postItem(channel, post)),
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')
}
