import { SubscribeBox } from '../../../components/subscribe-box'
import { useSiteOrigin } from '../../../lib/site-origin'

/**
 * 'Subscribe to our calendar' on the events page: the events feed in the visitor's calendar app
 * (webcal opens Apple Calendar and Outlook), in Google Calendar, or by its address; subscribed
 * calendars update themselves as events are added.
 */
export function CalendarSubscribe() {
  const feedUrl = `${useSiteOrigin()}/feeds/events.ics`
  const webcal = feedUrl.replace(/^https?:/, 'webcal:')
  return (
    <SubscribeBox
      id="calendar-subscribe"
      icon="calendar"
      title="Subscribe to our calendar"
      description="Every event in your own calendar, kept up to date."
      feedUrl={feedUrl}
      copyLabel="Copy calendar URL"
      copied="Calendar address copied"
      className="mt-10"
    >
      <a href={webcal} className="btn-outline">
        Apple or Outlook Calendar
      </a>
      <a
        href={`https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`}
        target="_blank"
        rel="noopener noreferrer"
        className="btn-outline"
      >
        Google Calendar
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </SubscribeBox>
  )
}
