import { formatClock } from '@church/api/lib/service-times'
import { PageSection } from '../../../components/page-section'
import { ItemCards, PageBody } from '../../../components/staff-text'
import { paragraphs } from '../../../lib/text'
import { usePageList, usePageText } from '../../church/api/get-page-texts'
import { useServiceTimes } from '../../church/api/get-service-times'
import { staffByTitle, useStaff } from '../../church/api/get-staff'
import { plainName } from '../about-sections'
import { MailLink } from './about-staff'

/** About Us → Kids Church: nursery, Kids's Church, family events, Sunday times and how children are kept safe. */
export function AboutKidsChurch() {
  const { kids } = useServiceTimes()
  const intro = usePageText('kids-church')
  const programs = usePageList('kids-programs')
  const safety = paragraphs(usePageText('kids-safety'))
  const familiesMinister = staffByTitle(useStaff().data, /children|famil|kids/i)
  return (
    <PageSection id="kids-title" title="Kids Church">
      <PageBody html={intro} className="text-muted mt-3 max-w-3xl text-lg [&>:last-child]:mb-0" />

      {kids ? (
        <p className="card mt-8 flex flex-wrap items-center gap-x-3 gap-y-1 border-l-4 border-l-primary bg-white p-5 text-lg">
          <span className="font-semibold text-secondary">{kids.name}:</span>
          <span>
            {formatClock(kids.time)}, every {kids.day}
            {kids.place ? ` (${kids.place})` : ''}
          </span>
        </p>
      ) : null}

      <ItemCards items={programs} className="mt-8 grid gap-5 md:grid-cols-3" cardClassName="card flex flex-col p-6" labelled />

      {safety.length > 0 ? (
        <div className="mt-10 rounded-xl bg-secondary p-6 text-white sm:p-8">
          <h3 className="flex items-center gap-3 text-xl font-semibold">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-7 w-7 shrink-0"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            >
              <path d="M12 3 4 6v6c0 4.5 3.4 8.2 8 9 4.6-.8 8-4.5 8-9V6z" />
              <path d="m8.5 12 2.5 2.5 4.5-5" strokeLinecap="round" />
            </svg>
            Safe and Secure
          </h3>
          <ul className="mt-4 space-y-3">
            {safety.map((rule, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rules have no identity but their place
              <li key={index} className="flex gap-3 text-slate-100">
                <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-white" />
                {rule}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {familiesMinister?.email ? (
        <p className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
          <span className="text-muted">Questions about Kids Church or registering your child?</span>
          <MailLink email={familiesMinister.email} className="btn-outline self-start px-4 py-2">
            Email {plainName(familiesMinister.name)}
          </MailLink>
        </p>
      ) : null}
    </PageSection>
  )
}
