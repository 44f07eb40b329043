import { eventDateTitle, notFoundTitle, PUBLIC_PAGES, pageTitle } from '@church/api/content/pages'
import { sermonTitle } from '@church/api/lib/sermon-title'
import { useQuery } from '@tanstack/react-query'
import { rootRouteId, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { eventQueryOptions } from '../../features/events/api/get-event'
import { eventDateQueryOptions } from '../../features/events/api/get-event-date'
import { liveStreamQueryOptions } from '../../features/live-streams/api/get-live-stream'
import { sermonQueryOptions } from '../../features/sermons/api/get-sermon'
import { useSiteConfig } from '../../features/site-config/api/get-site-config'
import { withDefaults } from '../../features/site-config/site-config'
import { ApiError } from '../../lib/api'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Keeps the tab's title in step with the page as visitors move around the app: the same titles
 * the server writes into the first page's head (api/src/modules/pages), from the same texts.
 */
export function DocumentTitle() {
  const path = useRouterState({ select: (state) => state.location.pathname }).replace(/\/+$/, '') || '/'
  // No route of the app took the address: only the root matched, and it shows its not-found page.
  const unknownPath = useRouterState({ select: (state) => state.matches.at(-1)?.routeId === rootRouteId })
  const church = withDefaults(useSiteConfig().data)
  const [, kind = '', id = '', date = ''] = path.split('/')
  const record = UUID.test(id) ? kind : ''
  // One date of a series: /events/{id}/{date}.
  const eventDate = record === 'events' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : ''
  // Already loaded by the page itself: these read the cache, they don't fetch twice.
  const sermon = useQuery({ ...sermonQueryOptions(id), enabled: record === 'sermons' })
  const event = useQuery({ ...eventQueryOptions(id), enabled: record === 'events' && !eventDate })
  const onDate = useQuery({ ...eventDateQueryOptions(id, eventDate), enabled: eventDate !== '' })
  const stream = useQuery({ ...liveStreamQueryOptions(id), enabled: record === 'live-streams' })

  const recordTitle =
    record === 'sermons'
      ? sermon.data && sermonTitle(sermon.data.title)
      : eventDate
        ? onDate.data && eventDateTitle(onDate.data.title, onDate.data.next)
        : record === 'events'
          ? event.data?.title
          : record === 'live-streams'
            ? stream.data?.title
            : undefined
  // What the record's page shows as missing: a 404 (any failure for an event, whose page says 'Event
  // Not Found' then too), or an id that is no id at all.
  const recordError =
    record === 'sermons'
      ? sermon.error
      : eventDate
        ? onDate.error
        : record === 'events'
          ? event.error
          : record === 'live-streams'
            ? stream.error
            : null
  const missingRecord =
    ['sermons', 'events', 'live-streams'].includes(kind) &&
    id !== '' &&
    (!UUID.test(id) || (recordError !== null && (kind === 'events' || (recordError instanceof ApiError && recordError.status === 404))))
  const fixed = PUBLIC_PAGES[path]?.title ?? (path.startsWith('/about/') ? PUBLIC_PAGES['/about/staff'].title : undefined)
  const title = unknownPath || missingRecord ? notFoundTitle(path) : path === '/admin' ? 'Admin' : (recordTitle ?? fixed)

  // A page without a title of its own (newsletter links) shows the church's name alone.
  const text = path === '/' ? pageTitle(church) : title ? pageTitle(church, title) : church.churchName
  useEffect(() => {
    document.title = text
  }, [text])

  return null
}
