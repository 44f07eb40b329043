import { SERMONS_PER_PAGE } from '@church/api/models/sermons'
import { Link } from '@tanstack/react-router'
import { ListPages, type PageLink } from '../../../components/list-pages'
import { ListLoadError, ListLoading, ListMessage } from '../../../components/page-states'
import { useBookSermons } from '../api/get-scripture'
import { SermonCard } from './sermon-card'

const ALL_BOOKS = (
  <Link to="/sermons/scripture" className="btn-outline">
    All books of the Bible
  </Link>
)

/**
 * A page of one book's sermons (/sermons/scripture/{book}) in the Bible's order, each card with its
 * passage of the book, how many in all, and the links to the other pages.
 */
export function BookSermons({ book, page }: { book: string; page: number | undefined }) {
  const { data, isPending, error, refetch, isFetching } = useBookSermons(book, page)
  const link: PageLink = ({ page: to, ...props }) => (
    // Exact: page 1's link is not the current page on page 2.
    <Link
      to="/sermons/scripture/$book"
      params={{ book }}
      search={{ page: to > 1 ? to : undefined }}
      activeOptions={{ exact: true }}
      {...props}
    />
  )
  if (isPending) return <ListLoading text="Loading sermons..." />
  if (error) return <ListLoadError title="We couldn't load sermons" error={error} retry={() => void refetch()} retrying={isFetching} />
  const { items, total } = data
  const pages = Math.ceil(total / SERMONS_PER_PAGE)
  const shown = page ?? 1
  if (total === 0) {
    return (
      <ListMessage role="status" title="No Sermons Yet" action={ALL_BOOKS}>
        No sermon on {data.book.name} has been posted yet.
      </ListMessage>
    )
  }
  if (items.length === 0) {
    return (
      <ListMessage
        role="status"
        title="No Sermons on This Page"
        action={
          <Link to="/sermons/scripture/$book" params={{ book }} search={{ page: pages > 1 ? pages : undefined }} className="btn-outline">
            Go to the last page
          </Link>
        }
      >
        {total === 1 ? '1 sermon' : `${total} sermons`} fit on {pages === 1 ? 'one page' : `${pages} pages`}.
      </ListMessage>
    )
  }
  return (
    <div className="grid gap-6">
      <p role="status" className="text-muted font-semibold">
        {total === 1 ? '1 sermon' : `${total} sermons`}
        {pages > 1 ? <span className="font-normal">{` · page ${shown} of ${pages}`}</span> : null}
      </p>
      <ul aria-label={`Sermons on ${data.book.name}`} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((sermon) => (
          <li key={sermon.id}>
            <SermonCard sermon={sermon} scripture={sermon.passage} />
          </li>
        ))}
      </ul>
      <ListPages label={`Pages of sermons on ${data.book.name}`} page={shown} pages={pages} link={link} />
    </div>
  )
}
