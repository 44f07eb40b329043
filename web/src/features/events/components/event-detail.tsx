import { zoneLabelOn } from '@church/api/lib/service-times'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { CardSection } from '../../../components/card-section'
import { LineIcon } from '../../../components/icons'
import { LinkedParagraphs } from '../../../components/linked-text'
import { PageLoading, PageMessage } from '../../../components/page-states'
import { formatLongDate, formatTimeRange } from '../../../lib/dates'
import { paragraphs } from '../../../lib/text'
import { useSiteConfig } from '../../site-config/api/get-site-config'
import { withDefaults } from '../../site-config/site-config'
import { type ChurchEvent, useEvent } from '../api/get-event'
import { eventInquiryHref } from '../event-display'
import { AddToCalendar } from './add-to-calendar'
import { EventImage } from './event-image'
import { RecurrenceBadge } from './recurrence-badge'

/** /events/{id}: loading, 'Event Not Found' (on an error or a missing event, as SPEC says), or the event. */
export function EventDetail({ id }: { id: string }) {
  const { data: event, isPending, error } = useEvent(id)

  if (isPending) return <PageLoading text="Loading event details..." />
  if (error || !event) {
    return (
      <PageMessage
        title="Event Not Found"
        action={
          <Link to="/events" className="btn-primary">
            Back to Events
          </Link>
        }
      >
        The event you're looking for doesn't exist or has been removed.
      </PageMessage>
    )
  }
  return <EventPage event={event} />
}

const isWebAddress = (value: string) => /^https?:\/\/\S+$/i.test(value.trim())

function EventPage({ event }: { event: ChurchEvent }) {
  const { data: config } = useSiteConfig()
  const church = withDefaults(config)
  const time = formatTimeRange(event.startTime, event.endTime)
  // The church's zone as it stands on that date ('CST', 'CDT'): a visitor planning from elsewhere can tell.
  const zone = event.startTime ? zoneLabelOn(church.timezone, event.nextDate, event.startTime) : ''

  return (
    <article aria-labelledby="event-title">
      <header className="relative">
        <EventImage imageUrl={event.imageUrl} className="h-72 sm:h-80 lg:h-[26rem]" priority />
        <div className="absolute inset-0 bg-gradient-to-t from-slate-950/90 via-slate-950/45 to-slate-950/10" />
        <div className="absolute inset-0">
          <div className="container-page flex h-full flex-col justify-between py-5 sm:py-8">
            <Link
              to="/events"
              className="inline-flex items-center gap-1 self-start rounded-lg bg-white/95 px-3 py-2 text-sm font-semibold text-secondary no-underline hover:bg-white"
            >
              <LineIcon name="back" className="h-4 w-4" />
              All Events
            </Link>
            <div className="space-y-3">
              <RecurrenceBadge text={event.recurrenceDescription} tone="dark" />
              <h1 id="event-title" className="max-w-4xl text-3xl font-bold leading-tight text-white sm:text-4xl lg:text-5xl">
                {event.title}
              </h1>
            </div>
          </div>
        </div>
      </header>

      <div className="container-page grid gap-6 py-10 lg:grid-cols-3 lg:gap-8 lg:py-14">
        <CardSection id="event-about" title="About This Event" className="p-6 sm:p-8 lg:col-span-2 lg:row-span-3 lg:self-start">
          {event.description.trim() ? (
            <LinkedParagraphs
              paragraphs={paragraphs(event.description)}
              className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700"
            />
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

        <CardSection id="event-facts" title="Event Details" small className="p-6">
          <dl className="mt-4 space-y-4">
            <Fact icon="calendar" term="Date">
              <time dateTime={event.nextDate}>{formatLongDate(event.nextDate)}</time>
            </Fact>
            {time ? (
              <Fact icon="clock" term="Time">
                {zone ? `${time} ${zone}` : time}
              </Fact>
            ) : null}
            {event.location ? (
              <Fact icon="place" term="Location">
                {event.location}
              </Fact>
            ) : null}
          </dl>
        </CardSection>

        <CardSection id="event-add-to-calendar" title="Add to Calendar" small className="p-6">
          <AddToCalendar event={event} church={church} />
        </CardSection>

        <CardSection id="event-questions" title="Need More Information" small className="p-6">
          <p className="text-muted mt-2">Have a question about this event? We'd love to hear from you.</p>
          <a href={eventInquiryHref(church.email, event.title)} className="btn-outline mt-4 w-full">
            <LineIcon name="mail" className="h-5 w-5" />
            Contact Us
          </a>
        </CardSection>
      </div>
    </article>
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
