import { LineIcon } from '../../../components/icons'
import { useSiteOrigin } from '../../../lib/site-origin'
import type { Church } from '../../site-config/site-config'
import type { ChurchEvent } from '../api/get-event'
import { googleCalendarHref } from '../event-display'

/** An event page's 'Add to calendar': a one-event .ics (Apple Calendar, Outlook) and a Google Calendar link. */
export function AddToCalendar({ event, church }: { event: ChurchEvent; church: Church }) {
  const pageUrl = `${useSiteOrigin()}/events/${event.id}`
  return (
    <div className="mt-4 grid gap-3">
      <a href={`/events/${event.id}.ics`} download className="btn-outline w-full">
        <LineIcon name="calendar" className="h-5 w-5" />
        Apple or Outlook Calendar
      </a>
      <a
        href={googleCalendarHref(event, { timezone: church.timezone, address: church.address, pageUrl })}
        target="_blank"
        rel="noopener noreferrer"
        className="btn-outline w-full"
      >
        <LineIcon name="calendar" className="h-5 w-5" />
        Google Calendar
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </div>
  )
}
