import { planVisitTarget } from '../../lib/text'

type HeroConfig = { churchName: string; tagline: string; address: string; contactPageUrl: string }

export function HomeHero({ config }: { config: HeroConfig }) {
  const target = planVisitTarget(config.contactPageUrl)
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-br from-secondary to-primary text-white">
      <div className="container-page flex min-h-[70vh] flex-col justify-center py-16 sm:py-24">
        <h1 id="hero-title" className="max-w-3xl text-4xl font-bold leading-tight sm:text-5xl lg:text-6xl">
          {config.churchName}
        </h1>
        {config.tagline ? <p className="mt-4 max-w-2xl text-lg text-white/90 sm:text-xl">{config.tagline}</p> : null}
        <dl className="mt-8 grid gap-4 sm:grid-cols-2 sm:gap-8 max-w-2xl">
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wide text-white/90">Join Us</dt>
            <dd className="text-xl font-semibold">Sunday Worship 10:30 AM</dd>
          </div>
          {config.address ? (
            <div>
              <dt className="text-sm font-semibold uppercase tracking-wide text-white/90">Find Us</dt>
              <dd className="text-lg">{config.address}</dd>
            </div>
          ) : null}
        </dl>
        <div className="mt-10">
          <a href={target.href} className="btn-light text-lg" {...(target.newTab && { target: '_blank', rel: 'noopener noreferrer' })}>
            Plan Your Visit
          </a>
        </div>
      </div>
    </section>
  )
}
