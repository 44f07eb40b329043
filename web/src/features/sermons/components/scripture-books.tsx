import { Link } from '@tanstack/react-router'
import { ListLoadError, ListLoading, ListMessage } from '../../../components/page-states'
import { useSermonBooks } from '../api/get-scripture'

const TESTAMENTS = ['Old Testament', 'New Testament', 'Apocrypha'] as const
const sermonCount = (n: number) => (n === 1 ? '1 sermon' : `${n} sermons`)

/**
 * The Scripture index (/sermons/scripture, docs/product.md#sermons-by-scripture): the books with live
 * sermons in the Bible's order, under their testament, each a link to its page with how many.
 * Books without sermons are left out; the Apocrypha shows only when a sermon is on it.
 */
export function ScriptureBooks() {
  const { data, isPending, error, refetch, isFetching } = useSermonBooks()
  if (isPending) return <ListLoading text="Loading the books..." />
  if (error) return <ListLoadError title="We couldn't load the books" error={error} retry={() => void refetch()} retrying={isFetching} />
  if (data.books.length === 0) {
    return (
      <ListMessage
        role="status"
        title="No Passages Yet"
        action={
          <Link to="/sermons" className="btn-outline">
            All sermons
          </Link>
        }
      >
        No sermon names its passage of Scripture yet. Check back soon!
      </ListMessage>
    )
  }
  return (
    <div className="grid gap-10">
      {TESTAMENTS.map((testament) => {
        const books = data.books.filter((book) => book.testament === testament)
        if (books.length === 0) return null
        const id = `testament-${testament.toLowerCase().replace(/\s+/g, '-')}`
        return (
          <section key={testament} aria-labelledby={id}>
            <h2 id={id} className="text-2xl font-bold text-secondary">
              {testament}
            </h2>
            <ul className="mt-4 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
              {books.map((book) => (
                <li key={book.slug}>
                  <Link
                    to="/sermons/scripture/$book"
                    params={{ book: book.slug }}
                    className="card flex min-h-12 items-center justify-between gap-3 px-4 py-3 no-underline transition-colors hover:bg-slate-50"
                  >
                    <span className="font-semibold text-secondary">{book.name}</span>
                    <span className="text-muted text-sm">{sermonCount(book.sermons)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}
