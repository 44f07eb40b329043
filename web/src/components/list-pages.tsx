import type { ReactNode } from 'react'

const STEP = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 font-semibold no-underline'
const LINK = `${STEP} border-2 border-primary text-primary transition-colors hover:bg-primary hover:text-white`
const CURRENT = `${STEP} border-2 border-primary bg-primary text-white`
const UNAVAILABLE = `${STEP} border-2 border-slate-300 text-slate-600`

/**
 * The page numbers to offer around `page` of `pages`: the first, the last, and the current one with
 * its neighbours; 'gap' where numbers are left out. Short enough for a phone's width.
 */
export function pageNumbers(page: number, pages: number): (number | 'gap')[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b)
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1] > 1 ? ['gap' as const, n] : [n]))
}

/** A link to one page of a list: the route's own `<Link>` with the list's view in its address. */
export type PageLink = (props: {
  page: number
  rel?: 'prev' | 'next'
  'aria-label'?: string
  className: string
  children: ReactNode
}) => ReactNode

/**
 * Previous, the page numbers and Next under a public list: real links carrying the list's view in
 * the address (`/sermons?speaker=...&page=2`), so they work, and can be shared or opened in a new
 * tab, without the app's JavaScript. The first page is the address without a page.
 */
export function ListPages({ label, page, pages, link: Link }: { label: string; page: number; pages: number; link: PageLink }) {
  if (pages <= 1) return null
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link page={page - 1} rel="prev" className={LINK}>
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
                <Link page={n} aria-label={`Page ${n}`} className={LINK}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link page={page + 1} rel="next" className={LINK}>
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
