import { Link } from '@tanstack/react-router'
import { ListPages, type PageLink } from '../../../components/list-pages'
import { ListLoadError, ListLoading, ListMessage } from '../../../components/page-states'
import { formatDate } from '../../../lib/dates'
import { type SearchFound, useSearch } from '../api/get-search'

/** What each kind of result is called on its line. */
const KIND_WORDS: Record<SearchFound['results'][number]['kind'], string> = {
  page: 'Page',
  sermon: 'Sermon',
  event: 'Event',
  news: 'News',
  service: 'Service',
}

/**
 * The /search page below its header: the form (a plain GET, so it searches without JavaScript), the
 * count, the results best first (kind, title link, date, a line of its words) and the page links.
 */
export function SearchResults({ q = '', page }: { q?: string; page?: number }) {
  return (
    <div className="grid gap-6">
      <search>
        <form action="/search" method="get" className="flex flex-wrap gap-3">
          <label htmlFor="site-search" className="sr-only">
            Search the site
          </label>
          <input
            id="site-search"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={200}
            placeholder="Sermons, events, pages, news…"
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-400 px-4 py-2 text-base"
          />
          <button type="submit" className="btn-primary min-h-11">
            Search
          </button>
        </form>
      </search>
      {q.trim() ? (
        <Found q={q.trim()} page={page} />
      ) : (
        <p className="text-muted">Type a word or two: a sermon's title, a preacher, a passage, an event, a service or a page.</p>
      )}
    </div>
  )
}

function Found({ q, page = 1 }: { q: string; page?: number }) {
  const { data, isPending, error, refetch, isFetching, isPlaceholderData } = useSearch(q, page)
  if (isPending) return <ListLoading text="Searching..." />
  if (error) return <ListLoadError title="We couldn't search just now" error={error} retry={() => void refetch()} retrying={isFetching} />
  if (data.total === 0)
    return (
      <ListMessage role="status" title="Nothing found">
        No sermons, events, services, pages or news match “{q}”. Try fewer words, or another spelling.
      </ListMessage>
    )
  const pageLink: PageLink = ({ page: to, ...props }) => <Link to="/search" search={{ q, page: to > 1 ? to : undefined }} {...props} />
  return (
    <div className="grid gap-6">
      <p role="status" className="text-muted">
        {data.total === 1 ? '1 result' : `${data.total} results`} for “{q}”{data.pages > 1 ? `, page ${data.page} of ${data.pages}` : ''}
      </p>
      <ol aria-label="Search results" aria-busy={isPlaceholderData} className={`grid gap-4 ${isPlaceholderData ? 'opacity-60' : ''}`}>
        {data.results.map((result) => (
          <li key={`${result.kind}-${result.id}`} className="card p-5">
            <p className="text-sm font-semibold text-slate-700">
              {KIND_WORDS[result.kind]}
              {result.date ? <span className="font-normal"> · {formatDate(result.date)}</span> : null}
            </p>
            <h2 className="mt-1 text-lg font-bold">
              <a href={result.href} className="text-secondary underline-offset-4 hover:underline">
                {result.title}
              </a>
            </h2>
            {result.summary ? <p className="text-muted mt-1 break-words">{result.summary}</p> : null}
          </li>
        ))}
      </ol>
      <ListPages label="Search result pages" page={data.page} pages={Math.min(data.pages, 50)} link={pageLink} />
    </div>
  )
}
