import { PUBLIC_PAGES } from '../../content/pages'
import type { Db } from '../../db/client'
import { escapeHtml } from '../../lib/html'
import { isUnlistedPage, policyFor, UNLISTED_PAGES } from '../../lib/route-policy'
import { eventPages } from '../events/repo'
import { liveStreamPages } from '../live-streams/repo'
import { newsPostPaths } from '../news/repo'
import { sermonBookPages, sermonPages } from '../sermons/repo'
import { getSiteConfig } from '../site-config/service'
import { sitePagePaths } from '../site-pages/repo'

const day = (at: Date) => at.toISOString().slice(0, 10)

/** The sitemaps protocol's limit of addresses in one file (sitemaps.org): a kind with more is split. */
export const SITEMAP_URLS = 50_000

type Listed = { path: string; lastModified: Date }
/** The kinds of page, each in sitemaps of its own under /sitemaps/: `{kind}.xml`, then `{kind}-2.xml`, ... */
const KINDS = ['pages', 'sermons', 'events', 'live-streams', 'news'] as const
type Kind = (typeof KINDS)[number]

/** Every public page and live record by kind (decision 0042: no draft or scheduled one), with the date it last changed. */
async function listed(db: Db, now: Date): Promise<Record<Kind, Listed[]>> {
  const [site, sermonRows, eventRows, streamRows, ownPages, posts, books] = await Promise.all([
    getSiteConfig(db),
    sermonPages(db, now),
    eventPages(db, now),
    liveStreamPages(db),
    sitePagePaths(db, now),
    newsPostPaths(db, now),
    sermonBookPages(db, now),
  ])
  const newest = (dates: Date[]) => new Date(Math.max(site.updatedAt.getTime(), ...dates.map((d) => d.getTime())))
  return {
    pages: [
      { path: '/', lastModified: newest([...sermonRows.map((s) => s.updatedAt), ...eventRows.map((e) => e.updatedAt)]) },
      ...Object.keys(PUBLIC_PAGES)
        // '/about' is the staff section's own address; only pages anyone may read and search engines may list.
        .filter((path) => path !== '/about/staff' && policyFor('GET', path)?.access === 'public' && !isUnlistedPage(path))
        .map((path) => ({
          path,
          lastModified:
            path === '/sermons' || path === '/sermons/scripture'
              ? newest(sermonRows.map((s) => s.updatedAt))
              : path === '/events'
                ? newest(eventRows.map((e) => e.updatedAt))
                : path === '/live-streams'
                  ? newest(streamRows.map((s) => s.updatedAt))
                  : path === '/news'
                    ? newest(posts.map((p) => p.updatedAt))
                    : site.updatedAt,
        })),
      // The pages staff wrote (decision 0046): live ones only.
      ...ownPages.map((page) => ({ path: `/${page.slug}`, lastModified: page.updatedAt })),
    ],
    sermons: [
      ...sermonRows.map((s) => ({ path: `/sermons/${s.id}`, lastModified: s.updatedAt })),
      // The books with sermons (decision 0059): each book's page, changed when one of its sermons was.
      ...books.map((book) => ({ path: `/sermons/scripture/${book.slug}`, lastModified: book.updatedAt })),
    ],
    events: eventRows.map((e) => ({ path: `/events/${e.id}`, lastModified: e.updatedAt })),
    'live-streams': streamRows.map((s) => ({ path: `/live-streams/${s.id}`, lastModified: s.updatedAt })),
    // The church's news (issue 33): live posts only.
    news: posts.map((p) => ({ path: `/news/${p.slug}`, lastModified: p.updatedAt })),
  }
}

/** Each sitemap file's name and what it lists: a kind in runs of at most `perFile` addresses. */
async function sitemapFiles(db: Db, perFile: number, now: Date) {
  const byKind = await listed(db, now)
  return KINDS.flatMap((kind) =>
    Array.from({ length: Math.ceil(byKind[kind].length / perFile) }, (_, i) => ({
      name: i === 0 ? `${kind}.xml` : `${kind}-${i + 1}.xml`,
      pages: byKind[kind].slice(i * perFile, (i + 1) * perFile),
    })),
  )
}

const lastOf = (pages: Listed[]) => new Date(Math.max(...pages.map((page) => page.lastModified.getTime())))

/**
 * /sitemap.xml: the index of the sitemaps, one or more a kind of page (sitemaps.org protocol), each
 * with the date its newest page last changed. A big church's ten years fit: each file holds at most
 * SITEMAP_URLS addresses, as the protocol allows.
 */
export async function sitemapIndex(db: Db, origin: string, perFile = SITEMAP_URLS, now = new Date()): Promise<string> {
  const files = await sitemapFiles(db, perFile, now)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map(
      (file) =>
        `  <sitemap><loc>${escapeHtml(`${origin}/sitemaps/${file.name}`)}</loc><lastmod>${day(lastOf(file.pages))}</lastmod></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n')
}

/** /sitemaps/{name}: one sitemap of the index, or null when there is no such file. */
export async function sitemapFile(db: Db, origin: string, name: string, perFile = SITEMAP_URLS, now = new Date()): Promise<string | null> {
  const file = (await sitemapFiles(db, perFile, now)).find((candidate) => candidate.name === name)
  if (!file) return null
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...file.pages.map(
      (page) => `  <url><loc>${escapeHtml(`${origin}${page.path}`)}</loc><lastmod>${day(page.lastModified)}</lastmod></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n')
}

/** Crawlers may read every public page; the unlisted pages (the admin, newsletter links) and the API stay out. */
export const robotsTxt = (origin: string) =>
  [
    'User-agent: *',
    'Allow: /',
    ...UNLISTED_PAGES.map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
