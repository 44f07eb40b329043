import type { PRAYER_STATUSES } from '@church/api/models/prayer'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions } from '../../api/admin-query'
import { type InboxQuery, inboxPages } from '../../api/inbox-page'

/** A status, or 'all'. */
export type PrayerFilter = (typeof PRAYER_STATUSES)[number] | 'all'

const fetchPrayerRequests = (query: InboxQuery<PrayerFilter>) => unwrap(api.admin['prayer-requests'].get({ query }))
export type PrayerRequest = Awaited<ReturnType<typeof fetchPrayerRequests>>[number]

/** The key every page of every filter shares: a status change refreshes them all. */
export const PRAYER_REQUESTS_KEY = ['admin', 'prayer-requests'] as const

/**
 * GET /api/admin/prayer-requests?status=…&limit=10&offset=…: one page of one status, newest first.
 * Never saved on this device for the offline dashboard: a shared office computer keeps no one's words
 * (decision 0053).
 */
export const usePrayerRequests = inboxPages(PRAYER_REQUESTS_KEY, fetchPrayerRequests, { keptOnDevice: false })

const fetchPrayerCounts = () => unwrap(api.admin['prayer-counts'].get())
/** GET /api/admin/prayer-counts: how many there are of each status, counted by the server (the filters, the tab's badge). */
export const prayerCountsQueryOptions = () => adminQueryOptions(['prayer-counts'], fetchPrayerCounts)
export const usePrayerCounts = () => useQuery(prayerCountsQueryOptions())
