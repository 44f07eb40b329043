import { Link } from '@tanstack/react-router'
import { pageNumbers, type SermonFilters } from '../sermon-filters'

const STEP = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 font-semibold no-underline'
const LINK = `${STEP} border-2 border-primary text-primary transition-colors hover:bg-primary hover:text-white`
const CURRENT = `${STEP} border-2 border-primary bg-primary text-white`
const UNAVAILABLE = `${STEP} border-2 border-slate-300 text-slate-600`

/**
 * Previous, the page numbers and Next under the sermon cards: real links carrying the filters in
 * the address (`/sermons?speaker=...&page=2`), so they work, and can be shared or opened in a new
 * tab, without the app's JavaScript. The first page is the address without a page.
 */
export function SermonPages({ filters, page, pages }: { filters: SermonFilters; page: number; pages: number }) {
  if (pages <= 1) return null
  const to = (n: number) => ({ to: '/sermons', search: { ...filters, page: n > 1 ? n : undefined } }) as const
  return (
    <nav aria-label="Sermon pages">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link {...to(page - 1)} rel="prev" className={LINK}>
              Previous
            </Link>
          ) : (
            <span aria-disabled="true" className={UNAVAILABLE}>
              Previous
            </span>
          )}
        </li>
        {pageNumbers(page, pages).map((n, i) =>
          n === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={CURRENT}>
                  {n}
                </span>
              ) : (
                <Link {...to(n)} aria-label={`Page ${n}`} className={LINK}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link {...to(page + 1)} rel="next" className={LINK}>
              Next
            </Link>
          ) : (
            <span aria-disabled="true" className={UNAVAILABLE}>
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
