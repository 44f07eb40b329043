import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../components/page-header'
import { SearchResults } from '../features/search/components/search-results'
import { searchReader, urlText, wholeNumber } from '../lib/search-params'

/** `?q=baptism&page=2`: the words searched and a page after the first. */
const readSearch = searchReader<{ q?: string; page?: number }>({ q: urlText, page: wholeNumber(2, 50) })

/**
 * The site search (docs/product.md#site-search): sermons, events, pages and news found together,
 * server-rendered from the address, so it searches and pages without JavaScript. Kept from search
 * engines (robots.txt and noindex), as a site's own search pages should be.
 */
export const Route = createFileRoute('/search')({
  validateSearch: readSearch,
  loaderDeps: ({ search }) => search,
  // The read's code loads when first asked: none of it is in home's first load (web/first-load.budget.ts).
  loader: async ({ context: { queryClient }, deps }) =>
    (await import('../features/search/load-search')).loadSearch(queryClient, deps.q, deps.page),
  head: async (context) =>
    (await import('../features/site-config/page-head')).pageTags(context, {
      title: 'Search',
      description: 'Search the site.',
      noindex: true,
    }),
  component: SearchPage,
})

function SearchPage() {
  const { q, page } = Route.useSearch()
  return (
    <>
      <PageHeader title="Search">Find sermons, events, pages and news from across the site.</PageHeader>
      <div className="container-page max-w-3xl py-8 sm:py-12">
        <SearchResults q={q} page={page} />
      </div>
    </>
  )
}
