import { Link } from '@tanstack/react-router'
import { CardSection } from '../../../components/card-section'
import { LineIcon } from '../../../components/icons'
import { PageLoading, PageMessage } from '../../../components/page-states'
import { ApiError } from '../../../lib/api'
import { formatLongDate } from '../../../lib/dates'
import { useSiteConfig } from '../../site-config/api/get-site-config'
import { withDefaults } from '../../site-config/site-config'
import { type ChurchEvent, useEvent } from '../api/get-event'
import { useEventDate } from '../api/get-event-date'
import { AddToCalendar } from './add-to-calendar'
import { ComingDates, EventAbout, EventColumns, EventFacts, EventHero, EventQuestions, heroBackClass } from './event-page-parts'
import { CancelledBadge, OccurrenceDate, shownOccurrence } from './occurrence-parts'
import { RegistrationSection } from './registration-section'

/**
 * /events/{id}/{date}: one date of a series (`date` the date its rule gives, which stays its address
 * when the date moves): loading, 'Date Not Found' (the series does not fall on that date, or there is
 * no such event), or the event at that date.
 */
export function EventDateDetail({ id, date }: { id: string; date: string }) {
  const { data: event, isPending, error } = useEventDate(id, date)
  // The series' coming dates, listed under this one (its page's read, in the cache when the visitor came from there).
  const series = useEvent(id)

  if (isPending) return <PageLoading text="Loading event details..." />
  if (error || !event) {
    // The server's words when it says which: 'Wednesday Bible study does not fall on Tue, Nov 24, 2026'.
    const said =
      error instanceof ApiError && error.status === 404 && / does not fall on /.test(error.detail) ? `${error.detail}.` : undefined
    return (
      <PageMessage
        title="Date Not Found"
        action={
          <div className="flex flex-wrap justify-center gap-3">
            {series.data ? (
              <Link to="/events/$id" params={{ id }} activeOptions={{ exact: true }} className="btn-primary">
                See All Dates
              </Link>
            ) : null}
            <Link to="/events" className={series.data ? 'btn-outline' : 'btn-primary'}>
              Back to Events
            </Link>
          </div>
        }
      >
        {said ?? "The date you're looking for isn't one of this event's dates, or the event has been removed."}
      </PageMessage>
    )
  }
  return <EventDatePage event={event} series={series.data} />
}

function EventDatePage({ event, series }: { event: ChurchEvent; series: ChurchEvent | undefined }) {
  const { data: config } = useSiteConfig()
  const church = withDefaults(config)
  const { occurrence, span, severalDays, time, notice } = shownOccurrence(event)
  const day = formatLongDate(occurrence.date)
  // The banner's first line: 'Moved from Wed, Nov 25: now Thursday, November 26, 2026.', 'Time changed
  // on Wednesday, December 2, 2026: 7:00 PM – 8:00 PM.', or the date alone over staff's note.
  const changedTo = [
    occurrence.startTime !== event.startTime || occurrence.endTime !== event.endTime ? time : '',
    occurrence.location !== event.location ? `now at ${occurrence.location}` : '',
  ]
    .filter(Boolean)
    .join(', ')
  const headline = occurrence.cancelled
    ? `${event.title} is cancelled on ${day}.`
    : occurrence.date !== occurrence.on
      ? `${notice?.change}: now ${day}.`
      : notice?.change
        ? `${notice.change} on ${day}${changedTo ? `: ${changedTo}` : ''}.`
        : day
  const allDates = (
    <Link
      to="/events/$id"
      params={{ id: event.id }}
      activeOptions={{ exact: true }}
      className="mt-5 inline-flex items-center gap-1 font-semibold text-primary"
    >
      See all dates of this event
    </Link>
  )

  return (
    <article aria-labelledby="event-title">
      <EventHero
        event={event}
        back={
          <Link to="/events/$id" params={{ id: event.id }} activeOptions={{ exact: true }} className={heroBackClass}>
            <LineIcon name="back" className="h-4 w-4" />
            All Dates
          </Link>
        }
        badges={occurrence.cancelled ? <CancelledBadge /> : null}
        below={
          <p className="text-lg font-semibold text-white sm:text-xl">
            <OccurrenceDate date={occurrence.date} span={span} severalDays={severalDays} cancelled={occurrence.cancelled} />
          </p>
        }
      />

      <EventColumns
        top={
          notice ? (
            <section
              aria-label={occurrence.cancelled ? 'Cancelled' : 'Changed'}
              className={`rounded-xl border-l-4 p-5 lg:col-span-3 ${
                occurrence.cancelled ? 'border-red-700 bg-red-50 text-red-950' : 'border-amber-600 bg-amber-50 text-amber-950'
              }`}
            >
              <p className="text-lg font-bold">{headline}</p>
              {notice.note ? <p className="mt-1 break-words">{notice.note}</p> : null}
            </section>
          ) : null
        }
        left={
          <>
            <EventAbout event={event} className="order-1" />
            <RegistrationSection eventId={event.id} on={occurrence.on} className="order-3" />
            {series ? <ComingDates event={series} current={occurrence.on} className="order-3" /> : null}
          </>
        }
        right={
          <>
            <EventFacts event={event} church={church} className="order-2" withNotice={false}>
              {allDates}
            </EventFacts>
            {occurrence.cancelled ? null : (
              <CardSection id="event-add-to-calendar" title="Add to Calendar" small className="order-4 p-6">
                <p className="text-muted mt-2">This date only.</p>
                <AddToCalendar event={event} church={church} date />
              </CardSection>
            )}
            <EventQuestions title={event.title} church={church} date={occurrence.date} className="order-5" />
          </>
        }
      />
    </article>
  )
}
