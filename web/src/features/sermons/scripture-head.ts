import { PUBLIC_PAGES } from '@church/api/content/pages'
import { breadcrumbData, collectionData } from '@church/api/lib/structured-data'
import { churchOf, type HeadContext, missingTags, pageTags } from '../site-config/page-head'
import { bookSermonsQueryOptions, sermonBooksQueryOptions } from './api/get-scripture'

const INDEX = '/sermons/scripture'
const steps = [
  { name: 'Sermons', path: '/sermons' },
  { name: 'Books of the Bible', path: INDEX },
]

/** The Scripture index's head: its title and words, and its books as a CollectionPage with breadcrumbs (decision 0059). */
export function scriptureIndexHead(context: HeadContext) {
  const { church, origin } = churchOf(context)
  const books = context.match.context.queryClient.getQueryData(sermonBooksQueryOptions().queryKey)?.books ?? []
  const page = PUBLIC_PAGES[INDEX]
  const description = page.description.replaceAll('{church}', church.churchName)
  return pageTags(context, {
    title: page.title,
    description,
    canonical: INDEX,
    // JSON-LD is for search engines, in the server's page only (none of its code in the browser's).
    structuredData: import.meta.env.SSR
      ? [
          collectionData(
            { name: page.title, description, url: `${origin}${INDEX}` },
            books.map((book) => ({ name: `${book.name} (${book.sermons})`, url: `${origin}${INDEX}/${book.slug}` })),
          ),
          breadcrumbData(origin, steps),
        ]
      : [],
  })
}

/** A book's page's head: 'Sermons on John', page 2 its own address, its sermons as a CollectionPage with breadcrumbs; an unknown book's is 'Book Not Found'. */
export function bookHead(context: HeadContext & { params: { book: string }; match: { search: { page?: number } } }) {
  const { page } = context.match.search
  const found = context.match.context.queryClient.getQueryData(bookSermonsQueryOptions(context.params.book, page).queryKey)
  if (!found) return missingTags(context, 'Book Not Found')
  const { church, origin } = churchOf(context)
  const path = `${INDEX}/${found.book.slug}`
  const canonical = page ? `${path}?page=${page}` : path
  const title = `Sermons on ${found.book.name}${page ? ` (page ${page})` : ''}`
  const description = `Sermons from ${church.churchName} on ${found.book.name}, in the order of the book.`
  const first = ((page ?? 1) - 1) * 24 + 1
  return pageTags(context, {
    title,
    description,
    canonical,
    structuredData: import.meta.env.SSR
      ? [
          collectionData(
            { name: title, description, url: `${origin}${canonical}` },
            found.items.map((sermon) => ({ name: `${sermon.title}: ${sermon.passage}`, url: `${origin}/sermons/${sermon.id}` })),
            first,
          ),
          breadcrumbData(origin, [...steps, { name: found.book.name, path }]),
        ]
      : [],
  })
}
