import { and, desc, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { newsPostRedirects, newsPosts } from '../../db/schema'
import { crud } from '../../lib/crud'
import { todayIn } from '../../lib/dates'
import { mayRead, type PublicationValues } from '../../lib/drafts'
import { HttpError, isUniqueViolation, notFound, UNUSABLE_CHARACTERS } from '../../lib/errors'
import { inState, ownedBy } from '../../lib/live'
import { type ListPage, offsetOfPage, pageOf, searching, titleRank } from '../../lib/paging'
import { isLive } from '../../lib/publication'
import { emptyDoc } from '../../lib/rich-text/document'
import { renderRichText } from '../../lib/rich-text/render'
import { bodyColumns } from '../../lib/rich-text/twin'
import { slugOf } from '../../lib/slug'
import type { Holds, Same } from '../../lib/table-shapes'
import type { SessionUser } from '../auth/model'
import { slugFromTitle } from '../site-pages/model'
import {
  NEWS_PER_PAGE,
  type NewsCard,
  type NewsPost,
  type NewsPostInput,
  type NewsQuery,
  type NewsStaffQuery,
  type PublicNewsPost,
} from './model'
import { NEWEST_FIRST, visibleNews } from './repo'

const base = crud(newsPosts, 'News post')

/** The post answer is the table's row: a column added to one and not the other fails the typecheck here. */
export type NewsPostIsItsRow = Holds<Same<NewsPost, typeof newsPosts.$inferSelect>>

const POST_NOT_FOUND = 'News post not found'

/** A refusal of the address, shown under the Address field. */
const slugRefused = (message: string) => new HttpError(422, message, { slug: message })

/**
 * The slug a save writes: the one typed, or (left empty) one made from the title. Posts live under
 * /news/, so no address of the site's own can collide; only another post's is refused, saying whose.
 */
async function usableSlug(db: Db, typed: string, title: string, postId?: string): Promise<string> {
  const slug = typed || slugFromTitle(slugOf(title))
  if (!slug) throw slugRefused('Please choose an address for this post: its title has no letters or digits to make one from.')
  const [holder] = await db
    .select({ title: newsPosts.title })
    .from(newsPosts)
    .where(and(eq(newsPosts.slug, slug), postId ? ne(newsPosts.id, postId) : undefined))
    .limit(1)
  if (holder) throw slugRefused(`The post “${holder.title}” already has the address /news/${slug}. Please choose another address.`)
  return slug
}

/** The same answer when two saves take one address at once (the unique index refuses the second). */
const takenMeanwhile = (slug: string) => (error: unknown) => {
  if (isUniqueViolation(error)) throw slugRefused(`Another post has just taken the address /news/${slug}. Please choose another address.`)
  throw error
}

type Values = NewsPostInput & Partial<PublicationValues>
type Dated = Pick<NewsPost, 'publication' | 'publishAt' | 'publishedAt'>

/**
 * The time a post is dated by after a save: its publish time when it has one (scheduled); else, once
 * published, the time it first was (an edit does not move it up the list); a draft has none.
 */
function publishedAtAfter(values: Partial<PublicationValues>, before: Dated | undefined): Date | null {
  const publication = values.publication ?? before?.publication ?? 'published'
  if (publication !== 'published') return null
  const publishAt = 'publishAt' in values ? (values.publishAt ?? null) : (before?.publishAt ?? null)
  if (publishAt) return publishAt
  if (before?.publication === 'published' && before.publishedAt) {
    // A post that was scheduled and is published now: dated now, not at the time it was to go out.
    if (before.publishAt && values.publishAt === null && before.publishAt > new Date()) return new Date()
    return before.publishedAt
  }
  return new Date()
}

/** Adds a post; a slug a renamed post left behind is the new post's now (its redirect goes). */
export async function createNewsPost(db: Db, { slug: typed, body, author, ...values }: Values): Promise<NewsPost> {
  const slug = await usableSlug(db, typed ?? '', values.title)
  await db.delete(newsPostRedirects).where(eq(newsPostRedirects.slug, slug))
  return base
    .create(db, {
      ...values,
      slug,
      author: author ?? '',
      ...bodyColumns(body ?? emptyDoc),
      publishedAt: publishedAtAfter(values, undefined),
    })
    .catch(takenMeanwhile(slug))
}

/**
 * Changes a post. A new address keeps the old one as a permanent redirect to the post (every old one
 * stays too); taking back an address it had drops that redirect.
 */
export async function updateNewsPost(db: Db, id: string, { slug: typed, body, ...values }: Values): Promise<NewsPost> {
  const before = await base.get(db, id)
  const slug = typed === undefined ? before.slug : await usableSlug(db, typed, values.title ?? before.title, id)
  if (slug !== before.slug) {
    await db.delete(newsPostRedirects).where(eq(newsPostRedirects.slug, slug))
    await db
      .insert(newsPostRedirects)
      .values({ slug: before.slug, postId: id })
      .onConflictDoUpdate({ target: newsPostRedirects.slug, set: { postId: id } })
  }
  return base
    .update(db, id, {
      ...values,
      slug,
      ...(body !== undefined && bodyColumns(body)),
      publishedAt: publishedAtAfter(values, before),
    })
    .catch(takenMeanwhile(slug))
}

export const deleteNewsPost = base.remove
export const findNewsPost = base.get

const CARD = {
  id: newsPosts.id,
  slug: newsPosts.slug,
  title: newsPosts.title,
  summary: newsPosts.summary,
  imageUrl: newsPosts.imageUrl,
  author: newsPosts.author,
  publishedAt: newsPosts.publishedAt,
}

/**
 * Visitors' list (GET /api/news?page=N, /news, home's Latest news): the live posts newest first,
 * NEWS_PER_PAGE a page (or `limit`: home's Latest news reads three), as cards without their bodies.
 */
export async function listNews(db: Db, q: NewsQuery, now: Date, timezone: string): Promise<ListPage<NewsCard>> {
  const limit = q.limit ?? NEWS_PER_PAGE
  const page = await pageOf<typeof newsPosts, Omit<NewsCard, 'day'>>(
    db,
    newsPosts,
    { limit, offset: offsetOfPage(q.page, limit) },
    visibleNews(now),
    NEWEST_FIRST,
    CARD,
  )
  return { ...page, items: page.items.map((post) => ({ ...post, day: todayIn(timezone, post.publishedAt) })) }
}

/**
 * Staff's list (GET /api/admin/news): whole posts newest first (drafts, which have no date, first),
 * found by title or address; `state` keeps only drafts, submitted, scheduled or published ones; a
 * contributor reads only their own (decision 0042).
 */
export function listNewsForStaff(db: Db, q: NewsStaffQuery, by: SessionUser | null, now: Date): Promise<ListPage<NewsPost>> {
  if (q.search?.includes('\u0000')) throw new HttpError(400, UNUSABLE_CHARACTERS)
  const rank = titleRank(q.search, newsPosts.title)
  const order = [desc(newsPosts.publishedAt), desc(newsPosts.createdAt), desc(newsPosts.id)]
  return pageOf(
    db,
    newsPosts,
    q,
    and(searching(q.search, [newsPosts.title, newsPosts.slug]), inState(newsPosts, q.state, now), ownedBy(newsPosts, by)),
    rank ? [rank, ...order] : order,
  ) as Promise<ListPage<NewsPost>>
}

/** A post as staff read it, however it stands, with its text drawn as visitors would see it (the Preview): a contributor only their own. */
export async function getNewsPostForStaff(db: Db, id: string, by: SessionUser | null): Promise<NewsPost & { bodyHtml: string }> {
  const found = await base.get(db, id)
  if (!mayRead(by, found)) throw notFound('News post')
  return { ...found, bodyHtml: renderRichText(found.body) }
}

/** What visitors read at a slug: the live post, where a renamed post is now, or nothing. */
export type PostAtSlug = { post: PublicNewsPost } | { movedTo: string }

/**
 * The post at `slug` as visitors read it (GET /api/news/{slug}): its body drawn as HTML by the
 * server's renderer. An old address of a live post answers where it is now; a draft or a scheduled
 * post is not found (404), as if it did not exist (decision 0042).
 */
export async function postAtSlug(db: Db, slug: string, now: Date, timezone: string): Promise<PostAtSlug> {
  const [found] = await db.select().from(newsPosts).where(eq(newsPosts.slug, slug)).limit(1)
  if (found) {
    if (!isLive(found, now) || !found.publishedAt) throw new HttpError(404, POST_NOT_FOUND)
    const { body, publication: _p, publishAt: _a, createdBy: _c, publishedAt, ...post } = found
    return { post: { ...post, publishedAt, day: todayIn(timezone, publishedAt), bodyHtml: renderRichText(body) } }
  }
  const [moved] = await db
    .select({ slug: newsPosts.slug, publication: newsPosts.publication, publishAt: newsPosts.publishAt })
    .from(newsPostRedirects)
    .innerJoin(newsPosts, eq(newsPosts.id, newsPostRedirects.postId))
    .where(eq(newsPostRedirects.slug, slug))
    .limit(1)
  if (moved && isLive(moved, now)) return { movedTo: moved.slug }
  throw new HttpError(404, POST_NOT_FOUND)
}

/** How staff add, change and delete a post (lib/record-routes.ts): with drafts, as pages. */
export const newsPostRecords = {
  create: createNewsPost,
  update: updateNewsPost,
  remove: deleteNewsPost,
  find: base.get,
  area: 'news',
  drafts: true,
} as const
