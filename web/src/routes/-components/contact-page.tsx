import { CardSection } from '../../components/card-section'
import { LineIcon } from '../../components/icons'
import { MapBlock } from '../../components/map-block'
import { PageHeader } from '../../components/page-header'
import { ContactForm } from '../../features/messages/components/contact-form'
import { useSiteConfig } from '../../features/site-config/api/get-site-config'
import { withDefaults } from '../../features/site-config/site-config'
import { ContactDetails } from './contact-details'

/** SPEC §2 Contact and §9: the four weekly gatherings, in the church's words. */
const SERVICE_TIMES = [
  { name: 'Sunday Worship', time: '10:30 AM' },
  { name: 'Wednesday Service', time: '7:00 PM' },
  { name: "Women's Bible Study", time: 'Tuesday 10:00 AM' },
  { name: 'Eastside Missional', time: 'Wednesday 5:30 PM' },
] as const

/** /contact: how to reach the church, the message form and the map. */
export function ContactPage() {
  const { data: config } = useSiteConfig()
  const church = withDefaults(config)

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
            {SERVICE_TIMES.map((service) => (
              <li key={service.name} className="flex flex-wrap justify-between gap-x-4 py-2">
                <span className="font-medium text-slate-800">{service.name}</span> <span className="text-slate-700">{service.time}</span>
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
          Sunday Worship is at 10:30 AM. We'll be glad to see you, and a greeter will help you find your way.
        </p>
        <div className="mt-6">
          <MapBlock address={church.address} placeName={church.churchName} />
        </div>
      </section>
    </>
  )
}
