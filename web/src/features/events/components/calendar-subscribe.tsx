import { LineIcon } from '../../../components/icons'
import { notify } from '../../../components/ui/toaster'

const FEED_PATH = '/feeds/events.ics'

/**
 * 'Subscribe to our calendar' on the events page: the events feed in the visitor's calendar app
 * (webcal opens Apple Calendar and Outlook), in Google Calendar, or by its address; subscribed
 * calendars update themselves as events are added.
 */
export function CalendarSubscribe() {
  const feedUrl = `${window.location.origin}${FEED_PATH}`
  const webcal = feedUrl.replace(/^https?:/, 'webcal:')

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feedUrl)
      notify.success('Calendar address copied', 'Paste it where your calendar app asks for a calendar URL.')
    } catch {
      notify.info('Copy the calendar address', feedUrl)
    }
  }

  return (
    <section aria-labelledby="calendar-subscribe" className="card mt-10 flex flex-wrap items-center gap-3 p-4 sm:p-5">
      <div className="mr-auto min-w-56">
        <h2 id="calendar-subscribe" className="flex items-center gap-2 text-lg font-semibold text-secondary">
          <LineIcon name="calendar" className="h-5 w-5 text-primary" />
          Subscribe to our calendar
        </h2>
        <p className="text-muted text-sm">Every event in your own calendar, kept up to date.</p>
      </div>
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
      <button type="button" onClick={() => void copy()} className="btn-outline">
        <LineIcon name="copy" className="h-4 w-4" />
        Copy calendar URL
      </button>
    </section>
  )
}
