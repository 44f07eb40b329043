import { whenOf } from '@church/api/lib/service-times'
import { CardSection } from '../../../components/card-section'
import { LineIcon } from '../../../components/icons'
import { MapBlock } from '../../../components/map-block'
import { PageHeader } from '../../../components/page-header'
import { useServiceTimes } from '../../church/api/get-service-times'
import { ServiceClock } from '../../church/components/service-clock'
import { ContactForm } from '../../messages/components/contact-form'
import { useSiteConfig } from '../../site-config/api/get-site-config'
import { withDefaults } from '../../site-config/site-config'
import { ContactDetails } from './contact-details'

/** /contact: how to reach the church, the message form and the map. */
export function ContactPage() {
  const { data: config } = useSiteConfig()
  const church = withDefaults(config)
  // The weekly gatherings staff keep in the Church tab (the Kids Church time is on its own page).
  const { listed, main } = useServiceTimes()

  return (
    <>
      <PageHeader title="Contact Us">
        We'd love to hear from you. Call, write or stop by: someone from our parish family will be glad to help.
      </PageHeader>

      <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-5">
        <CardSection id="contact-info-title" title="Get In Touch" className="p-6 sm:p-8 lg:col-span-2 lg:self-start">
          <div className="mt-6">
            <ContactDetails church={church} />
          </div>
          <h3 className="mt-8 flex items-center gap-2 text-lg font-bold text-secondary">
            <LineIcon name="clock" className="h-5 w-5 text-primary" />
            Service Times
          </h3>
          <ul className="mt-3 divide-y divide-slate-200">
            {listed.map((service) => (
              <li key={service.id} className="flex flex-wrap justify-between gap-x-4 py-2">
                <span className="font-medium text-slate-800">{service.name}</span> <span className="text-slate-700">{whenOf(service)}</span>
                {service.note ? <span className="w-full text-sm text-slate-600">{service.note}</span> : null}
              </li>
            ))}
          </ul>
        </CardSection>
        <div className="lg:col-span-3">
          <ContactForm />
        </div>
      </div>

      <section aria-labelledby="visit-us-title" className="container-page pb-14">
        <h2 id="visit-us-title" className="section-title">
          Visit Us
        </h2>
        <p className="text-muted mt-2">
          {main?.name ?? 'Sunday Worship'} is at <ServiceClock time={main?.time} />. We'll be glad to see you, and a greeter will help you
          find your way.
        </p>
        <div className="mt-6">
          <MapBlock address={church.address} placeName={church.churchName} />
        </div>
      </section>
    </>
  )
}
