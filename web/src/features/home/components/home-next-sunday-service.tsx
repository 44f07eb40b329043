import { NextSundayServiceCard } from '../../live-streams/components/next-sunday-service-card'

/** Home, under the hero: the next Sunday service (or today's), when staff have entered one. */
export function HomeNextSundayService() {
  return (
    <div className="container-page pt-10 sm:pt-14 empty:hidden">
      <NextSundayServiceCard />
    </div>
  )
}
