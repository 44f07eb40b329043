import { SubscribeBox } from '../../../components/subscribe-box'
import { useSiteOrigin } from '../../../lib/site-origin'

/**
 * 'Subscribe to our calendar' on the events page: the events feed in the visitor's calendar app
 * (webcal opens Apple Calendar and Outlook), in Google Calendar, or by its address; subscribed
 * calendars update themselves as events are added. On a category's page (decision 0057),
 * 'Subscribe to {Category} events' comes first, with that category's own feed.
 */
export function CalendarSubscribe({ category }: { category?: { name: string; slug: string } }) {
  const origin = useSiteOrigin()
  return (
    <div className="mt-10 grid gap-4">
      {category ? (
        <FeedBox
          id="category-subscribe"
          title={`Subscribe to ${category.name} events`}
          description={`Only ${category.name} events in your own calendar, kept up to date.`}
          feedUrl={`${origin}/feeds/events/${encodeURIComponent(category.slug)}.ics`}
          copyLabel={`Copy ${category.name} calendar URL`}
          appsLabel={`${category.name} events`}
        />
      ) : null}
      <FeedBox
        id="calendar-subscribe"
        title="Subscribe to our calendar"
        description="Every event in your own calendar, kept up to date."
        feedUrl={`${origin}/feeds/events.ics`}
        copyLabel="Copy calendar URL"
        appsLabel={category ? 'every event' : undefined}
      />
    </div>
  )
}

/** One feed's box: the app links and the copy button; `appsLabel` tells two boxes' links apart for a screen reader. */
function FeedBox(props: { id: string; title: string; description: string; feedUrl: string; copyLabel: string; appsLabel?: string }) {
  const webcal = props.feedUrl.replace(/^https?:/, 'webcal:')
  const which = props.appsLabel ? <span className="sr-only">: {props.appsLabel}</span> : null
  return (
    <SubscribeBox
      id={props.id}
      icon="calendar"
      title={props.title}
      description={props.description}
      feedUrl={props.feedUrl}
      copyLabel={props.copyLabel}
      copied="Calendar address copied"
    >
      <a href={webcal} className="btn-outline">
        Apple or Outlook Calendar{which}
      </a>
      <a
        href={`https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`}
        target="_blank"
        rel="noopener noreferrer"
        className="btn-outline"
      >
        Google Calendar{which}
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </SubscribeBox>
  )
}
