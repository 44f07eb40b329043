import { zoneLabelOn } from '@church/api/lib/service-times'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { CardSection } from '../../../components/card-section'
import { LineIcon } from '../../../components/icons'
import { PAGE_SIZES } from '../../../components/picture'
import { PageBody } from '../../../components/staff-text'
import type { Church } from '../../site-config/site-config'
import type { ChurchEvent } from '../api/get-event'
import { eventInquiryHref, shortDate } from '../event-display'
import { EventImage } from './event-image'
import { CancelledBadge, NoticeBox, OccurrenceDate, type ShownEvent, shownOccurrence } from './occurrence-parts'
import { RecurrenceBadge } from './recurrence-badge'

/** The parts of an event page (/events/{id}) and of one date's page (/events/{id}/{date}). */

const isWebAddress = (value: string) => /^https?:\/\/\S+$/i.test(value.trim())

/**
 * The page's picture with its title over it, a way back at the top (`back`), the recurrence and,
 * on one date's page, the date itself and 'Cancelled' (`below`).
 */
export function EventHero({
  event,
  back,
  badges,
  below,
}: {
  event: Pick<ChurchEvent, 'title' | 'imageUrl' | 'recurrenceDescription'>
  back: ReactNode
  badges?: ReactNode
  below?: ReactNode
}) {
  return (
    <header className="relative">
      <EventImage imageUrl={event.imageUrl} className="h-72 sm:h-80 lg:h-[26rem]" priority sizes={PAGE_SIZES} />
      <div className="absolute inset-0 bg-gradient-to-t from-slate-950/90 via-slate-950/45 to-slate-950/10" />
      <div className="absolute inset-0">
        <div className="container-page flex h-full flex-col justify-between py-5 sm:py-8">
          {back}
          <div className="space-y-3">
            {badges || event.recurrenceDescription?.trim() ? (
              <div className="flex flex-wrap items-center gap-2">
                {badges}
                <RecurrenceBadge text={event.recurrenceDescription} tone="dark" />
              </div>
            ) : null}
            <h1 id="event-title" className="max-w-4xl text-3xl font-bold leading-tight text-white sm:text-4xl lg:text-5xl">
              {event.title}
            </h1>
            {below}
          </div>
        </div>
      </div>
    </header>
  )
}

/** The hero's way back: a white pill at its top left. */
export const heroBackClass =
  'inline-flex items-center gap-1 self-start rounded-lg bg-white/95 px-3 py-2 text-sm font-semibold text-secondary no-underline hover:bg-white'

/** 'About This Event': the description as the server drew it (decision 0052), and the event's own website. */
export function EventAbout({
  event,
  className = '',
}: {
  event: Pick<ChurchEvent, 'descriptionHtml' | 'externalUrl' | 'externalLinkText'>
  className?: string
}) {
  return (
    <CardSection id="event-about" title="About This Event" className={`p-6 sm:p-8 ${className}`}>
      {event.descriptionHtml ? (
        <PageBody html={event.descriptionHtml} className="mt-4 text-lg leading-relaxed text-slate-700" />
      ) : (
        <p className="text-muted mt-4">More details are coming soon.</p>
      )}
      {event.externalUrl && isWebAddress(event.externalUrl) ? (
        <a href={event.externalUrl} target="_blank" rel="noopener noreferrer" className="btn-primary mt-6">
          {event.externalLinkText || 'Visit Event Website'}
          <LineIcon name="external" className="h-4 w-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
    </CardSection>
  )
}

/**
 * 'Event Details': the date shown (its days when it lasts several), the time with the church's
 * zone as it stands on that date ('CST', 'CDT': a visitor planning from elsewhere can tell), the
 * place, and what changed on that date (or 'Cancelled' with staff's note).
 */
export function EventFacts({
  event,
  church,
  children,
  className = '',
  withNotice = true,
}: {
  event: ShownEvent & { categories?: { name: string; slug: string }[] }
  church: Church
  children?: ReactNode
  className?: string
  /** What changed on that date, under the facts (one date's page says it in its own banner). */
  withNotice?: boolean
}) {
  const { occurrence, span, severalDays, time, notice } = shownOccurrence(event)
  const zone = occurrence.startTime ? zoneLabelOn(church.timezone, occurrence.date, occurrence.startTime) : ''
  return (
    <CardSection id="event-facts" title="Event Details" small className={`p-6 ${className}`}>
      <dl className="mt-4 space-y-4">
        <Fact icon="calendar" term="Date">
          <OccurrenceDate date={occurrence.date} span={span} severalDays={severalDays} cancelled={occurrence.cancelled} />
          {occurrence.cancelled ? <CancelledBadge className="ml-1 align-middle" /> : null}
        </Fact>
        {time ? (
          <Fact icon="clock" term="Time">
            {zone ? `${time} ${zone}` : time}
          </Fact>
        ) : null}
        {occurrence.location ? (
          <Fact icon="place" term="Location">
            {occurrence.location}
          </Fact>
        ) : null}
      </dl>
      {event.categories?.length ? <EventCategoryLinks categories={event.categories} /> : null}
      {withNotice ? <NoticeBox notice={notice} className="mt-4" /> : null}
      {children}
    </CardSection>
  )
}

/** The event's categories (decision 0057), each a link to /events showing only that category's events. */
function EventCategoryLinks({ categories }: { categories: { name: string; slug: string }[] }) {
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">Categories</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              to="/events"
              search={{ category: category.slug }}
              className="inline-flex min-h-8 items-center rounded-full border-2 border-primary/40 px-3 py-1 text-sm font-semibold text-primary no-underline hover:bg-primary hover:text-white"
            >
              {category.name}
              <span className="sr-only"> events</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

function Fact({ icon, term, children }: { icon: 'calendar' | 'clock' | 'place'; term: string; children: ReactNode }) {
  return (
    <div className="relative min-h-9 pl-12">
      <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        <span className="absolute left-0 top-0.5 grid h-9 w-9 place-items-center rounded-full bg-primary/10 text-primary">
          <LineIcon name={icon} className="h-5 w-5" />
        </span>
        {term}
      </dt>
      <dd className="font-medium text-slate-800">{children}</dd>
    </div>
  )
}

/**
 * 'Coming Dates' of a series: each date with its time, as changed ('Cancelled', 'Moved from Wed,
 * Nov 25', staff's note), a link to its own page. On one date's page (`current`) that date is marked.
 */
export function ComingDates({ event, current, className = '' }: { event: ChurchEvent; current?: string; className?: string }) {
  // A copy kept offline from before the API sent `dates` has none.
  const dates = event.dates ?? []
  if (dates.length === 0) return null
  // Dates in a later year than the first one listed say their year ('Fri, Jan 1, 2027').
  const firstYear = dates[0].date.slice(0, 4)
  return (
    <CardSection id="event-dates" title="Coming Dates" small className={`p-6 ${className}`}>
      <ul className="mt-3 divide-y divide-slate-200">
        {dates.map((date) => {
          const { occurrence, span, severalDays, time, notice } = shownOccurrence(event, date)
          const here = date.on === current
          return (
            <li key={date.on}>
              <Link
                to="/events/$id/$date"
                params={{ id: event.id, date: date.on }}
                aria-current={here ? 'page' : undefined}
                className={`-mx-3 flex flex-col gap-1 rounded-lg px-3 py-3 text-slate-800 no-underline hover:bg-slate-100 ${here ? 'bg-primary/10' : ''}`}
              >
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-semibold text-secondary">
                    <OccurrenceDate
                      date={occurrence.date}
                      span={span}
                      severalDays={severalDays}
                      cancelled={occurrence.cancelled}
                      short
                      year={occurrence.date.slice(0, 4) !== firstYear}
                    />
                  </span>{' '}
                  {time ? <span className="text-slate-700">{time}</span> : null}
                  {occurrence.cancelled ? <CancelledBadge className="px-2.5 py-0.5" /> : null}
                  {here ? <span className="text-sm font-semibold text-secondary"> This date</span> : null}
                </span>{' '}
                {occurrence.location !== event.location ? <span className="text-sm text-slate-700">{occurrence.location} </span> : null}
                {notice && (notice.change || notice.note) ? (
                  <span className={`text-sm ${notice.cancelled ? 'text-red-800' : 'text-amber-900'}`}>
                    {[notice.change, notice.note].filter(Boolean).join(' · ')}
                  </span>
                ) : null}
              </Link>
            </li>
          )
        })}
      </ul>
    </CardSection>
  )
}

/**
 * The page's cards in two columns on wide screens, About and the coming dates on the left, the
 * facts and links on the right, each column as tall as its own cards; on a phone one column, the
 * facts straight after About (each card's `order-*`; the columns are `contents` there).
 */
export function EventColumns({ top, left, right }: { top?: ReactNode; left: ReactNode; right: ReactNode }) {
  return (
    <div className="container-page grid gap-6 py-10 lg:grid-cols-3 lg:items-start lg:gap-8 lg:py-14">
      {top}
      <div className="contents lg:col-span-2 lg:flex lg:flex-col lg:gap-8">{left}</div>
      <div className="contents lg:flex lg:flex-col lg:gap-8">{right}</div>
    </div>
  )
}

/** 'Need More Information': a mailto with the event in the subject. */
export function EventQuestions({
  title,
  church,
  date,
  className = '',
}: {
  title: string
  church: Church
  date?: string
  className?: string
}) {
  return (
    <CardSection id="event-questions" title="Need More Information" small className={`p-6 ${className}`}>
      <p className="text-muted mt-2">Have a question about this event? We'd love to hear from you.</p>
      <a href={eventInquiryHref(church.email, date ? `${title}, ${shortDate(date, true)}` : title)} className="btn-outline mt-4 w-full">
        <LineIcon name="mail" className="h-5 w-5" />
        Contact Us
      </a>
    </CardSection>
  )
}
