import { createFileRoute, Link } from '@tanstack/react-router'
import { PageHeader } from '../components/page-header'
import { PageMessage } from '../components/page-states'
import { bookSermonsQueryOptions, useBookSermons } from '../features/sermons/api/get-scripture'
import { BookSermons } from '../features/sermons/components/book-sermons'
import { ApiError } from '../lib/api'
import { readRecordForPage } from '../lib/page-reads'
import { searchReader, wholeNumber } from '../lib/search-params'

/** `?page=2`: a page after the first, as the server allows it; the first is the address without one. */
const readPage = searchReader<{ page?: number }>({ page: wholeNumber(2, 10_000) })

/** One book's sermons in the Bible's order (docs/product.md#sermons-by-scripture); a book the Bible has not is a 404 page. */
export const Route = createFileRoute('/sermons/scripture/$book')({
  validateSearch: readPage,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context: { queryClient }, params, deps }) => readRecordForPage(queryClient, bookSermonsQueryOptions(params.book, deps.page)),
  head: async (context) => (await import('../features/sermons/scripture-head')).bookHead(context),
  component: BookPage,
  notFoundComponent: BookPage,
})

const ALL_BOOKS = (
  <Link to="/sermons/scripture" className="btn-primary">
    All books of the Bible
  </Link>
)

function BookPage() {
  const { book } = Route.useParams()
  const { page } = Route.useSearch()
  const { data, error } = useBookSermons(book, page)
  if (error instanceof ApiError && (error.status === 404 || error.status === 422)) {
    return (
      <PageMessage title="Book Not Found" action={ALL_BOOKS}>
        There is no book of the Bible at this address.
      </PageMessage>
    )
  }
  const name = data?.book.name ?? ''
  return (
    <>
      <PageHeader title={name ? `Sermons on ${name}` : 'Sermons'}>
        {name ? `Every sermon on ${name}, in the order of the book: chapter by chapter, verse by verse.` : 'Loading the book...'}
      </PageHeader>
      <div className="container-page grid gap-8 py-8 sm:py-12">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700">
            <li>
              <Link
                to="/sermons"
                activeOptions={{ exact: true }}
                className="inline-flex min-h-6 items-center font-semibold text-primary underline-offset-4 hover:underline"
              >
                Sermons
              </Link>
            </li>
            <li aria-hidden="true">›</li>
            <li>
              <Link
                to="/sermons/scripture"
                activeOptions={{ exact: true }}
                className="inline-flex min-h-6 items-center font-semibold text-primary underline-offset-4 hover:underline"
              >
                Books of the Bible
              </Link>
            </li>
            <li aria-hidden="true">›</li>
            <li aria-current="page">{name}</li>
          </ol>
        </nav>
        <BookSermons book={book} page={page} />
      </div>
    </>
  )
}
