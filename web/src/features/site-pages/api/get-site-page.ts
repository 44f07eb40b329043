import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../lib/api'
import { refetchOnVisit } from '../../../lib/page-reads'

const readPage = (slug: string) => api.pages({ slug }).get()
/** A page as visitors read it (GET /api/pages/{slug}): what it says, and its text as the server drew it. */
export type PublicSitePage = NonNullable<Extract<Awaited<ReturnType<typeof readPage>>, { error: null }>['data']>
/** A page, or where a renamed one is now. */
export type SitePageRead = { page: PublicSitePage } | { movedTo: string }

/**
 * One of staff's pages by its address. An old address answers 308 with the page's address now: in the
 * browser fetch follows it (the page read then has another slug), and on the server, where the API
 * answers in-process, the answer says where it moved, for the route to send the visitor there.
 */
async function fetchSitePage(slug: string): Promise<SitePageRead> {
  const answer = await readPage(slug)
  const moved = answer.status === 308 ? (answer.error as { value?: { slug?: unknown } } | null)?.value?.slug : undefined
  if (typeof moved === 'string') return { movedTo: moved }
  const page = await unwrap(Promise.resolve(answer))
  if (!page) throw new Error('The page could not be read. Please try again in a moment.')
  return { page }
}

export const sitePageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['site-pages', 'detail', slug],
    queryFn: () => fetchSitePage(slug),
    enabled: slug !== '',
    refetchOnMount: refetchOnVisit,
  })

export const useSitePage = (slug: string) => useQuery(sitePageQueryOptions(slug))

/** Where a page read leads when it is not this address's: a renamed page's address now. */
export const movedTo = (read: SitePageRead | undefined, slug: string) =>
  read && 'movedTo' in read ? read.movedTo : read && read.page.slug !== slug ? read.page.slug : undefined
