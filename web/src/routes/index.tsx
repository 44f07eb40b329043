import { createFileRoute } from '@tanstack/react-router'
import { preload } from 'react-dom'
import { upcomingEventsQueryOptions } from '../features/events/api/get-upcoming-events'
import { featuredContentQueryOptions } from '../features/featured/api/get-featured-content'
import { HomePage } from '../features/home/components/home-page'
import { HERO_STOCK_IMAGE } from '../features/home/hero-image'
import { nextSundayServiceQueryOptions } from '../features/live-streams/api/get-next-sunday-service'
import { recentServicesQueryOptions } from '../features/live-streams/api/get-recent-services'
import { latestNewsQueryOptions } from '../features/news/api/get-latest-news'
import { recentSermonsQueryOptions } from '../features/sermons/api/get-recent-sermons'
import { readForPage } from '../lib/page-reads'

export const Route = createFileRoute('/')({
  loader: ({ context: { queryClient } }) => {
    // The poster is the largest paint: fetch it while the page's code is still on its way.
    preload(HERO_STOCK_IMAGE, { as: 'image', fetchPriority: 'high' })
    return readForPage(queryClient, [
      featuredContentQueryOptions(),
      nextSundayServiceQueryOptions(),
      upcomingEventsQueryOptions(),
      latestNewsQueryOptions(),
      recentSermonsQueryOptions(),
      recentServicesQueryOptions(),
    ])
  },
  component: HomePage,
})
