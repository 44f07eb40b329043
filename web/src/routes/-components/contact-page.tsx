import { MapBlock } from '../../components/map-block'
import { ContactForm } from '../../features/messages/components/contact-form'
import { useSiteConfig } from '../../features/site-config/api/get-site-config'
import { withDefaults } from '../../features/site-config/site-config'
import { ContactDetails } from './contact-details'
import { ContactIcon } from './contact-icons'

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
      <section className="bg-gradient-to-br from-secondary to-primary text-white">
        <div className="container-page py-12 sm:py-16">
          <h1 className="text-3xl font-bold sm:text-4xl lg:text-5xl">Contact Us</h1>
          <p className="mt-3 max-w-2xl text-lg text-white/90">
            We'd love to hear from you. Call, write or stop by: someone from our parish family will be glad to help.
          </p>
        </div>
      </section>

      <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-5">
        <section aria-labelledby="contact-info-title" className="card p-6 sm:p-8 lg:col-span-2 lg:self-start">
          <h2 id="contact-info-title" className="text-2xl font-bold text-secondary">
            Get In Touch
          </h2>
          <div className="mt-6">
            <ContactDetails church={church} />
          </div>
          <h3 className="mt-8 flex items-center gap-2 text-lg font-bold text-secondary">
            <ContactIcon name="clock" className="h-5 w-5 text-primary" />
            Service Times
          </h3>
          <ul className="mt-3 divide-y divide-slate-200">
            {SERVICE_TIMES.map((service) => (
              <li key={service.name} className="flex flex-wrap justify-between gap-x-4 py-2">
                <span className="font-medium text-slate-800">{service.name}</span> <span className="text-slate-700">{service.time}</span>
              </li>
            ))}
          </ul>
        </section>
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
