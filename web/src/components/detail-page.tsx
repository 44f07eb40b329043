import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ApiError } from '../lib/api'
import { failureWords } from '../lib/failure-words'
import { SolidIcon, type SolidIconName } from './icons'
import { PageMessage } from './page-states'

/** The list a record belongs to, and the words of the way back to it. */
type Back = { to: '/sermons' | '/live-streams'; label: string }

type DetailPageProps = {
  back: Back
  /** Above the title: a series, a LIVE badge. */
  badge?: ReactNode
  title: string
  /** The facts under the title, each a DetailFact. */
  facts: ReactNode
  /** The cards under the header: the video, then CardSections. */
  children: ReactNode
}

/** A sermon's or service's page: the header band with the way back, title and facts, then a column of cards. */
export function DetailPage({ back, badge, title, facts, children }: DetailPageProps) {
  return (
    <article>
      <header className="bg-gradient-to-br from-secondary to-primary text-white">
        <div className="container-page py-10 sm:py-14">
          <div className="mx-auto max-w-4xl">
            <Link to={back.to} className="inline-flex items-center gap-1 text-white/90 no-underline hover:text-white hover:underline">
              <span aria-hidden="true">←</span> {back.label}
            </Link>
            {badge ? <p className="mt-5">{badge}</p> : null}
            <h1 className="mt-3 max-w-4xl text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl">{title}</h1>
            <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-white/90">{facts}</ul>
          </div>
        </div>
      </header>

      <div className="container-page py-8 sm:py-12">
        <div className="mx-auto grid max-w-4xl gap-6">{children}</div>
      </div>
    </article>
  )
}

type DetailFactProps = { icon: SolidIconName; label: string } & (
  | { children: ReactNode }
  | { /** A fact that is only words; none (a sermon without a speaker) shows nothing. */ text: string | null | undefined }
)

/** One fact in the header: an icon, then the value, named for screen readers ('Speaker: …'). */
export function DetailFact({ icon, label, ...fact }: DetailFactProps) {
  if ('text' in fact && !fact.text) return null
  return (
    <li className="flex items-center gap-2">
      <SolidIcon name={icon} />
      <span className="sr-only">{label}: </span>
      {'text' in fact ? fact.text : fact.children}
    </li>
  )
}

/**
 * A sermon's or service's page that cannot be shown (docs/product.md#sermon-page): 'Sermon Not Found' with the id asked
 * for when there is none, else 'Error Loading Sermon' with the reason; either way, the way back.
 */
export function DetailError({ error, id, noun, back }: { error: Error; id: string; noun: 'Sermon' | 'Service'; back: Back }) {
  const action = (
    <Link to={back.to} className="btn-primary">
      {back.label}
    </Link>
  )
  if (error instanceof ApiError && error.status === 404) {
    return (
      <PageMessage title={`${noun} Not Found`} action={action}>
        We couldn't find a {noun.toLowerCase()} with the ID <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-800">{id}</code>.
      </PageMessage>
    )
  }
  return (
    <PageMessage role="alert" title={`Error Loading ${noun}`} action={action}>
      {failureWords(error, 'Please try again in a moment.')}
    </PageMessage>
  )
}
