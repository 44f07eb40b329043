import { PUBLIC_PAGES } from '../../content/pages'
import type { Db } from '../../db/client'
import { escapeHtml } from '../../lib/html'
import { policyFor, UNLISTED_PAGES, unlistedPageTitle } from '../../lib/route-policy'
import { eventPages } from '../events/repo'
import { liveStreamPages } from '../live-streams/repo'
import { sermonPages } from '../sermons/repo'
import { getSiteConfig } from '../site-config/service'

const day = (at: Date) => at.toISOString().slice(0, 10)

/** Every public page and record, with the date it last changed (sitemaps.org protocol). */
export async function sitemap(db: Db, origin: string): Promise<string> {
  const [site, sermonRows, eventRows, streamRows] = await Promise.all([
    getSiteConfig(db),
    sermonPages(db),
    eventPages(db),
    liveStreamPages(db),
  ])
  const newest = (dates: Date[]) => new Date(Math.max(site.updatedAt.getTime(), ...dates.map((d) => d.getTime())))
  const pages: { path: string; lastModified: Date }[] = [
    { path: '/', lastModified: newest([...sermonRows.map((s) => s.updatedAt), ...eventRows.map((e) => e.updatedAt)]) },
    ...Object.keys(PUBLIC_PAGES)
      // '/about' is the staff section's own address; only pages anyone may read and search engines may list.
      .filter((path) => path !== '/about/staff' && policyFor('GET', path)?.access === 'public' && !unlistedPageTitle(path))
      .map((path) => ({
        path,
        lastModified:
          path === '/sermons'
            ? newest(sermonRows.map((s) => s.updatedAt))
            : path === '/events'
              ? newest(eventRows.map((e) => e.updatedAt))
              : path === '/live-streams'
                ? newest(streamRows.map((s) => s.updatedAt))
                : site.updatedAt,
      })),
    ...sermonRows.map((s) => ({ path: `/sermons/${s.id}`, lastModified: s.updatedAt })),
    ...eventRows.map((e) => ({ path: `/events/${e.id}`, lastModified: e.updatedAt })),
    ...streamRows.map((s) => ({ path: `/live-streams/${s.id}`, lastModified: s.updatedAt })),
  ]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.map((page) => `  <url><loc>${escapeHtml(`${origin}${page.path}`)}</loc><lastmod>${day(page.lastModified)}</lastmod></url>`),
    '</urlset>',
    '',
  ].join('\n')
}

/** Crawlers may read every public page; the unlisted pages (the admin, newsletter links) and the API stay out. */
export const robotsTxt = (origin: string) =>
  [
    'User-agent: *',
    'Allow: /',
    ...Object.keys(UNLISTED_PAGES).map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
