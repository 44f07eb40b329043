import { eventDateTitle } from '@church/api/content/pages'
import { dayWords, isCalendarDate } from '@church/api/lib/dates'
import { formatClock, zoneLabelOn } from '@church/api/lib/service-times'
import { eventData } from '@church/api/lib/structured-data'
import { churchOf, fixedPageTags, type HeadContext, missingTags, pageTags, sharedPicture } from '../site-config/page-head'
import { type ChurchEvent, eventQueryOptions } from './api/get-event'
import { eventDateQueryOptions } from './api/get-event-date'
import { eventCategoriesQueryOptions } from './api/get-events'
import type { EventsView } from './events-view'

type Occurrence = ChurchEvent['next']

/** 'Wed, Nov 25, 2026, 6:30 PM CST at Parish Hall': one date of an event in words, for its preview. */
function occurrenceWords(occurrence: Occurrence, timezone: string) {
  const zone = occurrence.startTime ? zoneLabelOn(timezone, occurrence.date, occurrence.startTime) : ''
  const time = occurrence.startTime ? `, ${formatClock(occurrence.startTime)}${zone ? ` ${zone}` : ''}` : ''
  return `${dayWords(occurrence.date)}${time}${occurrence.location ? ` at ${occurrence.location}` : ''}`
}

/** The tags an event's page and one date's page share: its picture, and the Event JSON-LD at the date shown. */
function eventTags(context: HeadContext, event: ChurchEvent, occurrence: Occurrence, page: { title: string; description: string }) {
  const { church, facts, origin, absolute } = churchOf(context)
  const image = absolute(event.imageUrl || sharedPicture(context))
  return pageTags(context, {
    ...page,
    type: 'article',
    image,
    imageAlt: event.title,
    // JSON-LD is for search engines, in the server's page only (none of its code in the browser's).
    structuredData: !import.meta.env.SSR
      ? []
      : [eventData(event, occurrence, facts, { origin, timezone: church.timezone, image, url: `${origin}${context.match.pathname}` })],
  })
}

/** An event's page (/events/{id}): described at the date it is listed at (its next one not ended, a change applied). */
export function eventHead(context: HeadContext & { params: { id: string } }) {
  const event = context.match.context.queryClient.getQueryData(eventQueryOptions(context.params.id).queryKey)
  if (!event) return missingTags(context, 'Event Not Found')
  const { church } = churchOf(context)
  return eventTags(context, event, event.next, {
    title: event.title,
    description: event.description || `${event.title} at ${church.churchName}`,
  })
}

/** One date's page of a series (/events/{id}/{date}): its own date, time and place, cancelled or moved. */
export function eventDateHead(context: HeadContext & { params: { id: string; date: string } }) {
  const { id, date } = context.params
  const { queryClient } = context.match.context
  const event = queryClient.getQueryData(eventDateQueryOptions(id, date).queryKey)
  // A date that is no date: no page at all ('Page Not Found').
  if (!isCalendarDate(date)) return missingTags(context, 'Page Not Found')
  if (!event) {
    const series = queryClient.getQueryData(eventQueryOptions(id).queryKey)
    return series
      ? missingTags(context, 'Date Not Found', `${series.title} does not fall on ${dayWords(date)}.`)
      : missingTags(context, 'Date Not Found')
  }
  const { church } = churchOf(context)
  const occurrence = event.next
  return eventTags(context, event, occurrence, {
    title: eventDateTitle(event.title, occurrence),
    description: [
      occurrence.cancelled ? `Cancelled: ${dayWords(occurrence.date)}.` : `${occurrenceWords(occurrence, church.timezone)}.`,
      !occurrence.cancelled && occurrence.date !== date ? `Moved from ${dayWords(date)}.` : '',
      occurrence.note,
      event.description,
    ]
      .filter(Boolean)
      .join(' '),
  })
}

/**
 * /events, its month view, and one category's (decision 0057): a category's page has its own title
 * and description ('Youth Events'), its one true address naming only the category; an address no
 * category has is a missing page.
 */
export function eventsHead(context: HeadContext, search: EventsView) {
  if (search.category === undefined) return fixedPageTags(context, '/events')
  const categories = context.match.context.queryClient.getQueryData(eventCategoriesQueryOptions().queryKey)
  const category = categories?.find((c) => c.slug === search.category)
  if (!category) return missingTags(context, 'Category Not Found')
  const { church } = churchOf(context)
  return pageTags(context, {
    title: `${category.name} ${search.view === 'month' ? 'Events Calendar' : 'Events'}`,
    description: category.description || `${category.name} events at ${church.churchName}.`,
    canonical: `/events?category=${encodeURIComponent(category.slug)}`,
  })
}
