import { createFileRoute, Navigate } from '@tanstack/react-router'
import { movedTo, useNewsPost } from '../features/news/api/get-news-post'
import { NewsPostState, NewsPostView } from '../features/news/components/news-post'

/**
 * A news post at its address (/news/{slug}): rendered on the server, and kept for offline visits like
 * every page. A renamed post's old address is sent on to its address now (308). The loader's and the
 * head's code load when first asked: none of it is in home's first load (web/first-load.budget.ts).
 */
export const Route = createFileRoute('/news/$slug')({
  loader: async ({ context, params }) => (await import('../features/news/load-news-post')).loadNewsPost(context.queryClient, params.slug),
  head: async (context) => (await import('../features/news/news-post-head')).newsPostHead(context),
  // No post at this address (or not yet, a draft's): the root's 404 page (notFoundMode 'root'), with the status 404 on the server.
  component: NewsPostRoute,
})

function NewsPostRoute() {
  const { slug } = Route.useParams()
  const { data, error } = useNewsPost(slug)
  const moved = movedTo(data, slug)
  if (moved) return <Navigate to="/news/$slug" params={{ slug: moved }} replace />
  if (!data || !('post' in data)) return <NewsPostState error={error} />
  return <NewsPostView post={data.post} />
}
