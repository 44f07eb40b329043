import { Link } from '@tanstack/react-router'
import { CardSection } from '../../../components/card-section'
import { LineIcon } from '../../../components/icons'
import { PageLoading, PageMessage } from '../../../components/page-states'
import { useSiteConfig } from '../../site-config/api/get-site-config'
import { withDefaults } from '../../site-config/site-config'
import { type ChurchEvent, useEvent } from '../api/get-event'
import { AddToCalendar } from './add-to-calendar'
import { ComingDates, EventAbout, EventColumns, EventFacts, EventHero, EventQuestions, heroBackClass } from './event-page-parts'
import { RegistrationSection } from './registration-section'

/**
 * /events/{id}: loading, 'Event Not Found' (on an error or a missing event: docs/product.md#event-page), or the event.
 * `preview`: staff's Preview (decision 0042), the event as staff read it, shown as visitors would see it, nothing fetched.
 */
export function EventDetail({ id, preview }: { id: string; preview?: ChurchEvent }) {
  const read = useEvent(preview ? '' : id)
  if (preview) return <EventPage event={preview} />
  const { data: event, isPending, error } = read

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

/**
 * The event at the date it is listed at (a series' next date not ended, as changed), with a series'
 * coming dates, each a link to its own page.
 */
function EventPage({ event }: { event: ChurchEvent }) {
  const { data: config } = useSiteConfig()
  const church = withDefaults(config)

  return (
    <article aria-labelledby="event-title">
      <EventHero
        event={event}
        back={
          <Link to="/events" className={heroBackClass}>
            <LineIcon name="back" className="h-4 w-4" />
            All Events
          </Link>
        }
      />

      <EventColumns
        left={
          <>
            <EventAbout event={event} className="order-1" />
            {event.recurrenceRule ? null : <RegistrationSection eventId={event.id} on="" className="order-3" />}
            <ComingDates event={event} className="order-3" />
          </>
        }
        right={
          <>
            <EventFacts event={event} church={church} className="order-2" />
            <CardSection id="event-add-to-calendar" title="Add to Calendar" small className="order-4 p-6">
              <AddToCalendar event={event} church={church} />
            </CardSection>
            <EventQuestions title={event.title} church={church} className="order-5" />
          </>
        }
      />
    </article>
  )
}
