import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { readRecordForPage } from '../../lib/page-reads'
import { movedTo, newsPostQueryOptions } from './api/get-news-post'

/**
 * The /news/{slug} route's loader (loaded when first asked, so none of it is in home's first load):
 * reads the post (the server waits for it; a missing one is a 404 there), and sends an old address on
 * to the post's address now for good (308).
 */
export async function loadNewsPost(queryClient: QueryClient, slug: string) {
  const options = newsPostQueryOptions(slug)
  await readRecordForPage(queryClient, options)
  const moved = movedTo(queryClient.getQueryData(options.queryKey), slug)
  if (moved) throw redirect({ to: '/news/$slug', params: { slug: moved }, statusCode: 308 })
}
