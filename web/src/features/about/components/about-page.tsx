import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PageSection } from '../../../components/page-section'
import { ItemCards, PageBody } from '../../../components/staff-text'
import { usePageList, usePageText } from '../../church/api/get-page-texts'

/** /about (docs/product.md#about): the parish's mission, its values and its story, as staff keep them in the Church tab. */
export function AboutPage() {
  const history = usePageText('about')
  const mission = usePageText('mission')
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

      <TitleBeside id="mission-title" title="Our Mission" textClassName="text-lg leading-relaxed text-slate-700">
        {/* The first paragraph is shown large (Church tab → Page texts says so). */}
        <PageBody
          html={mission}
          className="[&>:last-child]:mb-0 [&>p:first-child]:text-xl [&>p:first-child]:font-semibold [&>p:first-child]:text-secondary sm:[&>p:first-child]:text-2xl"
        />
      </TitleBeside>

      <WhiteBand id="values-title" title="Our Values">
        <ItemCards
          items={values}
          className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
          cardClassName="card border-l-4 border-l-primary p-6"
        />
      </WhiteBand>

      <TitleBeside id="history-title" title="Our History" textClassName="space-y-4 leading-relaxed text-slate-700">
        <PageBody html={history} className="[&>:last-child]:mb-0" />
      </TitleBeside>

      <WhiteBand id="more-title" title="Get to Know Us" className="container-page text-center">
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
      </WhiteBand>
    </>
  )
}

type BandProps = { id: string; title: string; children: ReactNode }

/** A band with its title beside its text on wide screens, above it on phones: Our Mission, Our History. */
function TitleBeside({ id, title, textClassName, children }: BandProps & { textClassName: string }) {
  return (
    <PageSection id={id} title={title} className="container-page grid gap-8 py-14 lg:grid-cols-[1fr_2fr] lg:items-start">
      <div className={textClassName}>{children}</div>
    </PageSection>
  )
}

/** A white band with its title above its content: Our Values, Get to Know Us. */
function WhiteBand({ id, title, className = 'container-page', children }: BandProps & { className?: string }) {
  return (
    <section aria-labelledby={id} className="bg-white py-14">
      <div className={className}>
        <h2 id={id} className="section-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  )
}
