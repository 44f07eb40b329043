import * as v from 'valibot'
import { MaybeInstant, PUBLICATION_KEYS, pageAnswer, publicationEntries, storedRecord, texts } from '../../lib/answers'
import { limitParam, offsetParam, optionalText, optionalUrlOrPath, pageParam, requiredText } from '../../lib/fields'
import { StateFilter } from '../../lib/publication'
import { RichDocument } from '../../lib/rich-text/document'
import { PageSlug } from '../site-pages/model'

/** How many posts a page of /news (and GET /api/news) holds. */
export const NEWS_PER_PAGE = 10

/** A post as staff write it (the News tab's dialog, POST/PUT /api/admin/news). */
export const NewsPostInput = v.object({
  title: requiredText('Title is required', 200, 'Title'),
  /** The address after /news/; left empty, made from the title (as a page's). */
  slug: PageSlug,
  summary: optionalText(300, 'Summary'),
  imageUrl: optionalUrlOrPath('Please enter a valid URL or upload an image'),
  /** Free text ('The Rector'); the dialog fills in the signed-in staff member's name. */
  author: optionalText(120, 'Author'),
  /** The rich-text editor's document; left out on a new post, an empty one. */
  body: v.optional(RichDocument),
})
export type NewsPostInput = v.InferOutput<typeof NewsPostInput>

/**
 * A whole post as staff keep it: the news_posts row, field for field in its column order
 * (service.ts checks it against the table's type). Every other post shape is picked from it.
 */
export const NewsPost = storedRecord({
  ...texts('slug', 'title', 'summary', 'imageUrl'),
  body: v.record(v.string(), v.unknown()),
  /** The body's words as plain text, written on every save, for the site search (null until then). */
  bodyText: v.nullable(v.string()),
  author: v.string(),
  ...publicationEntries,
  /** When it was (or is to be) published: what it is dated and listed by; null for a draft. */
  publishedAt: MaybeInstant,
})
export type NewsPost = v.InferOutput<typeof NewsPost>
export const NewsPostPage = pageAnswer(NewsPost)

/** Staff's list: a search (title or address), how posts stand ('' all), a page at a time. */
export const NewsStaffQuery = v.object({
  limit: limitParam,
  offset: offsetParam,
  search: optionalText(200, 'Search'),
  state: StateFilter,
})
export type NewsStaffQuery = v.InferOutput<typeof NewsStaffQuery>

/** GET /api/news?page=N: a page of the live posts, newest first (`limit` a page, NEWS_PER_PAGE when left out). */
export const NewsQuery = v.object({ page: pageParam, limit: limitParam })
export type NewsQuery = v.InferOutput<typeof NewsQuery>

/** A post on a list (/news, home's Latest news): what its card shows, never its body. */
export const NewsCard = v.object({
  ...v.pick(NewsPost, ['id', 'slug', 'title', 'summary', 'imageUrl', 'author']).entries,
  publishedAt: v.date(),
  /** The church's calendar day it was published ('2026-12-01'), as the site writes dates. */
  day: v.string(),
})
export type NewsCard = v.InferOutput<typeof NewsCard>
export const NewsCardPage = pageAnswer(NewsCard)

/**
 * A post as visitors read it (GET /api/news/{slug}): what it says and its body drawn as HTML by the
 * server's renderer (lib/rich-text/render.ts, an allow-list), never the document nor how it was published.
 */
export const PublicNewsPost = v.object({
  ...v.omit(NewsPost, ['body', 'bodyText', 'publishedAt', ...PUBLICATION_KEYS]).entries,
  publishedAt: v.date(),
  /** The church's calendar day it was published ('2026-12-01'). */
  day: v.string(),
  bodyHtml: v.string(),
})
export type PublicNewsPost = v.InferOutput<typeof PublicNewsPost>

/** One post as staff read it (the dialog and the Preview): whole, and its text as visitors would see it drawn. */
export const StaffNewsPost = v.object({ ...NewsPost.entries, bodyHtml: v.string() })

/** The address a post was renamed from answers where it is now (308, with `Location`). */
export const MovedPost = v.object({ message: v.string(), slug: v.string() })

export const NewsSlugParams = v.object({ slug: v.pipe(v.string(), v.maxLength(200)) })

/** 'Send as newsletter': the key the dashboard makes once per composed issue, so a retry never sends twice. */
export const NewsNewsletterInput = v.object({
  idempotencyKey: v.pipe(v.string('The newsletter needs its idempotency key'), v.uuid('The newsletter needs its idempotency key')),
})
