import { LineIcon, type LineIconName } from '../../../components/icons'
import { CardFact, ListCard } from '../../../components/list-card'
import type { ChurchEvent } from '../api/get-event'
import { EventImage } from './event-image'
import { CancelledBadge, NoticeBox, OccurrenceDate, shownOccurrence } from './occurrence-parts'
import { RecurrenceBadge } from './recurrence-badge'

const icon = (name: LineIconName) => <LineIcon name={name} className="mt-0.5 h-5 w-5 shrink-0 text-primary" />

/**
 * One upcoming event on the events page: picture, title, the date it is listed at (its next one
 * when it repeats, as changed: 'Cancelled', moved, a new time or place), its days when it lasts
 * several, the 12-hour time range, location and recurrence. The title is the link; it stretches
 * over the whole card for touch.
 */
export function EventCard({
  event,
  first = false,
}: {
  /** The list's first card: its picture is the page's largest paint, fetched at once. */
  first?: boolean
  event: Pick<
    ChurchEvent,
    'id' | 'title' | 'date' | 'endDate' | 'next' | 'startTime' | 'endTime' | 'location' | 'imageUrl' | 'recurrenceDescription'
  >
}) {
  const { occurrence, span, severalDays, time, notice } = shownOccurrence(event)
  return (
    <ListCard
      picture={<EventImage imageUrl={event.imageUrl} priority={first} />}
      to="/events/$id"
      id={event.id}
      title={event.title}
      roomy
      top={
        occurrence.cancelled || event.recurrenceDescription ? (
          <div className="flex flex-wrap items-center gap-2">
            {occurrence.cancelled ? <CancelledBadge /> : null}
            <RecurrenceBadge text={event.recurrenceDescription} />
          </div>
        ) : null
      }
    >
      <ul className="space-y-1.5 text-slate-700">
        <CardFact icon={icon('calendar')}>
          <span>
            <OccurrenceDate date={occurrence.date} span={span} severalDays={severalDays} cancelled={occurrence.cancelled} />
          </span>
        </CardFact>
        <CardFact icon={icon('clock')} text={time} />
        <CardFact icon={icon('place')} text={occurrence.location} />
      </ul>
      <NoticeBox notice={notice} />
    </ListCard>
  )
}
