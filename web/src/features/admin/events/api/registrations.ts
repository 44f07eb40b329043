import type { RegistrantsEmailInput, RegistrationSettingsInput, TellRegistrantsInput } from '@church/api/models/registrations'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

/**
 * Registrations for events (decision 0058), for staff who may edit events. People's names, emails and
 * phones are never kept on this device for the offline dashboard (`keptOnDevice: false`), as prayer
 * requests are not: an office computer is shared. The counts (numbers only) are kept.
 */
const personal = <T>(queryKey: readonly unknown[], queryFn: () => Promise<T>) =>
  queryOptions({ queryKey: ['admin', ...queryKey], queryFn, retry: false, meta: { admin: true, keptOnDevice: false } })

/** The Events tab's counts: people registered and waiting, per event. */
export const useRegistrationCounts = (enabled = true) =>
  useQuery({
    ...queryOptions({
      queryKey: ['admin', 'registrations', 'counts'],
      queryFn: () => unwrap(api.admin['registration-counts'].get()),
      retry: false,
      meta: { admin: true },
    }),
    enabled,
  })

/** One event's registrations (one date of a series, or the event), with its settings. */
export const useRegistrationList = (id: string, on: string) =>
  useQuery(personal(['registrations', id, on], () => unwrap(api.admin.events({ id }).registrations.get({ query: { on } }))))

/** How many are registered for a date (or the event): the cancel and change questions say so. */
export const useRegisteredCount = (id: string, on: string | undefined, enabled = true) =>
  useQuery({
    ...personal(['registrations', id, on ?? '', 'count'], () =>
      unwrap(api.admin.events({ id }).registered.get({ query: on === undefined ? {} : { on } })),
    ),
    enabled,
  })

export const useSaveRegistrationSettings = () =>
  useAdminMutation({
    mutationFn: ({ id, settings }: { id: string; settings: RegistrationSettingsInput }) =>
      unwrap(api.admin.events({ id }).registration.put(settings)),
    success: (saved) => (saved.enabled ? 'Registration is on' : 'Registration is off'),
  })

/** A check-in tick, saved at once. */
export const useCheckIn = () =>
  useAdminMutation({
    mutationFn: ({ id, checkedIn }: { id: string; checkedIn: boolean }) =>
      unwrap(api.admin['event-registrations']({ id })['check-in'].put({ checkedIn })),
  })

export const useEmailRegistrants = () =>
  useAdminMutation({
    mutationFn: ({ id, email }: { id: string; email: RegistrantsEmailInput }) =>
      unwrap(api.admin.events({ id }).registrations.email.post(email)),
    success: (done) => done.message,
  })

/** Those registered for a date told it changed or is cancelled. */
export const useTellRegistrants = () =>
  useAdminMutation({
    mutationFn: ({ id, tell }: { id: string; tell: TellRegistrantsInput }) =>
      unwrap(api.admin.events({ id }).registrations.tell.post(tell)),
    success: (done) => done.message,
  })

/** The export's address: a plain download, signed in by the session cookie. */
export const exportAddress = (id: string, on: string) => `/api/admin/events/${id}/registrations/export${on ? `?on=${on}` : ''}`
