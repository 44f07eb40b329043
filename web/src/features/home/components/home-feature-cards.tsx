import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useServiceTimes } from '../../church/api/get-service-times'
import { ServiceClock } from '../../church/components/service-clock'

type Feature = {
  title: string
  text: string | ((sunday: ReactNode) => ReactNode)
  link: { to: '/plan-a-visit' | '/events' | '/contact'; label: string }
  icon: ReactNode
}

const FEATURES: Feature[] = [
  {
    title: 'Sunday Worship',
    text: (sunday) => (
      <>
        Every Sunday at {sunday}: Holy Eucharist in the words of the Book of Common Prayer, hymns old and new, and a sermon rooted in
        Scripture.
      </>
    ),
    link: { to: '/plan-a-visit', label: 'What to expect' },
    icon: <path d="M12 2v6M9 5h6M5 22V12l7-4 7 4v10M9 22v-5a3 3 0 0 1 6 0v5M3 22h18" />,
  },
  {
    title: 'Community Events',
    text: 'Bible studies, family suppers, beach gatherings and the great feasts of the church year: there is always a seat at the table.',
    link: { to: '/events', label: 'See what is coming up' },
    icon: <path d="M8 2v4M16 2v4M3 9h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM8 14h2M14 14h2M8 18h2" />,
  },
  {
    title: 'Serve Together',
    text: 'From the altar guild to meals for neighbors in need, we love Christ by serving Santa Rosa Beach and the wider world.',
    link: { to: '/contact', label: 'Find your place to serve' },
    icon: <path d="M12 21s-7-4.4-9.3-9A5.2 5.2 0 0 1 12 6.4 5.2 5.2 0 0 1 21.3 12C19 16.6 12 21 12 21z" />,
  },
]

/** The three welcome cards under the hero (docs/product.md#home). */
export function HomeFeatureCards() {
  const { main } = useServiceTimes()
  const sunday = <ServiceClock time={main?.time} />
  return (
    <section aria-labelledby="welcome-title" className="container-page py-14 sm:py-16">
      <h2 id="welcome-title" className="section-title text-center">
        Welcome Home
      </h2>
      <p className="text-muted mx-auto mt-3 max-w-2xl text-center text-lg">
        Whether you grew up in the prayer book or have never set foot in a church, there is a place for you here.
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="card flex flex-col p-6">
            <span aria-hidden="true" className="grid h-12 w-12 place-items-center rounded-full bg-primary/10 text-primary">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-6 w-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                {feature.icon}
              </svg>
            </span>
            <h3 className="mt-4 text-xl font-semibold text-secondary">{feature.title}</h3>
            <p className="text-muted mt-2 flex-1">{typeof feature.text === 'function' ? feature.text(sunday) : feature.text}</p>
            <Link
              to={feature.link.to}
              className="mt-2 inline-flex min-h-11 items-center gap-1 self-start font-semibold text-primary underline-offset-4 hover:underline"
            >
              {feature.link.label} <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
