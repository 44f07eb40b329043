import { type ReactNode, useState } from 'react'
import { PageSection } from '../../../components/page-section'
import { coverSizes, Picture } from '../../../components/picture'
import { paragraphs } from '../../../lib/text'
import { type StaffRecord, useStaff } from '../../church/api/get-staff'
import { initials, plainName } from '../about-sections'

/** About Us → Staff: the staff (Church tab) with a portrait (or initials), title, a word about them and an email link. */
export function AboutStaff() {
  const staff = useStaff()
  return (
    <PageSection id="staff-title" title="Our Staff">
      <p className="text-muted mt-3 max-w-2xl text-lg">
        The people who lead our worship, care for our congregation and look after our children. They would love to hear from you.
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2">
        {staff.data?.map((person) => (
          <li key={person.id} className="card flex flex-col gap-5 p-6 sm:flex-row">
            <StaffPortrait person={person} />
            <div className="flex flex-1 flex-col">
              <h3 className="text-xl font-semibold text-secondary">{person.name}</h3>
              {person.title ? <p className="font-medium text-primary">{person.title}</p> : null}
              <div className="text-muted mt-3 flex-1">
                {paragraphs(person.bio).map((text) => (
                  <p key={text} className="mt-2 first:mt-0">
                    {text}
                  </p>
                ))}
              </div>
              {person.email ? (
                <MailLink email={person.email} className="btn-outline mt-4 self-start px-4 py-2 text-sm">
                  Email<span className="sr-only"> {plainName(person.name)}</span>
                </MailLink>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}

/** The portrait, or the person's initials on a theme-coloured disc when there is none or it fails to load. */
function StaffPortrait({ person }: { person: StaffRecord }) {
  const [failed, setFailed] = useState(false)
  if (person.photoUrl && !failed) {
    return (
      <Picture
        src={person.photoUrl}
        sizes={coverSizes(person.photoUrl, 112)}
        alt={`Portrait of ${plainName(person.name)}`}
        width={112}
        height={112}
        loading="lazy"
        onError={() => setFailed(true)}
        className="h-28 w-28 shrink-0 rounded-full bg-slate-200 object-cover"
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className="grid h-28 w-28 shrink-0 place-items-center rounded-full bg-gradient-to-br from-primary to-secondary text-3xl font-bold tracking-wide text-white"
    >
      {initials(person.name)}
    </span>
  )
}

/** A button that writes an email: an envelope, then its words ('Email Anna', 'Email Us'). */
export function MailLink({ email, className, children }: { email: string; className: string; children: ReactNode }) {
  return (
    <a href={`mailto:${email}`} className={className}>
      <MailIcon />
      {children}
    </a>
  )
}

function MailIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  )
}
