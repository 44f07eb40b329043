import { Link } from '@tanstack/react-router'
import { CARD_SIZES, Picture } from '../../../components/picture'
import { formatDate } from '../../../lib/dates'
import type { NewsCardItem } from '../api/get-news'

/**
 * One post on a list (/news, home's Latest news): its picture when it has one, the date, the title
 * linking to the post (stretched over the card for touch), the summary and who wrote it.
 */
export function NewsCard({ post, heading: Heading = 'h2' }: { post: NewsCardItem; heading?: 'h2' | 'h3' }) {
  return (
    <article className="card-link h-full">
      {post.imageUrl ? (
        <div className="relative aspect-video overflow-hidden bg-slate-100">
          <Picture
            src={post.imageUrl}
            sizes={CARD_SIZES}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 h-full w-full object-cover"
          />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <time dateTime={post.day} className="text-sm font-semibold uppercase tracking-wide text-primary">
          {formatDate(post.day)}
        </time>
        <Heading className="card-title">
          <Link to="/news/$slug" params={{ slug: post.slug }} className="cover-link">
            {post.title}
          </Link>
        </Heading>
        {post.summary ? <p className="text-slate-700">{post.summary}</p> : null}
        {post.author ? <p className="text-muted mt-auto text-sm">{`By ${post.author}`}</p> : null}
      </div>
    </article>
  )
}
