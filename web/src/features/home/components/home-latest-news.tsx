import { useLatestNews } from '../../news/api/get-latest-news'
import { DayLine, HomeCard, HomeListSection } from './home-list-section'

/**
 * Home: the three newest posts (docs/product.md#news), each linking to the post, in the cards the
 * other home lists use. Hidden while there are none, and while they cannot be read: news is the
 * page's extra, never its gap or its error.
 */
export function HomeLatestNews() {
  const query = useLatestNews()
  if (!query.data || query.data.length === 0) return null
  return (
    <HomeListSection title="Latest News" to="/news" white query={query} loading="Loading news..." empty="">
      {(post) => (
        <HomeCard to="/news/$slug" id={post.slug} title={post.title}>
          {post.summary ? <p className="text-muted mt-2">{post.summary}</p> : null}
          <DayLine date={post.day} also={post.author ? `By ${post.author}` : null} className="text-muted mt-2 text-sm" />
        </HomeCard>
      )}
    </HomeListSection>
  )
}
