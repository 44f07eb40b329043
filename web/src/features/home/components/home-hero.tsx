import { youtubeVideoId } from '@church/api/lib/video'
import { Link } from '@tanstack/react-router'
import { DirectionsLink } from '../../../components/directions-link'
import { planVisitTarget } from '../../../lib/text'
import { useServiceTimes } from '../../church/api/get-service-times'
import { ServiceClock } from '../../church/components/service-clock'
import { useFeaturedContent } from '../../featured/api/get-featured-content'
import { useNextSundayService } from '../../live-streams/api/get-next-sunday-service'
import { useSiteConfig } from '../../site-config/api/get-site-config'
import { withDefaults } from '../../site-config/site-config'
import { chooseHeroVideoId } from '../hero-video'
import { savesData, useBackgroundVideoAllowed } from '../use-background-video'
import { BackgroundVideo } from './background-video'
import { HeroPoster } from './hero-poster'

/**
 * The home hero (docs/product.md#home): church name, tagline, Plan Your Visit, Sunday worship time and address
 * over a poster picture, with the muted background film started only once the page has loaded.
 */
export function HomeHero() {
  const config = useSiteConfig()
  const church = withDefaults(config.data)
  // Featured content matters only when the configuration names no video (the loader has prefetched it).
  const featured = useFeaturedContent({ enabled: !config.isPending && !youtubeVideoId(config.data?.heroVideoId) })
  const videoId = chooseHeroVideoId(config, featured)
  const videoAllowed = useBackgroundVideoAllowed()
  const target = planVisitTarget(church.contactPageUrl)
  const { main } = useServiceTimes()
  // This week's dated service at another hour: said as a change beside the usual time (docs/product.md#one-sunday-time).
  const change = useNextSundayService().data?.change

  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden text-white"
    >
      <HeroPoster videoId={savesData() ? null : videoId} />
      {videoId && videoAllowed ? <BackgroundVideo videoId={videoId} title={`${church.churchName}: welcome film`} /> : null}
      {/* A dark veil keeps white text above 4.5:1 on any picture or frame of film. */}
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-b from-slate-950/70 via-slate-950/60 to-slate-950/75" />
      <div className="container-page relative py-16 sm:py-24">
        <h1 id="hero-title" className="max-w-3xl text-4xl font-bold leading-tight tracking-tight sm:text-5xl lg:text-6xl">
          {church.churchName}
        </h1>
        {church.tagline ? <p className="mt-4 max-w-2xl text-lg text-slate-100 sm:text-2xl">{church.tagline}</p> : null}
        <dl className="mt-8 grid max-w-2xl gap-5 sm:grid-cols-2 sm:gap-8">
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wider text-slate-200">Join Us</dt>
            <dd className="mt-1 text-xl font-semibold">
              {main?.name ?? 'Sunday Worship'} <ServiceClock time={main?.time} />
            </dd>
            {change && <dd className="mt-1 text-lg text-amber-200">{change.words}</dd>}
          </div>
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wider text-slate-200">Find Us</dt>
            <dd className="mt-1 text-lg">
              {/* Opens directions: a visitor on a phone is usually on the way (docs/product.md#home). */}
              <address className="not-italic">
                <DirectionsLink
                  address={church.address}
                  className="inline-flex min-h-11 items-center text-white underline decoration-white/60 underline-offset-4 hover:decoration-white"
                />
              </address>
            </dd>
          </div>
        </dl>
        <div className="mt-10">
          {target.newTab ? (
            <a href={target.href} target="_blank" rel="noopener noreferrer" className="btn-light px-7 py-3 text-lg">
              Plan Your Visit
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : target.href === '/plan-a-visit' ? (
            <Link to="/plan-a-visit" className="btn-light px-7 py-3 text-lg">
              Plan Your Visit
            </Link>
          ) : (
            // A configured path may be any page of the server, not only an app route: a plain navigation.
            <a href={target.href} className="btn-light px-7 py-3 text-lg">
              Plan Your Visit
            </a>
          )}
        </div>
      </div>
    </section>
  )
}
