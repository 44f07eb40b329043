import type { ReactNode } from 'react'
import { LineIcon, type LineIconName } from '../../../components/icons'
import { MapBlock } from '../../../components/map-block'
import { useServiceTimes } from '../../church/api/get-service-times'
import { ServiceClock } from '../../church/components/service-clock'
import { VisitorForm } from '../../messages/components/visitor-form'
import { StayConnected } from '../../newsletter/components/stay-connected'
import { useSiteConfig } from '../../site-config/api/get-site-config'
import { withDefaults } from '../../site-config/site-config'
import { ContactDetails } from './contact-details'
import { PlanFaq } from './plan-faq'
import { PlanHero } from './plan-hero'

const TILES: { icon: LineIconName; title: string; text: string | ((sunday: ReactNode) => ReactNode) }[] = [
  {
    icon: 'music',
    title: 'Worship Style',
    text: 'Traditional and contemporary: the historic prayers of the Book of Common Prayer with hymns old and new.',
  },
  { icon: 'people', title: 'Community', text: 'A friendly parish family of every age and stage, locals and visitors alike.' },
  { icon: 'clock', title: 'Service Time', text: (sunday) => <>Sundays at {sunday}, in person or online.</> },
  { icon: 'coffee', title: 'After Service', text: 'Refreshments and conversation afterwards: stay a while and meet people.' },
]

/** /plan-a-visit: hero, visitor form, FAQ, where to find us, the map and Stay Connected. */
export function PlanVisitPage() {
  const { data: config } = useSiteConfig()
  const church = withDefaults(config)
  const sunday = <ServiceClock time={useServiceTimes().main?.time} />

  return (
    <>
      <PlanHero />

      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:gap-12">
        <section id="plan-visit-form" aria-labelledby="plan-form-title" className="card p-6 sm:p-8 lg:self-start">
          <h2 id="plan-form-title" className="text-2xl font-bold text-secondary">
            Let Us Know You're Coming
          </h2>
          <p className="text-muted mt-2 mb-6">
            Tell us a little about yourself and we'll have someone ready to welcome you and your family.
          </p>
          <VisitorForm churchName={church.churchName} />
        </section>
        <PlanFaq />
      </div>

      <section aria-labelledby="plan-where-title" className="bg-white">
        <div className="container-page py-12 sm:py-16">
          <h2 id="plan-where-title" className="section-title">
            Where To Find Our Church
          </h2>
          <div className="mt-6 grid gap-8 lg:grid-cols-3">
            <div className="card p-6 lg:self-start">
              <ContactDetails church={church} />
            </div>
            <ul className="grid gap-4 sm:grid-cols-2 lg:col-span-2">
              {TILES.map((tile) => (
                <li key={tile.title} className="card p-5">
                  <span className="grid h-11 w-11 place-items-center rounded-full bg-primary/10 text-primary">
                    <LineIcon name={tile.icon} className="h-6 w-6" />
                  </span>
                  <h3 className="mt-3 text-lg font-bold text-secondary">{tile.title}</h3>
                  <p className="text-muted mt-1">{typeof tile.text === 'function' ? tile.text(sunday) : tile.text}</p>
                </li>
              ))}
            </ul>
          </div>
          <div className="mt-8">
            <MapBlock address={church.address} placeName={church.churchName} />
          </div>
        </div>
      </section>

      <StayConnected tone="dark" />
    </>
  )
}
