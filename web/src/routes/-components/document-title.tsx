import { PUBLIC_PAGES, pageTitle } from '@church/api/content/pages'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { eventQueryOptions } from '../../features/events/api/get-event'
import { liveStreamQueryOptions } from '../../features/live-streams/api/get-live-stream'
import { sermonQueryOptions } from '../../features/sermons/api/get-sermon'
import { useSiteConfig } from '../../features/site-config/api/get-site-config'
import { withDefaults } from '../../features/site-config/site-config'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Keeps the tab's title in step with the page as visitors move around the app: the same titles
 * the server writes into the first page's head (api/src/modules/pages), from the same texts.
 */
export function DocumentTitle() {
  const path = useRouterState({ select: (state) => state.location.pathname }).replace(/\/+$/, '') || '/'
  const church = withDefaults(useSiteConfig().data)
  const [, kind = '', id = ''] = path.split('/')
  const record = UUID.test(id) ? kind : ''
  // Already loaded by the page itself: these read the cache, they don't fetch twice.
  const sermon = useQuery({ ...sermonQueryOptions(id), enabled: record === 'sermons' })
  const event = useQuery({ ...eventQueryOptions(id), enabled: record === 'events' })
  const stream = useQuery({ ...liveStreamQueryOptions(id), enabled: record === 'live-streams' })

  const recordTitle =
    record === 'sermons'
      ? sermon.data?.title
      : record === 'events'
        ? event.data?.title
        : record === 'live-streams'
          ? stream.data?.title
          : undefined
  const fixed = PUBLIC_PAGES[path]?.title ?? (path.startsWith('/about/') ? PUBLIC_PAGES['/about/staff'].title : undefined)
  const title = path === '/admin' ? 'Admin' : (recordTitle ?? fixed)

  // A page without a title of its own (not found, newsletter links) shows the church's name alone.
  const text = path === '/' ? pageTitle(church) : title ? pageTitle(church, title) : church.churchName
  useEffect(() => {
    document.title = text
  }, [text])

  return null
}
