import { NextServiceCard } from '../../live-streams/components/next-service-card'

/** Home, under the hero: the next Sunday service (or today's), when staff have entered one. */
export function HomeNextService() {
  return (
    <div className="container-page pt-10 sm:pt-14 empty:hidden">
      <NextServiceCard />
    </div>
  )
}
