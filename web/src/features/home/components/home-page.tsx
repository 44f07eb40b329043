import { StayConnected } from '../../newsletter/components/stay-connected'
import { HomeFeatureCards } from './home-feature-cards'
import { HomeHero } from './home-hero'
import { HomeLatestNews } from './home-latest-news'
import { HomeNextSundayService } from './home-next-sunday-service'
import { HomeRecentSermons } from './home-recent-sermons'
import { HomeRecentServices } from './home-recent-services'
import { HomeUpcomingEvents } from './home-upcoming-events'

/** The home page, top to bottom; each section shows its own loading line. */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <HomeNextSundayService />
      <HomeFeatureCards />
      <HomeUpcomingEvents />
      <HomeLatestNews />
      <HomeRecentSermons />
      <HomeRecentServices />
      <StayConnected tone="dark" />
    </>
  )
}
