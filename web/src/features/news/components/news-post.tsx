import { Link } from '@tanstack/react-router'
import { NotFoundPage } from '../../../components/layout/not-found-page'
import { PageLoading, PageMessage } from '../../../components/page-states'
import { Picture } from '../../../components/picture'
import { PageBody } from '../../../components/staff-text'
import { ApiError } from '../../../lib/api'
import { formatDate } from '../../../lib/dates'
import { failureWords } from '../../../lib/failure-words'
import type { PublicNewsPost } from '../api/get-news-post'

/** A news post (docs/product.md#news): its title, date and author over its picture and text. */
export function NewsPostView({
  post,
}: {
  post: Pick<PublicNewsPost, 'title' | 'summary' | 'imageUrl' | 'author' | 'bodyHtml'> & { day?: string }
}) {
  return (
    <article aria-labelledby="news-post-title">
      <header className="bg-secondary text-white">
        <div className="container-page py-12 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-white/80">
            <Link to="/news" className="underline underline-offset-4">
              News
            </Link>
            {post.day ? (
              <>
                {' · '}
                <time dateTime={post.day}>{formatDate(post.day)}</time>
              </>
            ) : null}
          </p>
          <h1 id="news-post-title" className="mt-3 max-w-3xl text-4xl font-bold leading-tight break-words sm:text-5xl">
            {post.title}
          </h1>
          {post.author ? <p className="mt-4 text-lg text-white/90">{`By ${post.author}`}</p> : null}
        </div>
      </header>
      <div className="container-page py-10 sm:py-12">
        {post.imageUrl ? (
          <Picture
            src={post.imageUrl}
            sizes="(min-width: 768px) 768px, 100vw"
            alt=""
            width={1280}
            height={720}
            className="mb-8 aspect-video w-full max-w-3xl rounded-lg object-cover"
          />
        ) : null}
        {post.summary ? <p className="mb-6 max-w-3xl text-xl font-semibold leading-relaxed text-slate-700">{post.summary}</p> : null}
        <PageBody html={post.bodyHtml} />
      </div>
    </article>
  )
}

const NEWS = (
  <Link to="/news" className="btn-primary">
    Back to News
  </Link>
)

/** While a post is read, or when it cannot be: loading, not found (the site's own 404 page), or failed. */
export function NewsPostState({ error }: { error: Error | null }) {
  if (!error) return <PageLoading text="Loading post..." />
  if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return <NotFoundPage />
  return (
    <PageMessage role="alert" title="Error Loading Post" action={NEWS}>
      {failureWords(error, 'Please try again in a moment.')}
    </PageMessage>
  )
}
