import { webPageData } from '@church/api/lib/structured-data'
import { churchOf, type HeadContext, missingTags, pageTags, sharedPicture } from '../site-config/page-head'
import { sitePageQueryOptions } from './api/get-site-page'

/**
 * The head of a page staff wrote (/{slug}), from the page its loader read: its title, its summary as
 * the description, its share picture (or the site's), its one address, and a WebPage as JSON-LD.
 * An address with no page is kept out of search, as every missing page is.
 */
export function sitePageHead(context: HeadContext & { params: { slug: string } }) {
  const read = context.match.context.queryClient.getQueryData(sitePageQueryOptions(context.params.slug).queryKey)
  if (!read || !('page' in read) || read.page.slug !== context.params.slug) return missingTags(context, 'Page Not Found')
  const { page } = read
  const { origin, absolute } = churchOf(context)
  const image = absolute(page.imageUrl || sharedPicture(context))
  const path = `/${page.slug}`
  return pageTags(context, {
    title: page.title,
    description: page.summary,
    type: 'website',
    image,
    imageAlt: page.title,
    canonical: path,
    // JSON-LD is for search engines, in the server's page only (none of its code in the browser's).
    structuredData: import.meta.env.SSR ? [webPageData(page, origin, `${origin}${path}`, image)] : [],
  })
}
