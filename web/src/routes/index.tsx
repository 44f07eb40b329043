import { createFileRoute } from '@tanstack/react-router'
import { UpcomingEvents } from '../features/events/components/upcoming-events'
import { RecentSermons } from '../features/sermons/components/recent-sermons'
import { useSiteConfig } from '../features/site-config/api/get-site-config'
import { DEFAULT_CHURCH_NAME } from '../features/site-config/defaults'
import { HomeHero } from './-components/home-hero'

export const Route = createFileRoute('/')({
  component: HomePage,
})

function HomePage() {
  const { data: config } = useSiteConfig()
  return (
    <>
      <HomeHero
        config={{
          churchName: config?.churchName || DEFAULT_CHURCH_NAME,
          tagline: config?.tagline ?? '',
          address: config?.address ?? '',
          contactPageUrl: config?.contactPageUrl ?? '',
        }}
      />
      <UpcomingEvents />
      <RecentSermons />
    </>
  )
}
