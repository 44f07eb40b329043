import { and, asc, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sitePageRedirects, sitePages } from '../../db/schema'
import { crud } from '../../lib/crud'
import { mayRead, type PublicationValues } from '../../lib/drafts'
import { HttpError, isUniqueViolation, notFound, UNUSABLE_CHARACTERS } from '../../lib/errors'
import { inState, ownedBy } from '../../lib/live'
import { type ListPage, pageOf, searching, titleRank } from '../../lib/paging'
import { isLive } from '../../lib/publication'
import { emptyDoc } from '../../lib/rich-text/document'
import { renderRichText } from '../../lib/rich-text/render'
import { bodyColumns } from '../../lib/rich-text/twin'
import { slugOf } from '../../lib/slug'
import type { Holds, Same } from '../../lib/table-shapes'
import type { SessionUser } from '../auth/model'
import { isReservedSlug } from './addresses'
import { type PublicSitePage, type SitePage, type SitePageInput, type SitePageStaffQuery, slugFromTitle } from './model'

const base = crud(sitePages, 'Page')

/** The page answer is the table's row: a column added to one and not the other fails the typecheck here. */
export type SitePageIsItsRow = Holds<Same<SitePage, typeof sitePages.$inferSelect>>

const PAGE_NOT_FOUND = 'Page not found'

/** A refusal of the address, shown under the Address field. */
const slugRefused = (message: string) => new HttpError(422, message, { slug: message })

/**
 * The slug a save writes: the one typed, or (left empty) one made from the title. Refused, saying
 * why, when it is an address the site owns (addresses.ts) or another page's (decision 0046).
 */
async function usableSlug(db: Db, typed: string, title: string, pageId?: string): Promise<string> {
  const slug = typed || slugFromTitle(slugOf(title))
  if (!slug) throw slugRefused('Please choose an address for this page: its title has no letters or digits to make one from.')
  if (isReservedSlug(slug))
    throw slugRefused(`The address /${slug} is already one of the site’s own pages. Please choose another address for this page.`)
  const [holder] = await db
    .select({ title: sitePages.title })
    .from(sitePages)
    .where(and(eq(sitePages.slug, slug), pageId ? ne(sitePages.id, pageId) : undefined))
    .limit(1)
  if (holder) throw slugRefused(`The page “${holder.title}” already has the address /${slug}. Please choose another address.`)
  return slug
}

/** The same answer when two saves take one address at once (the unique index refuses the second). */
const takenMeanwhile = (slug: string) => (error: unknown) => {
  if (isUniqueViolation(error)) throw slugRefused(`Another page has just taken the address /${slug}. Please choose another address.`)
  throw error
}

type Values = SitePageInput & Partial<PublicationValues>

/** Adds a page; a slug a renamed page left behind is the new page's now (its redirect goes). */
export async function createSitePage(db: Db, { slug: typed, body, ...values }: Values): Promise<SitePage> {
  const slug = await usableSlug(db, typed ?? '', values.title)
  await db.delete(sitePageRedirects).where(eq(sitePageRedirects.slug, slug))
  return base.create(db, { ...values, slug, ...bodyColumns(body ?? emptyDoc) }).catch(takenMeanwhile(slug))
}

/**
 * Changes a page. A new address keeps the old one as a permanent redirect to the page (every old
 * one stays too); taking back an address it had drops that redirect.
 */
export async function updateSitePage(db: Db, id: string, { slug: typed, body, ...values }: Values): Promise<SitePage> {
  const before = await base.get(db, id)
  const slug = typed === undefined ? before.slug : await usableSlug(db, typed, values.title ?? before.title, id)
  if (slug !== before.slug) {
    await db.delete(sitePageRedirects).where(eq(sitePageRedirects.slug, slug))
    await db
      .insert(sitePageRedirects)
      .values({ slug: before.slug, pageId: id })
      .onConflictDoUpdate({ target: sitePageRedirects.slug, set: { pageId: id } })
  }
  return base.update(db, id, { ...values, slug, ...(body !== undefined && bodyColumns(body)) }).catch(takenMeanwhile(slug))
}

export const deleteSitePage = base.remove
export const findSitePage = base.get

/**
 * Staff's list (GET /api/admin/pages): whole pages A to Z by title, a page at a time, found by title
 * or address; `state` keeps only drafts, submitted, scheduled or published ones; a contributor reads
 * only their own (decision 0042).
 */
export function listSitePagesForStaff(db: Db, q: SitePageStaffQuery, by: SessionUser | null, now: Date): Promise<ListPage<SitePage>> {
  if (q.search?.includes('\u0000')) throw new HttpError(400, UNUSABLE_CHARACTERS)
  const rank = titleRank(q.search, sitePages.title)
  const order = [asc(sitePages.title), asc(sitePages.id)]
  return pageOf(
    db,
    sitePages,
    q,
    and(searching(q.search, [sitePages.title, sitePages.slug]), inState(sitePages, q.state, now), ownedBy(sitePages, by)),
    rank ? [rank, ...order] : order,
  ) as Promise<ListPage<SitePage>>
}

/** A page as staff read it, however it stands, with its text drawn as visitors would see it (the Preview): a contributor only their own. */
export async function getSitePageForStaff(db: Db, id: string, by: SessionUser | null): Promise<SitePage & { bodyHtml: string }> {
  const found = await base.get(db, id)
  if (!mayRead(by, found)) throw notFound('Page')
  return { ...found, bodyHtml: renderRichText(found.body) }
}

/** What visitors read at a slug: the live page, where a renamed page is now, or nothing. */
export type PageAtSlug = { page: PublicSitePage } | { movedTo: string }

/**
 * The page at `slug` as visitors read it (GET /api/pages/{slug}): its body drawn as HTML by the
 * server's renderer (lib/rich-text/render.ts). An old address of a live page answers where it is now;
 * a draft or a scheduled page is not found (404), as if it did not exist (decision 0042).
 */
export async function pageAtSlug(db: Db, slug: string, now: Date): Promise<PageAtSlug> {
  const [found] = await db.select().from(sitePages).where(eq(sitePages.slug, slug)).limit(1)
  if (found) {
    if (!isLive(found, now)) throw new HttpError(404, PAGE_NOT_FOUND)
    const { body, publication: _p, publishAt: _a, createdBy: _c, ...page } = found
    return { page: { ...page, bodyHtml: renderRichText(body) } }
  }
  const [moved] = await db
    .select({ slug: sitePages.slug, publication: sitePages.publication, publishAt: sitePages.publishAt })
    .from(sitePageRedirects)
    .innerJoin(sitePages, eq(sitePages.id, sitePageRedirects.pageId))
    .where(eq(sitePageRedirects.slug, slug))
    .limit(1)
  if (moved && isLive(moved, now)) return { movedTo: moved.slug }
  throw new HttpError(404, PAGE_NOT_FOUND)
}

/** How staff add, change and delete a page (lib/record-routes.ts): with drafts, as sermons. */
export const sitePageRecords = {
  create: createSitePage,
  update: updateSitePage,
  remove: deleteSitePage,
  find: base.get,
  area: 'pages',
  drafts: true,
} as const
