import * as v from 'valibot'
import { PUBLICATION_KEYS, pageAnswer, publicationEntries, storedRecord, texts } from '../../lib/answers'
import { limitParam, offsetParam, optionalText, optionalUrlOrPath, requiredText } from '../../lib/fields'
import { StateFilter } from '../../lib/publication'
import { RichDocument } from '../../lib/rich-text/document'

/** The longest address a page may have after the '/'. */
export const SLUG_MAX = 60

/** Lowercase letters, digits and single hyphens between them: 'new-here', 'vbs-2027'. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const SLUG_MESSAGE = `The address may have only lowercase letters, digits and hyphens between them (like new-here), at most ${SLUG_MAX} characters`

/**
 * 'Vacation Bible School 2027!' → 'vacation-bible-school-2027': the address a page gets when staff leave
 * it empty (lib/slug.ts slugOf, cut at a hyphen to SLUG_MAX).
 */
export const slugFromTitle = (slug: string) => {
  if (slug.length <= SLUG_MAX) return slug
  const cut = slug.slice(0, SLUG_MAX + 1)
  const at = cut.lastIndexOf('-')
  return (at > 0 ? cut.slice(0, at) : cut.slice(0, SLUG_MAX)).replace(/-+$/, '')
}

/** The address staff type after the '/': spaces trimmed, read in lower case; '' means 'make it from the title'. */
export const PageSlug = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((s) => (s ?? '').trim().toLowerCase()),
    v.check((s) => s === '' || (s.length <= SLUG_MAX && SLUG_PATTERN.test(s)), SLUG_MESSAGE),
  ),
)

/** A page as staff write it (the Pages tab's dialog, POST/PUT /api/admin/pages). */
export const SitePageInput = v.object({
  title: requiredText('Title is required', 200, 'Title'),
  /** Left empty, made from the title (decision 0046). */
  slug: PageSlug,
  summary: optionalText(300, 'Summary'),
  imageUrl: optionalUrlOrPath('Please enter a valid URL or upload an image'),
  /** The rich-text editor's document; left out on a new page, an empty one. */
  body: v.optional(RichDocument),
})
export type SitePageInput = v.InferOutput<typeof SitePageInput>

/** The fields staff write: the input's keys. */
export const SITE_PAGE_INPUT_FIELDS = Object.keys(SitePageInput.entries) as (keyof SitePageInput)[]

/**
 * A whole page as staff keep it: the site_pages row, field for field in its column order
 * (lib/table-shapes.test.ts). Every other page shape is picked from it.
 */
export const SitePage = storedRecord({
  ...texts('slug', 'title', 'summary', 'imageUrl'),
  body: v.record(v.string(), v.unknown()),
  /** The body's words as plain text, written on every save, for the site search (null until then). */
  bodyText: v.nullable(v.string()),
  ...publicationEntries,
})
export type SitePage = v.InferOutput<typeof SitePage>
export const SitePagePage = pageAnswer(SitePage)

/** Staff's list: a search (title or address), how pages stand ('' all), a page at a time. */
export const SitePageStaffQuery = v.object({
  limit: limitParam,
  offset: offsetParam,
  search: optionalText(200, 'Search'),
  state: StateFilter,
})
export type SitePageStaffQuery = v.InferOutput<typeof SitePageStaffQuery>

/**
 * A page as visitors read it (GET /api/pages/{slug}): what it says and its body drawn as HTML by the
 * server's renderer (lib/rich-text/render.ts, an allow-list), never the document itself nor how it
 * was published.
 */
export const PublicSitePage = v.object({
  ...v.omit(SitePage, ['body', 'bodyText', ...PUBLICATION_KEYS]).entries,
  bodyHtml: v.string(),
})
export type PublicSitePage = v.InferOutput<typeof PublicSitePage>

/** One page as staff read it (the dialog and the Preview): whole, and its text as visitors would see it drawn. */
export const StaffSitePage = v.object({ ...SitePage.entries, bodyHtml: v.string() })

/** The address a page was renamed from answers where it is now (308, with `Location`). */
export const MovedPage = v.object({ message: v.string(), slug: v.string() })

export const SlugParams = v.object({ slug: v.pipe(v.string(), v.maxLength(200)) })
