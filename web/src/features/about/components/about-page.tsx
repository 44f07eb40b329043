import { Link } from '@tanstack/react-router'
import { PlainText } from '../../../components/plain-text'
import { paragraphs } from '../../../lib/text'
import { usePageList, usePageText } from '../../church/api/get-page-texts'

/** /about (docs/product.md#about): the parish's mission, its values and its story, as staff keep them in the Church tab. */
export function AboutPage() {
  const history = usePageText('about')
  const [lead, ...mission] = paragraphs(usePageText('mission'))
  const values = usePageList('values')
  return (
    <>
      <section aria-labelledby="about-title" className="bg-secondary text-white">
        <div className="container-page py-14 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-slate-300">About</p>
          <h1 id="about-title" className="mt-2 max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">
            About Our Church
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-200">
            An Anglican parish on Florida’s Emerald Coast, worshipping in the historic faith with a warm welcome for beach-town families,
            visitors and neighbors.
          </p>
        </div>
      </section>

      <section aria-labelledby="mission-title" className="container-page py-14">
        <div className="grid gap-8 lg:grid-cols-[1fr_2fr] lg:items-start">
          <h2 id="mission-title" className="section-title">
            Our Mission
          </h2>
          <div className="space-y-4 text-lg leading-relaxed text-slate-700">
            {lead ? <p className="text-xl font-semibold text-secondary sm:text-2xl">{lead}</p> : null}
            <PlainText text={mission.join('\n\n')} />
          </div>
        </div>
      </section>

      <section aria-labelledby="values-title" className="bg-white py-14">
        <div className="container-page">
          <h2 id="values-title" className="section-title">
            Our Values
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {values.map((value) => (
              <li key={value.id} className="card border-l-4 border-l-primary p-6">
                <h3 className="text-lg font-semibold text-secondary">{value.title}</h3>
                <div className="text-muted mt-2 space-y-2">
                  <PlainText text={value.body} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="history-title" className="container-page py-14">
        <div className="grid gap-8 lg:grid-cols-[1fr_2fr] lg:items-start">
          <h2 id="history-title" className="section-title">
            Our History
          </h2>
          <div className="space-y-4 leading-relaxed text-slate-700">
            <PlainText text={history} />
          </div>
        </div>
      </section>

      <section aria-labelledby="more-title" className="bg-white py-14">
        <div className="container-page text-center">
          <h2 id="more-title" className="section-title">
            Get to Know Us
          </h2>
          <p className="text-muted mx-auto mt-3 max-w-xl">
            Meet the people who serve here, learn what we believe, or come and see for yourself.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/about/$section" params={{ section: 'staff' }} className="btn-primary">
              Meet Our Staff
            </Link>
            <Link to="/about/$section" params={{ section: 'what-we-believe' }} className="btn-outline">
              What We Believe
            </Link>
            <Link to="/plan-a-visit" className="btn-outline">
              Plan a Visit
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
