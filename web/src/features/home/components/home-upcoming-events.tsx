import { useUpcomingEvents } from '../../events/api/get-upcoming-events'
import { CancelledBadge, NoticeBox, OccurrenceDate, shownOccurrence } from '../../events/components/occurrence-parts'
import { HomeCard, HomeListSection } from './home-list-section'

/**
 * Home: the next three events (docs/product.md#home), each linking to its page, at the date it is listed
 * at: 'Cancelled' with staff's note, a moved date or new time said in a few words, several days as
 * a range.
 */
export function HomeUpcomingEvents() {
  return (
    <HomeListSection
      title="Upcoming Events"
      to="/events"
      white
      query={useUpcomingEvents()}
      loading="Loading events..."
      empty="No upcoming events right now. Check back soon for new events and opportunities to connect!"
      itemClassName="card-link border-t-4 border-t-primary"
    >
      {(event) => {
        const { occurrence, span, severalDays, time, notice } = shownOccurrence(event)
        return (
          <HomeCard
            top={
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold uppercase tracking-wide text-primary">
                {occurrence.cancelled ? <CancelledBadge className="normal-case tracking-normal" /> : null}
                <span className={occurrence.cancelled ? 'text-slate-600' : undefined}>
                  <OccurrenceDate date={occurrence.date} span={span} severalDays={severalDays} cancelled={occurrence.cancelled} />
                </span>
              </p>
            }
            to="/events/$id"
            id={event.id}
            title={event.title}
          >
            {time ? <p className="text-muted mt-1">{time}</p> : null}
            {occurrence.location ? <p className="text-muted mt-1">{occurrence.location}</p> : null}
            <NoticeBox notice={notice} className="mt-3" />
            {event.recurrenceDescription ? <p className="mt-3 text-sm text-slate-600">{event.recurrenceDescription}</p> : null}
          </HomeCard>
        )
      }}
    </HomeListSection>
  )
}
