import { Link } from '@tanstack/react-router'
import { NotFoundPage } from '../../../components/layout/not-found-page'
import { PageLoading, PageMessage } from '../../../components/page-states'
import { PageBody } from '../../../components/staff-text'
import { ApiError } from '../../../lib/api'
import { failureWords } from '../../../lib/failure-words'
import type { PublicSitePage } from '../api/get-site-page'

const HOME = (
  <Link to="/" className="btn-primary">
    Back to Home
  </Link>
)

/** A page staff wrote (docs/product.md#pages): its title over its text. */
export function SitePageView({ page }: { page: Pick<PublicSitePage, 'title' | 'bodyHtml'> }) {
  return (
    <article aria-labelledby="site-page-title">
      <header className="bg-secondary text-white">
        <div className="container-page py-12 sm:py-16">
          <h1 id="site-page-title" className="max-w-3xl text-4xl font-bold leading-tight break-words sm:text-5xl">
            {page.title}
          </h1>
        </div>
      </header>
      <div className="container-page py-10 sm:py-12">
        <PageBody html={page.bodyHtml} />
      </div>
    </article>
  )
}

/** While a page is read, or when it cannot be: loading, not found (the site's own 404 page), or failed. */
export function SitePageState({ error }: { error: Error | null }) {
  if (!error) return <PageLoading text="Loading page..." />
  if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return <NotFoundPage />
  return (
    <PageMessage role="alert" title="Error Loading Page" action={HOME}>
      {failureWords(error, 'Please try again in a moment.')}
    </PageMessage>
  )
}
