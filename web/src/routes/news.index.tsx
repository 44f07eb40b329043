import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../components/page-header'
import { NewsList } from '../features/news/components/news-list'
import { searchReader, wholeNumber } from '../lib/search-params'

/** `?page=2`: a page after the first, as the server allows it; the first is the address without one. */
const readPage = searchReader<{ page?: number }>({ page: wholeNumber(2, 10_000) })

/**
 * The church's news (docs/product.md#news): the live posts newest first, a page at a time, paged by
 * real links (`/news?page=2`), so it reads and pages without JavaScript.
 */
export const Route = createFileRoute('/news/')({
  validateSearch: readPage,
  loaderDeps: ({ search }) => ({ page: search.page }),
  // The read's code loads when first asked: none of it is in home's first load (web/first-load.budget.ts).
  loader: async ({ context: { queryClient }, deps }) => (await import('../features/news/load-news')).loadNews(queryClient, deps.page),
  head: async (context) => (await import('../features/site-config/page-head')).fixedPageTags(context, '/news'),
  component: NewsPage,
})

function NewsPage() {
  const { page } = Route.useSearch()
  return (
    <>
      <PageHeader title="News">
        What is happening in our parish: announcements, letters from our clergy and what is coming up. Follow along with{' '}
        <a href="/feeds/news.xml" className="underline underline-offset-4">
          the news feed
        </a>
        .
      </PageHeader>
      <div className="container-page py-8 sm:py-12">
        <NewsList page={page} />
      </div>
    </>
  )
}
