import { newsArticleData } from '@church/api/lib/structured-data'
import { churchOf, type HeadContext, missingTags, pageTags, sharedPicture } from '../site-config/page-head'
import { newsPostQueryOptions } from './api/get-news-post'

/**
 * The head of a news post (/news/{slug}), from the post its loader read: its title, its summary as
 * the description, its picture (or the site's), its one address, and a NewsArticle as JSON-LD. An
 * address with no post is kept out of search, as every missing page is.
 */
export function newsPostHead(context: HeadContext & { params: { slug: string } }) {
  const read = context.match.context.queryClient.getQueryData(newsPostQueryOptions(context.params.slug).queryKey)
  if (!read || !('post' in read) || read.post.slug !== context.params.slug) return missingTags(context, 'News Post Not Found')
  const { post } = read
  const { origin, absolute, church } = churchOf(context)
  const image = absolute(post.imageUrl || sharedPicture(context))
  const path = `/news/${post.slug}`
  return pageTags(context, {
    title: post.title,
    description: post.summary,
    type: 'article',
    image,
    imageAlt: post.title,
    canonical: path,
    // JSON-LD is for search engines, in the server's page only (none of its code in the browser's).
    structuredData: import.meta.env.SSR ? [newsArticleData(post, origin, `${origin}${path}`, image, church.churchName)] : [],
  })
}
