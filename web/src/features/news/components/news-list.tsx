import { NEWS_PER_PAGE } from '@church/api/models/news'
import { Link } from '@tanstack/react-router'
import { ListPages, type PageLink } from '../../../components/list-pages'
import { ListLoadError, ListLoading, ListMessage } from '../../../components/page-states'
import { useNews } from '../api/get-news'
import { NewsCard } from './news-card'

/** A link to another page of the news: real links, so paging works without JavaScript. */
const pageLink: PageLink = ({ page, ...props }) => <Link to="/news" search={{ page: page > 1 ? page : undefined }} {...props} />

/** A page of the news as a grid of cards, newest first, with the links to the other pages and every state. */
export function NewsList({ page = 1 }: { page?: number }) {
  const { data, isPending, error, refetch, isFetching, isPlaceholderData } = useNews(page)
  if (isPending) return <ListLoading text="Loading news..." />
  if (error) return <ListLoadError title="We couldn't load the news" error={error} retry={() => void refetch()} retrying={isFetching} />
  const { items, total } = data
  const pages = Math.ceil(total / NEWS_PER_PAGE)
  if (total === 0) {
    return (
      <ListMessage role="status" title="No News Yet">
        There is no news at this time. Check back soon!
      </ListMessage>
    )
  }
  if (items.length === 0) {
    return (
      <ListMessage
        role="status"
        title="No News on This Page"
        action={
          <Link to="/news" search={{ page: pages > 1 ? pages : undefined }} className="btn-outline">
            Go to the last page
          </Link>
        }
      >
        {total === 1 ? '1 post' : `${total} posts`} fit on {pages === 1 ? 'one page' : `${pages} pages`}.
      </ListMessage>
    )
  }
  return (
    <div className="grid gap-6">
      {pages > 1 ? (
        <p role="status" className="text-muted">
          Page {page} of {pages}
        </p>
      ) : null}
      <ul
        aria-label="News"
        aria-busy={isPlaceholderData}
        className={`grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {items.map((post) => (
          <li key={post.id}>
            <NewsCard post={post} />
          </li>
        ))}
      </ul>
      <ListPages label="News pages" page={page} pages={pages} link={pageLink} />
    </div>
  )
}
