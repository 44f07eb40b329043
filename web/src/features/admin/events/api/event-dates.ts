import type { DateChangeInput } from '@church/api/models/events'
import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions, useAdminMutation } from '../../api/admin-query'
import { dayWithYear } from '../date-words'

/** GET /api/events/{id}: the event with `dates`, its coming dates (the next 8, changes applied), as visitors see them. */
const fetchEventDates = (id: string) => unwrap(api.events({ id }).get())

export type EventWithDates = Awaited<ReturnType<typeof fetchEventDates>>
export type EventDate = EventWithDates['dates'][number]

/**
 * A series' coming dates for the Dates dialog, read from the server (what the public pages and the
 * feed show, so the dialog never says something they don't). Under ['admin', 'events', …]: every
 * admin change refreshes it, and it is kept on this device with the rest of the dashboard.
 */
export const useEventDates = (id: string, enabled = true) =>
  useQuery({ ...adminQueryOptions(['events', id, 'dates'], () => fetchEventDates(id)), enabled })

/** What staff are told once the server has answered a date's change (the toast, and the Dates dialog's status line). */
export const savedWords = (next: { on: string; cancelled: boolean }, restored = false) =>
  `${dayWithYear(next.on)} ${restored ? 'is back as the series has it' : next.cancelled ? 'is cancelled' : 'is changed'}`

/**
 * PUT /api/admin/events/{id}/dates/{on}: one date cancelled or changed. Offline it is refused before
 * it is sent with the dashboard's words (only message statuses wait in a queue: decision 0010), and
 * the success toast comes only once the server has answered; then every list, admin and public,
 * refreshes.
 */
export const useChangeEventDate = () =>
  useAdminMutation({
    mutationFn: ({ id, on, change }: { id: string; on: string; change: DateChangeInput }) =>
      unwrap(api.admin.events({ id }).dates({ date: on }).put(change)),
    success: (shown) => savedWords(shown.next),
  })

/** DELETE /api/admin/events/{id}/dates/{on}: the date as the series has it again. */
export const useRestoreEventDate = () =>
  useAdminMutation({
    mutationFn: ({ id, on }: { id: string; on: string }) => unwrap(api.admin.events({ id }).dates({ date: on }).delete()),
    success: (shown) => savedWords(shown.next, true),
  })
