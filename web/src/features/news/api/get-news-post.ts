import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'
import { refetchOnVisit } from '../../../lib/page-reads'

const readPost = (slug: string) => api.news({ slug }).get()
/** A post as visitors read it (GET /api/news/{slug}): what it says, and its text as the server drew it. */
export type PublicNewsPost = NonNullable<Extract<Awaited<ReturnType<typeof readPost>>, { error: null }>['data']>
/** A post, or where a renamed one is now. */
export type NewsPostRead = { post: PublicNewsPost } | { movedTo: string }

/**
 * One post by its address. An old address answers 308 with the post's address now: in the browser
 * fetch follows it (the read then has another slug); on the server, where the API answers
 * in-process, the answer says where it moved, for the route to send the visitor there (as pages).
 */
async function fetchNewsPost(slug: string): Promise<NewsPostRead> {
  const answer = await readPost(slug)
  const moved = answer.status === 308 ? (answer.error as { value?: { slug?: unknown } } | null)?.value?.slug : undefined
  if (typeof moved === 'string') return { movedTo: moved }
  const post = await unwrap(Promise.resolve(answer))
  if (!post) throw new Error('The post could not be read. Please try again in a moment.')
  return { post }
}

export const newsPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['news', 'detail', slug],
    queryFn: () => fetchNewsPost(slug),
    enabled: slug !== '',
    refetchOnMount: refetchOnVisit,
  })

export const useNewsPost = (slug: string) => useQuery(newsPostQueryOptions(slug))

/** Where a post read leads when it is not this address's: a renamed post's address now. */
export const movedTo = (read: NewsPostRead | undefined, slug: string) =>
  read && 'movedTo' in read ? read.movedTo : read && read.post.slug !== slug ? read.post.slug : undefined
