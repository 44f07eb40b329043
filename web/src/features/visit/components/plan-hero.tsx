import { LineIcon } from '../../../components/icons'
import { useServiceTimes } from '../../church/api/get-service-times'
import { ServiceClock } from '../../church/components/service-clock'

/** The plan-a-visit hero: 'Join Us This Sunday!', the main service's day and time (Church tab), Santa Rosa Beach, FL. */
export function PlanHero() {
  const { main } = useServiceTimes()
  return (
    <section aria-labelledby="plan-hero-title" className="relative isolate overflow-hidden bg-secondary text-white">
      <img
        src="/images/visit-hero.svg"
        alt=""
        width={800}
        height={450}
        fetchPriority="high"
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/80 to-slate-950/30" />
      <div className="container-page py-16 sm:py-24">
        <p className="text-sm font-semibold uppercase tracking-widest text-white/90">Plan a Visit</p>
        <h1 id="plan-hero-title" className="mt-2 text-4xl font-bold leading-tight sm:text-5xl lg:text-6xl">
          Join Us This Sunday!
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-white/90 sm:text-xl">
          Whether you are visiting the beach or looking for a church home, we would love to welcome you.
        </p>
        <ul className="mt-8 flex flex-col gap-3 text-lg font-semibold sm:flex-row sm:gap-8">
          <li className="flex items-center gap-2">
            <LineIcon name="clock" className="h-6 w-6" />
            {main?.day ?? 'Sunday'} <ServiceClock time={main?.time} />
          </li>
          <li className="flex items-center gap-2">
            <LineIcon name="place" className="h-6 w-6" />
            Santa Rosa Beach, FL
          </li>
        </ul>
        <a href="#plan-visit-form" className="btn-light mt-10 text-lg">
          Let Us Know You're Coming
        </a>
      </div>
    </section>
  )
}
